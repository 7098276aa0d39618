CREATE TABLE vacation_requests (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  start_date date NOT NULL,
  end_date date NOT NULL,
  first_day_half text,
  last_day_half text,
  reason text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'requested',
  answer text,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX vacation_requests_person ON vacation_requests(person_id, start_date);
