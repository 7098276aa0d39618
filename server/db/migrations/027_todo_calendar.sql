-- Issue 14 (to-do calendar, SPEC §3 Activity, §7 /activities, /activityTypes): the kinds of
-- activity, and what a to-do needs beyond issue 13's project to-dos: whom it is for and
-- whether it is done. dueDate and priority stay in parameters (SPEC §3), as issue 13 stores them.
CREATE TABLE activity_types (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  -- Whether a planner can create it as a to-do in the calendar (LOG is a record, not a task).
  todo boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1
);

-- NULL recipient: the creator's own to-do (every project to-do of issue 13).
ALTER TABLE activities ADD COLUMN recipient_id integer REFERENCES persons(id);
ALTER TABLE activities ADD COLUMN done_at timestamptz;
CREATE INDEX activities_recipient ON activities(recipient_id) WHERE recipient_id IS NOT NULL;
CREATE INDEX activities_person ON activities(person_id);

-- The platform's types (SPEC §3 "Types seen"), reference data every tenant has: kept on a
-- test reset like the server's keys, so no seed has to restore them.
INSERT INTO activity_types (code, name, todo) VALUES
  ('TODO_INT', 'Internal to-do', true),
  ('TODO_PAYROLL_ITEM', 'Payroll item to-do', true),
  ('LOG', 'Log', false);
