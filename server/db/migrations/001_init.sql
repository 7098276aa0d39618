CREATE TABLE tenant (
  id integer PRIMARY KEY,
  settings jsonb NOT NULL
);

CREATE TABLE companies (
  id serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE persons (
  id serial PRIMARY KEY,
  email text UNIQUE,
  password_hash text,
  name text NOT NULL,
  language text NOT NULL DEFAULT 'en',
  login_types jsonb NOT NULL DEFAULT '[]',
  contact_number text,
  company_id integer REFERENCES companies(id),
  phone text,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE locations (
  id serial PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  city text NOT NULL,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE projects (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  name text NOT NULL,
  company_id integer NOT NULL REFERENCES companies(id),
  client_mark text,
  begin_date date NOT NULL,
  end_date date NOT NULL,
  reference text,
  closed boolean NOT NULL DEFAULT false,
  internal_kind text,
  project_manager_id integer REFERENCES persons(id),
  guest_password_hash text,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX projects_company ON projects(company_id);

CREATE TABLE plus_crews (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  name text NOT NULL,
  guest_password_hash text,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE project_crews (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id),
  name text NOT NULL,
  location_id integer REFERENCES locations(id),
  chief_person_id integer REFERENCES persons(id),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX project_crews_project ON project_crews(project_id);

CREATE TABLE crew_items (
  id serial PRIMARY KEY,
  crew_id integer NOT NULL REFERENCES project_crews(id),
  person_id integer REFERENCES persons(id),
  function_name text NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL,
  start_time text NOT NULL,
  end_time text NOT NULL,
  status text NOT NULL,
  crew_chief_only boolean NOT NULL DEFAULT false,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX crew_items_person ON crew_items(person_id, start_date);

CREATE TABLE block_dates (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  start_date date NOT NULL,
  end_date date,
  reason text NOT NULL,
  begin_time text,
  end_time text,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX block_dates_person ON block_dates(person_id, start_date);

CREATE TABLE account_tokens (
  token text PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  kind text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE unsubscribe_tokens (
  token text PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  unsubscribed_at timestamptz
);

CREATE TABLE idempotency_keys (
  key text PRIMARY KEY,
  request_hash text NOT NULL,
  status integer NOT NULL,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE writes (
  id serial PRIMARY KEY,
  method text NOT NULL,
  path text NOT NULL,
  person_id integer,
  idempotency_key text,
  status integer NOT NULL,
  at timestamptz NOT NULL DEFAULT now()
);
