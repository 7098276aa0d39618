CREATE TABLE payrolls (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  number text NOT NULL UNIQUE,
  period_start date NOT NULL,
  period_end date NOT NULL,
  gross numeric(12, 2) NOT NULL,
  net numeric(12, 2) NOT NULL,
  status text NOT NULL,
  public_token text NOT NULL UNIQUE,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX payrolls_person ON payrolls(person_id, period_start);

CREATE TABLE payroll_items (
  id serial PRIMARY KEY,
  payroll_id integer NOT NULL REFERENCES payrolls(id),
  date date NOT NULL,
  description text NOT NULL,
  hours numeric(6, 2),
  amount numeric(12, 2) NOT NULL,
  status text NOT NULL,
  decline_reason text,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX payroll_items_payroll ON payroll_items(payroll_id, date);

CREATE TABLE payroll_documents (
  id serial PRIMARY KEY,
  payroll_id integer NOT NULL REFERENCES payrolls(id),
  document_type text NOT NULL,
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (payroll_id, document_type)
);

CREATE TABLE activities (
  id serial PRIMARY KEY,
  type text NOT NULL,
  caption text NOT NULL,
  body text,
  parameters jsonb NOT NULL DEFAULT '{}',
  entity_type text,
  entity_id integer,
  person_id integer REFERENCES persons(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX activities_entity ON activities(entity_type, entity_id);

CREATE TABLE staff_contracts (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  name text NOT NULL,
  company text NOT NULL,
  start_date date NOT NULL,
  end_date date,
  quota_hours numeric(8, 2) NOT NULL,
  planned_hours numeric(8, 2) NOT NULL,
  worked_hours numeric(8, 2) NOT NULL,
  time_account_hours numeric(8, 2) NOT NULL,
  vacation_account_days numeric(6, 2) NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX staff_contracts_person ON staff_contracts(person_id);

CREATE TABLE staff_contract_documents (
  id serial PRIMARY KEY,
  contract_id integer NOT NULL REFERENCES staff_contracts(id),
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE crew_info (
  id serial PRIMARY KEY,
  title text NOT NULL,
  body_html text NOT NULL,
  published_at date NOT NULL,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE trainings (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  date date NOT NULL,
  title text NOT NULL,
  location text NOT NULL,
  status text NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX trainings_person ON trainings(person_id, date);
