-- Issue 15 (invoice create in the app): the key the phone made an invoice with. The app links
-- an invoice made offline by it, and the server's row keeps it, so the link still works once
-- the server has given the invoice its number. One key makes one invoice per company: a second
-- create with the same key answers the invoice already made.
ALTER TABLE invoices ADD COLUMN client_key text;
CREATE UNIQUE INDEX invoices_client_key ON invoices(company_id, client_key)
  WHERE client_key IS NOT NULL;
