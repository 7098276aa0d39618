-- Issue 14 (lists slice): GET /planningCrewItems reads a client's crew items by a date window
-- across projects; crew_items had indexes by person and by crew only.
CREATE INDEX crew_items_start ON crew_items(start_date);
