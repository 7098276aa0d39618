CREATE TABLE vacancy_applications (
  id serial PRIMARY KEY,
  crew_item_id integer NOT NULL REFERENCES crew_items(id),
  person_id integer NOT NULL REFERENCES persons(id),
  applied_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (crew_item_id, person_id)
);
CREATE INDEX vacancy_applications_person ON vacancy_applications(person_id);

CREATE TABLE crew_chief_documents (
  id serial PRIMARY KEY,
  crew_id integer NOT NULL REFERENCES project_crews(id),
  name text NOT NULL,
  file_name text NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX crew_chief_documents_crew ON crew_chief_documents(crew_id);

CREATE TABLE crew_profiles (
  person_id integer PRIMARY KEY REFERENCES persons(id),
  skills jsonb NOT NULL DEFAULT '[]',
  about text,
  version integer NOT NULL DEFAULT 1
);

CREATE INDEX crew_items_vacant ON crew_items(status, start_date) WHERE person_id IS NULL;
