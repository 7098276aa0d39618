-- Idempotency keys are scoped to who sent them and the route they went to (issue 11): another
-- person replaying a key gets their own request processed, never the first person's answer.
-- subject: 'person:<id>' for personal logins, 'project:<number>' or 'pluscrew:<number>' for
-- guests; route: '<METHOD> <path>'.
ALTER TABLE idempotency_keys ADD COLUMN subject text NOT NULL DEFAULT '';
ALTER TABLE idempotency_keys ADD COLUMN route text NOT NULL DEFAULT '';

-- Keys stored before this migration take their sender and route from the write log, so an
-- outbox still replaying one after the upgrade is answered, not applied a second time.
UPDATE idempotency_keys k SET subject = 'person:' || w.person_id, route = w.method || ' ' || w.path
  FROM writes w WHERE w.idempotency_key = k.key AND w.person_id IS NOT NULL;

ALTER TABLE idempotency_keys DROP CONSTRAINT idempotency_keys_pkey;
ALTER TABLE idempotency_keys ADD PRIMARY KEY (subject, route, key);
