-- Issue 16 (plus crews, SPEC §3 "Plus crew, value type, plus-crew value, value data", §7):
-- the value types a crew's figures have (looked up by caption), each crew's values (one per
-- type: its settings) and their daily figures; crew types and data-source types are the
-- reference lists the settings pick from. Seeded, not inserted here: the e2e hides a value
-- type to show "Required value types not found", and a test reset must bring it back.
CREATE TABLE plus_crew_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE plus_crew_data_source_types (
  id serial PRIMARY KEY,
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE plus_crew_value_types (
  id serial PRIMARY KEY,
  caption text NOT NULL UNIQUE,
  -- How an amount of this type reads: money (turnover, border, bonus) or hours.
  unit text NOT NULL CHECK (unit IN ('money', 'hours')),
  version integer NOT NULL DEFAULT 1
);

ALTER TABLE plus_crews ADD COLUMN crew_type_id integer REFERENCES plus_crew_types(id);

CREATE TABLE plus_crew_values (
  id serial PRIMARY KEY,
  plus_crew_id integer NOT NULL REFERENCES plus_crews(id),
  value_type_id integer NOT NULL REFERENCES plus_crew_value_types(id),
  -- The setting of a fixed value (Target Border, Team Bonus); NULL for a daily series.
  amount numeric(12, 2) CHECK (amount >= 0),
  data_source_type_id integer REFERENCES plus_crew_data_source_types(id),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (plus_crew_id, value_type_id)
);

CREATE TABLE plus_crew_value_datas (
  id serial PRIMARY KEY,
  plus_crew_value_id integer NOT NULL REFERENCES plus_crew_values(id),
  date_from date NOT NULL,
  date_to date NOT NULL,
  amount numeric(12, 2) NOT NULL CHECK (amount >= 0),
  version integer NOT NULL DEFAULT 1,
  -- One figure per value and day: a second POST for the day is a 409, not a duplicate.
  UNIQUE (plus_crew_value_id, date_from),
  CHECK (date_to >= date_from)
);
