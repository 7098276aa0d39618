-- Issue 12 part 1: hours that bill the truth.
-- The tenant's rounding step for proposed hours (SPEC is silent: quarter hours).
ALTER TABLE tenant ADD COLUMN hours_step_minutes integer NOT NULL DEFAULT 15
  CHECK (hours_step_minutes > 0 AND hours_step_minutes <= 60);
-- A crew item's unpaid break, subtracted from the time between check-in and check-out.
ALTER TABLE crew_items ADD COLUMN break_minutes integer NOT NULL DEFAULT 0
  CHECK (break_minutes >= 0 AND break_minutes < 1440);
-- Hours changed after the delivery note was released: it is open again, to be released again.
ALTER TABLE delivery_notes ADD COLUMN release_again boolean NOT NULL DEFAULT false;
