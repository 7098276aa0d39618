-- The bytes are in the file store now (moved by server/files/moveBytes.ts just before this
-- file, in the same transaction): only the keys stay.
ALTER TABLE profile_pictures ALTER COLUMN store_key SET NOT NULL;
ALTER TABLE profile_pictures DROP COLUMN bytes;
ALTER TABLE mobile_documents ALTER COLUMN store_key SET NOT NULL;
ALTER TABLE mobile_documents DROP COLUMN bytes;
ALTER TABLE crew_photos ALTER COLUMN store_key SET NOT NULL;
ALTER TABLE crew_photos DROP COLUMN bytes;
ALTER TABLE document_uploads ALTER COLUMN store_key SET NOT NULL;
ALTER TABLE document_uploads DROP COLUMN bytes;
ALTER TABLE form_files ALTER COLUMN store_key SET NOT NULL;
ALTER TABLE form_files DROP COLUMN bytes;
ALTER TABLE delivery_notes DROP COLUMN signature_png
