CREATE TABLE delivery_notes (
  crew_id integer PRIMARY KEY REFERENCES project_crews(id),
  status text NOT NULL DEFAULT 'open',
  released_at timestamptz,
  signed_at timestamptz,
  signer_name text,
  signature_png bytea,
  sent_at timestamptz,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE crew_chief_sheets (
  crew_id integer PRIMARY KEY REFERENCES project_crews(id),
  status text NOT NULL DEFAULT 'open',
  released_at timestamptz,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE sign_offs (
  crew_id integer PRIMARY KEY REFERENCES project_crews(id),
  status text NOT NULL DEFAULT 'open',
  hours jsonb NOT NULL DEFAULT '{}'::jsonb,
  hours_set_at timestamptz,
  confirmed_at timestamptz,
  version integer NOT NULL DEFAULT 1
)
