-- How long a till may keep selling on its cached session while the server is unreachable, set by the
-- company's admin: 12 hours unless they choose otherwise, 72 at most (the server's offline window).
ALTER TABLE companies ADD COLUMN offlinehours integer NOT NULL DEFAULT 12 CHECK (offlinehours BETWEEN 1 AND 72);
