-- Issue 15 (mailbox; SPEC §2 /mailbox, §6 mailboxes and emailMessages rights, §7 Email):
-- mailboxes, who may read each, and the mail a mail system delivered into them. A message is
-- stored as delivered: its HTML exactly as it arrived (the app sanitises it when it shows it,
-- never the server on the way in, so a better sanitiser later needs no re-import).
CREATE TABLE mailboxes (
  id serial PRIMARY KEY,
  name text NOT NULL,
  address text NOT NULL,
  version integer NOT NULL DEFAULT 1
);

-- Who reads a mailbox: a shared office inbox has several readers; nobody else sees it.
CREATE TABLE mailbox_readers (
  mailbox_id integer NOT NULL REFERENCES mailboxes(id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES persons(id) ON DELETE CASCADE,
  PRIMARY KEY (mailbox_id, person_id)
);
CREATE INDEX mailbox_readers_person ON mailbox_readers(person_id);

CREATE TABLE email_messages (
  id serial PRIMARY KEY,
  mailbox_id integer NOT NULL REFERENCES mailboxes(id) ON DELETE CASCADE,
  from_name text,
  from_address text NOT NULL,
  to_address text NOT NULL,
  subject text NOT NULL DEFAULT '',
  received_at timestamptz NOT NULL,
  html text,
  text_body text,
  -- The sender's List-Unsubscribe (RFC 2369/8058): a message without it cannot be unsubscribed.
  list_unsubscribe text,
  unsubscribed_at timestamptz,
  read_at timestamptz,
  version integer NOT NULL DEFAULT 1
);
CREATE INDEX email_messages_mailbox_received ON email_messages(mailbox_id, received_at DESC, id DESC);

CREATE TABLE email_attachments (
  id serial PRIMARY KEY,
  message_id integer NOT NULL REFERENCES email_messages(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  store_key text NOT NULL
);
CREATE INDEX email_attachments_message ON email_attachments(message_id);
