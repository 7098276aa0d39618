-- Issue 14 "has changed": each change of a crew item's time, planning status, site state,
-- person or applicants as old -> new, with who and when (written by recordCrewItemChanges in
-- the same transaction as the change), and per person how far they have looked at an item's
-- changes. A change id only grows, so "seen up to" one id covers every earlier change.
CREATE TABLE crew_item_changes (
  id serial PRIMARY KEY,
  crew_item_id integer NOT NULL REFERENCES crew_items(id) ON DELETE CASCADE,
  field text NOT NULL,
  old_value jsonb NOT NULL,
  new_value jsonb NOT NULL,
  changed_by integer REFERENCES persons(id) ON DELETE SET NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX crew_item_changes_item ON crew_item_changes(crew_item_id, id);

CREATE TABLE crew_item_change_seen (
  person_id integer NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
  crew_item_id integer NOT NULL REFERENCES crew_items(id) ON DELETE CASCADE,
  seen_up_to integer NOT NULL,
  PRIMARY KEY (person_id, crew_item_id)
);
