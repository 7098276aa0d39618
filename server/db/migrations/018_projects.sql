-- Issue 13 (projects for clients and planners): the project fields SPEC §3 names by label
-- (rate card, comment, branch, default catering type) and the status the projects calendar
-- colours (SPEC §4: confirmed, project quoted, design client), with their reference lists
-- (SPEC §7 /branches, /cateringAgreementTypes, /companies/{id}/rateCards).
CREATE TABLE branches (
  id serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE catering_agreement_types (
  id serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE rate_cards (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  name text NOT NULL
);
CREATE INDEX rate_cards_company ON rate_cards(company_id);

ALTER TABLE projects ADD COLUMN status text NOT NULL DEFAULT 'confirmed';
ALTER TABLE projects ADD COLUMN branch_id integer REFERENCES branches(id);
ALTER TABLE projects ADD COLUMN rate_card_id integer REFERENCES rate_cards(id);
ALTER TABLE projects ADD COLUMN catering_type_id integer REFERENCES catering_agreement_types(id);
ALTER TABLE projects ADD COLUMN comment text;
CREATE INDEX projects_begin ON projects(begin_date);
