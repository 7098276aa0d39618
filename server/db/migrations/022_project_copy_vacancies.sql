-- Issue 13 (copy slice): a planner offers an open crew item to crew (/projects-vacancy).
-- When, not just whether: the list says since when it is offered, and null is "not offered".
ALTER TABLE crew_items ADD COLUMN offered_at timestamptz;

-- Temporary persons (SPEC §2 "temporary-persons read"): hired for a while, listed on
-- /projects-vacancy next to the open crew items they may fill.
ALTER TABLE persons ADD COLUMN temporary boolean NOT NULL DEFAULT false;
