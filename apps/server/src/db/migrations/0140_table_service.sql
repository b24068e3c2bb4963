-- Table service (issue 28): a bill split into checks, and an order merged into another.
--
-- A split closes the order as SPLIT (orderstatus 8) and makes each check an order of its own that
-- names it (splitfrom, with its number kept for receipts); a merge closes the absorbed order as
-- MERGED (9) and names the order it joined. No sales figure counts status 8 or 9: the checks and the
-- order merged into are the sales. No foreign keys: the split and the merge are the only writers,
-- and every POS save and payment updates this table, so it carries no more triggers than it needs.
ALTER TABLE restoorderho
  ADD COLUMN splitfrom uuid,
  ADD COLUMN splitfromno text,
  ADD COLUMN splitno smallint,
  ADD COLUMN splitcount smallint,
  ADD COLUMN mergedinto uuid,
  ADD COLUMN mergedintono text;

CREATE INDEX restoorderho_splitfrom_idx ON restoorderho (splitfrom) WHERE splitfrom IS NOT NULL;

-- A dine-in bill split into checks keeps its tables while its guests still sit there: the checks
-- are written unseated (the seated index allows one order a table), and the split order holds the
-- seats until no check of it (nor of a check split again) is open without a table of its own.
-- Called when a check closes (the trigger below) and when a check moves to other tables.
CREATE FUNCTION split_hold_release(part_of uuid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  holder uuid := part_of;
  parent uuid;
BEGIN
  LOOP
    SELECT splitfrom INTO parent FROM restoorderho WHERE orderkey = holder;
    EXIT WHEN parent IS NULL;
    holder := parent;
  END LOOP;
  -- Two checks of one bill closing at once: the second waits here, and the statements after the lock
  -- see the first one's commit, so one of them always finds the last check closed.
  PERFORM 1 FROM restoorderho WHERE orderkey = holder FOR UPDATE;
  IF NOT EXISTS (
    WITH RECURSIVE checks AS (
      SELECT orderkey, orderstatus, isvoid FROM restoorderho WHERE splitfrom = holder
      UNION ALL
      SELECT o.orderkey, o.orderstatus, o.isvoid FROM restoorderho o JOIN checks c ON o.splitfrom = c.orderkey)
    SELECT 1 FROM checks c
    WHERE c.orderstatus = 1 AND c.isvoid = '0'
      AND NOT EXISTS (SELECT 1 FROM restoordertable t WHERE t.orderkey = c.orderkey AND t.seated))
  THEN
    UPDATE restoordertable SET seated = false WHERE orderkey = holder AND seated;
  END IF;
END $$;

CREATE FUNCTION split_check_closed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM split_hold_release(NEW.splitfrom);
  RETURN NULL;
END $$;

-- Paid, cancelled, voided or merged away: whoever closes a check, the table follows.
CREATE TRIGGER restoorderho_split_check_closed
  AFTER UPDATE OF orderstatus, isvoid ON restoorderho
  FOR EACH ROW
  WHEN (NEW.splitfrom IS NOT NULL AND OLD.orderstatus = 1 AND OLD.isvoid = '0' AND (NEW.orderstatus <> 1 OR NEW.isvoid <> '0'))
  EXECUTE FUNCTION split_check_closed();
