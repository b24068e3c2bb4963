-- Menu pictures are served at their own address (GET /api/restomenu/image/{menuid}?v={version}) instead
-- of inside every menu list, so the POS menu no longer carries thousands of data URLs. The version is
-- a hash of the stored picture, kept by the database itself, so no write can forget to change it and
-- the browser may cache a versioned address for good. Lists read this short column, never the picture.
ALTER TABLE restomenu ADD COLUMN menuimgver text GENERATED ALWAYS AS (substr(md5(menuimg), 1, 12)) STORED;
