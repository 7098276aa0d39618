CREATE TABLE crew_photos (
  id serial PRIMARY KEY,
  crew_id integer NOT NULL REFERENCES project_crews(id),
  client_key text NOT NULL,
  taken_at timestamptz NOT NULL,
  caption text,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  uploaded_by integer NOT NULL REFERENCES persons(id),
  uploaded_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (crew_id, client_key)
);
CREATE INDEX crew_photos_crew ON crew_photos(crew_id, id);

CREATE TABLE live_locations (
  id serial PRIMARY KEY,
  crew_id integer NOT NULL REFERENCES project_crews(id),
  person_id integer NOT NULL REFERENCES persons(id),
  latitude double precision NOT NULL,
  longitude double precision NOT NULL,
  accuracy double precision,
  recorded_at timestamptz NOT NULL,
  server_time timestamptz NOT NULL DEFAULT clock_timestamp(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX live_locations_crew ON live_locations(crew_id, recorded_at);
