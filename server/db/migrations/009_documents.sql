-- Documents to sign (issue 6): signatories are persons or contacts, each with signatures.
CREATE TABLE document_types (
  id serial PRIMARY KEY,
  caption text NOT NULL,
  parameters text NOT NULL DEFAULT '{}'
);

CREATE TABLE documents (
  id serial PRIMARY KEY,
  version integer NOT NULL DEFAULT 1,
  type_id integer NOT NULL REFERENCES document_types(id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  parameters text NOT NULL DEFAULT '{}',
  access_token text NOT NULL UNIQUE,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE document_signatories (
  id serial PRIMARY KEY,
  document_id integer NOT NULL REFERENCES documents(id),
  position integer NOT NULL,
  name text NOT NULL,
  person_id integer REFERENCES persons(id),
  contact_number text,
  status text NOT NULL DEFAULT 'Ready to sign'
);
CREATE INDEX document_signatories_document ON document_signatories(document_id);
CREATE INDEX document_signatories_person ON document_signatories(person_id);

CREATE TABLE document_signatures (
  id serial PRIMARY KEY,
  signatory_id integer NOT NULL REFERENCES document_signatories(id),
  signed boolean NOT NULL DEFAULT false,
  signed_at timestamptz,
  document_version integer,
  signature text,
  rating integer,
  form_fields jsonb
);
CREATE INDEX document_signatures_signatory ON document_signatures(signatory_id);

CREATE TABLE document_uploads (
  id serial PRIMARY KEY,
  document_id integer NOT NULL REFERENCES documents(id),
  person_id integer NOT NULL REFERENCES persons(id),
  file_name text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  status text NOT NULL DEFAULT 'awaitingApproval',
  uploaded_at timestamptz NOT NULL DEFAULT now()
)
