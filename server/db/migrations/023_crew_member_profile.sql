-- Issue 13 (the planner's crew profile, SPEC §7 "Crew member"): what a planner reads about a
-- person besides the functions worked on crew items. Functions the person is qualified for,
-- free tags the planners filter on (SPEC §2 planner-crew filters), and skills that rest on a
-- document (a certificate or licence, valid until a date).
CREATE TABLE person_functions (
  person_id integer NOT NULL REFERENCES persons(id),
  function_name text NOT NULL,
  -- The function the person is usually booked for.
  main boolean NOT NULL DEFAULT false,
  PRIMARY KEY (person_id, function_name)
);

CREATE TABLE person_tags (
  person_id integer NOT NULL REFERENCES persons(id),
  tag text NOT NULL,
  PRIMARY KEY (person_id, tag)
);

CREATE TABLE person_document_skills (
  id serial PRIMARY KEY,
  person_id integer NOT NULL REFERENCES persons(id),
  skill text NOT NULL,
  document_name text NOT NULL,
  valid_until date
);
CREATE INDEX person_document_skills_person ON person_document_skills(person_id);
