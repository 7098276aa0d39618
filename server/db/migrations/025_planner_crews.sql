-- Issue 14 (crew planner and membership crews, SPEC §7 /regions, /plannerCrewTypes, /pCrews,
-- /plannerCrewMemberships): where a person lives and works from, the kinds of planner crews,
-- the planner crews (membership crews are these), and who is in which.
CREATE TABLE regions (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  version integer NOT NULL DEFAULT 1
);

-- Optional: a person without a region is listed under none (the filter cannot pick them).
ALTER TABLE persons ADD COLUMN region_id integer REFERENCES regions(id);

CREATE TABLE planner_crew_types (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE p_crews (
  id serial PRIMARY KEY,
  name text NOT NULL,
  crew_type_id integer NOT NULL REFERENCES planner_crew_types(id),
  created_by integer REFERENCES persons(id),
  version integer NOT NULL DEFAULT 1
);

CREATE TABLE planner_crew_memberships (
  id serial PRIMARY KEY,
  p_crew_id integer NOT NULL REFERENCES p_crews(id) ON DELETE CASCADE,
  person_id integer NOT NULL REFERENCES persons(id),
  version integer NOT NULL DEFAULT 1,
  -- One place per person and crew: adding twice answers the membership that exists.
  UNIQUE (p_crew_id, person_id)
);
CREATE INDEX planner_crew_memberships_person ON planner_crew_memberships(person_id);
