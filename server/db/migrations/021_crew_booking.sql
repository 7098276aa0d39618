-- Issue 13 (crews of a project, planner side): the planner's "not needed" on a crew item
-- (SPEC §4 notNeeded / reactivate). The item's status then reads "cancelled" for the person
-- and the crew side, so no crew-side query has to learn a new status; this flag tells a
-- planner's not-needed from a person's cancellation, and reactivate clears it.
ALTER TABLE crew_items ADD COLUMN not_needed boolean NOT NULL DEFAULT false;
-- The project's crews section reads items by crew.
CREATE INDEX crew_items_crew ON crew_items(crew_id);
