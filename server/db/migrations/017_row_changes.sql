-- Issue 12 (conflicts): who changed a versioned row last, from which device, and when. A 412
-- answer names them, so the app can say "you, on another device" or the planner's name
-- instead of "someone else". One row per entity; a person removed later leaves the name out.
CREATE TABLE row_changes (
  entity text NOT NULL,
  entity_id integer NOT NULL,
  person_id integer REFERENCES persons(id) ON DELETE SET NULL,
  device_id text,
  changed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (entity, entity_id)
);
