-- Issue 15 (invoices): extends issue 13's minimal invoices table (migration 020) with what the
-- invoice screens show and clients create and edit: a description, who made it, its lines
-- (VAT per line), its documents; activities live in the shared activities table
-- (entity_type 'invoice'). The stored amount stays the gross total, now computed from the lines
-- by src/api/schemas/invoiceSums.ts, so the project detail's invoice list keeps reading it.
ALTER TABLE invoices ADD COLUMN description text NOT NULL DEFAULT '';
ALTER TABLE invoices ADD COLUMN created_by integer REFERENCES persons(id);
CREATE INDEX invoices_company ON invoices(company_id);

CREATE TABLE invoice_items (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  position integer NOT NULL,
  description text NOT NULL,
  quantity numeric(12, 3) NOT NULL,
  unit_price_cents bigint NOT NULL,
  vat_rate numeric(5, 2) NOT NULL,
  discount_percent numeric(5, 2) NOT NULL DEFAULT 0,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX invoice_items_invoice ON invoice_items(invoice_id, position);

-- Bytes in the file store (store_key), as project documents keep theirs.
CREATE TABLE invoice_documents (
  id serial PRIMARY KEY,
  invoice_id integer NOT NULL REFERENCES invoices(id) ON DELETE CASCADE,
  name text NOT NULL,
  doc_date date NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  store_key text NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX invoice_documents_invoice ON invoice_documents(invoice_id);
