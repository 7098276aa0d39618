-- Issue 13 (project detail): the project's documents, its invoices, its logo.
-- Documents keep their bytes in the file store (store_key), as mobile documents do.
CREATE TABLE project_documents (
  id serial PRIMARY KEY,
  project_id integer NOT NULL REFERENCES projects(id),
  name text NOT NULL,
  document_type text NOT NULL,
  doc_date date NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  store_key text NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX project_documents_project ON project_documents(project_id);

-- A minimal invoice, read-only in issue 13: the finance issue (15) extends this table (lines,
-- payments, creation by clients with the invoices CREATE right).
CREATE TABLE invoices (
  id serial PRIMARY KEY,
  number text NOT NULL UNIQUE,
  company_id integer NOT NULL REFERENCES companies(id),
  project_id integer REFERENCES projects(id),
  invoice_date date NOT NULL,
  due_date date NOT NULL,
  amount numeric(12, 2) NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  status text NOT NULL DEFAULT 'open',
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX invoices_project ON invoices(project_id);

-- The project logo (EDIT_PROJECT_LOGO): its bytes in the file store; the key column ends in
-- "key" so the orphan sweep keeps the file (files/sweep.ts).
ALTER TABLE projects ADD COLUMN logo_store_key text;
ALTER TABLE projects ADD COLUMN logo_content_type text;
