ALTER TABLE locations ADD COLUMN notes text;
ALTER TABLE project_crews ADD COLUMN contact_on_site_name text;
ALTER TABLE project_crews ADD COLUMN contact_on_site_phone text;
ALTER TABLE project_crews ADD COLUMN contact_on_site_email text;
ALTER TABLE crew_items ADD COLUMN site_status text NOT NULL DEFAULT 'none';

CREATE TABLE crew_site_events (
  id serial PRIMARY KEY,
  crew_item_id integer NOT NULL REFERENCES crew_items(id),
  kind text NOT NULL,
  device_time timestamptz NOT NULL,
  latitude double precision,
  longitude double precision,
  accuracy double precision,
  method text NOT NULL,
  recorded_by integer NOT NULL REFERENCES persons(id),
  server_time timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX crew_site_events_item ON crew_site_events(crew_item_id, id);

CREATE TABLE crew_rating_types (
  id serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE crew_item_ratings (
  crew_item_id integer NOT NULL REFERENCES crew_items(id),
  rating_type_id integer NOT NULL REFERENCES crew_rating_types(id),
  value integer NOT NULL CHECK (value BETWEEN 1 AND 5),
  rated_by integer NOT NULL REFERENCES persons(id),
  PRIMARY KEY (crew_item_id, rating_type_id)
)
