-- An export's chunks are stored as they are, not compressed: CSV text compresses well, but pglz
-- at a million rows cost more than writing the bytes (and reading them back decompressed them
-- again). EXTERNAL still moves a large chunk out of line (TOAST), only without compression.
ALTER TABLE "export_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;
