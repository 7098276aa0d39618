-- Issue 14 (planning calendar, SPEC §4 planner statuses): the days that are nobody's to work
-- (bank holidays), a spare position (a crew item booked on top of the crew's need, a stand-by
-- shown only to those with planningCalendar READSPAREFUNCTION), and unpaid vacation, which
-- the planner's legend tells from a paid vacation day.
CREATE TABLE bank_holidays (
  id serial PRIMARY KEY,
  day date NOT NULL UNIQUE,
  name text NOT NULL
);

ALTER TABLE crew_items ADD COLUMN spare boolean NOT NULL DEFAULT false;
ALTER TABLE vacation_requests ADD COLUMN unpaid boolean NOT NULL DEFAULT false;

-- The calendar reads a month of crew items across all projects by date.
CREATE INDEX crew_items_dates ON crew_items(start_date, end_date);
