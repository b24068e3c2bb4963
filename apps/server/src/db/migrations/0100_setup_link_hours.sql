-- How long a set-password link works, set by the company's admin: a day unless they choose otherwise
-- (it was 72 hours for everyone). A link already issued keeps its end.
ALTER TABLE companies ADD COLUMN setuplinkhours integer NOT NULL DEFAULT 24 CHECK (setuplinkhours BETWEEN 1 AND 168);
