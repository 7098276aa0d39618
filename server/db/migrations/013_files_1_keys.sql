-- Issue 11: file bytes leave the database for the file store (server/files); rows keep the
-- store's key (the sha256 of the bytes) beside the metadata they already had. form_files
-- already has a file_key (the app's own name for the answer), hence store_key.
-- Between this file and 013_files_2_drop_bytes.sql, server/files/moveBytes.ts copies the bytes
-- of an existing data folder into the store (a one-time step, in 013_files_2's transaction).
ALTER TABLE profile_pictures ADD COLUMN store_key text;
ALTER TABLE mobile_documents ADD COLUMN store_key text;
ALTER TABLE crew_photos ADD COLUMN store_key text;
ALTER TABLE document_uploads ADD COLUMN store_key text;
ALTER TABLE form_files ADD COLUMN store_key text;
ALTER TABLE delivery_notes ADD COLUMN signature_key text
