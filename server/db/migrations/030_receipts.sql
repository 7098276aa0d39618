-- Issue 15 (receipts; SPEC §6 receipts right CREATE/DELETE, §7 "Receipts", /receiptItems,
-- /companies/{id}/receiptTemplates). A receipt is the client company's; its lines, photos
-- (bytes in the file store) and activities (the activities table, entity_type 'receipt').
CREATE TABLE receipt_types (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE receipt_templates (
  id serial PRIMARY KEY,
  company_id integer NOT NULL REFERENCES companies(id),
  name text NOT NULL,
  type_id integer NOT NULL REFERENCES receipt_types(id),
  -- The lines a receipt made from it starts with: [{description, quantity, amount}].
  items jsonb NOT NULL DEFAULT '[]',
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX receipt_templates_company ON receipt_templates(company_id);

CREATE TABLE receipts (
  id serial PRIMARY KEY,
  number text UNIQUE,
  company_id integer NOT NULL REFERENCES companies(id),
  type_id integer NOT NULL REFERENCES receipt_types(id),
  description text NOT NULL,
  receipt_date date NOT NULL,
  currency text NOT NULL DEFAULT 'EUR',
  -- The phone's key: a create re-sent under a new Idempotency-Key is still stored once.
  client_key text,
  created_by integer REFERENCES persons(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (company_id, client_key)
);
CREATE INDEX receipts_company ON receipts(company_id);

CREATE TABLE receipt_items (
  id serial PRIMARY KEY,
  receipt_id integer NOT NULL REFERENCES receipts(id) ON DELETE CASCADE,
  description text NOT NULL,
  quantity numeric(12, 3) NOT NULL,
  amount numeric(12, 2) NOT NULL,
  client_key text,
  version integer NOT NULL DEFAULT 1,
  UNIQUE (receipt_id, client_key)
);
CREATE INDEX receipt_items_receipt ON receipt_items(receipt_id);

CREATE TABLE receipt_documents (
  id serial PRIMARY KEY,
  receipt_id integer NOT NULL REFERENCES receipts(id) ON DELETE CASCADE,
  client_key text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  store_key text NOT NULL,
  uploaded_by integer REFERENCES persons(id),
  uploaded_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (receipt_id, client_key)
);
