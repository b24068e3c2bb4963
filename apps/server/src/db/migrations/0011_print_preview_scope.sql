-- A preview opens only for a user who may make it: the permission of the call that rendered it, and
-- for an outlet's document the outlet. Stored previews are moments, not archives: the ones made
-- before this change carry neither, so they are dropped rather than guessed.
DELETE FROM print_preview;
ALTER TABLE print_preview ADD COLUMN permission text NOT NULL;
ALTER TABLE print_preview ADD COLUMN outletid integer REFERENCES restooutlet (outletid);
