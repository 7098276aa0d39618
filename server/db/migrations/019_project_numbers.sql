-- Issue 13 (projects list slice): POST /projects assigns the number. A sequence, not max()+1,
-- so two creates at the same moment never get the same number. The seed's numbers run
-- P-20001..P-2xxxx (and the demo P-24001): new projects start well above them.
CREATE SEQUENCE project_numbers START 90001;
