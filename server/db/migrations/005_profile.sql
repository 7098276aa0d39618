ALTER TABLE persons ADD COLUMN address text;
ALTER TABLE persons ADD COLUMN birthday date;
ALTER TABLE persons ADD COLUMN timezone text NOT NULL DEFAULT 'Europe/Amsterdam';

CREATE TABLE profile_pictures (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  status text NOT NULL,
  content_type text NOT NULL,
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX profile_pictures_person ON profile_pictures(person_id, status);

CREATE TABLE mobile_documents (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  name text NOT NULL,
  type text NOT NULL,
  doc_date date NOT NULL,
  status text NOT NULL,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  bytes bytea NOT NULL,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX mobile_documents_person ON mobile_documents(person_id, doc_date);

CREATE TABLE calendar_subscriptions (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  name text NOT NULL,
  secret text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX calendar_subscriptions_person ON calendar_subscriptions(person_id);

CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  endpoint text NOT NULL,
  p256dh text NOT NULL,
  auth text NOT NULL,
  device_label text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  version integer NOT NULL DEFAULT 1,
  UNIQUE (person_id, endpoint)
);

CREATE TABLE vapid_keys (
  id integer PRIMARY KEY,
  public_key text NOT NULL,
  private_key text NOT NULL
);
