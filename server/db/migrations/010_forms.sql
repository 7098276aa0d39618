-- Forms to perform and crew security checks (issues 5 and 6).
CREATE TABLE forms (
  id serial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  name text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  kind text NOT NULL DEFAULT 'form',
  questions jsonb NOT NULL
);

CREATE TABLE form_assignments (
  id serial PRIMARY KEY,
  form_id integer NOT NULL REFERENCES forms(id),
  person_id integer NOT NULL REFERENCES persons(id)
);
CREATE UNIQUE INDEX form_assignments_person ON form_assignments(person_id, form_id);

CREATE TABLE security_checks (
  id serial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  crew_id integer NOT NULL REFERENCES project_crews(id),
  form_id integer NOT NULL REFERENCES forms(id),
  check_date date NOT NULL,
  shift text NOT NULL,
  title text NOT NULL
);
CREATE INDEX security_checks_crew ON security_checks(crew_id);

CREATE TABLE form_results (
  id serial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  form_id integer NOT NULL REFERENCES forms(id),
  person_id integer NOT NULL REFERENCES persons(id),
  security_check_id integer REFERENCES security_checks(id),
  status text NOT NULL DEFAULT 'draft',
  answers jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);
CREATE UNIQUE INDEX form_results_person_form ON form_results(form_id, person_id) WHERE security_check_id IS NULL;
CREATE UNIQUE INDEX form_results_security_check ON form_results(security_check_id) WHERE security_check_id IS NOT NULL;

CREATE TABLE form_files (
  id serial PRIMARY KEY,
  file_key text NOT NULL UNIQUE,
  person_id integer NOT NULL REFERENCES persons(id),
  question_id integer NOT NULL,
  result_id integer REFERENCES form_results(id),
  content_type text NOT NULL,
  file_name text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
