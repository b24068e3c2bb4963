-- Modifier groups of a menu (Size: choose one; Topping: up to three) and their options (issue 18).

-- A group belongs to one menu of one company; deleting the menu takes its groups along (a menu that
-- orders use is never deleted, and the orders keep their own copy of what they were sold with).
CREATE TABLE restomodgroup (
  modgroupid serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  menuid integer NOT NULL REFERENCES restomenu (menuid) ON DELETE CASCADE,
  groupname text NOT NULL,
  minchoice smallint NOT NULL DEFAULT 0 CHECK (minchoice >= 0),
  maxchoice smallint NOT NULL DEFAULT 1 CHECK (maxchoice >= 1 AND maxchoice >= minchoice),
  nourut smallint NOT NULL DEFAULT 0
);
CREATE INDEX restomodgroup_menu_idx ON restomodgroup (menuid, nourut);

-- An option's price change is whole rupiah, added to the menu's outlet price; it may take off too.
CREATE TABLE restomodoption (
  modifierid serial PRIMARY KEY,
  modgroupid integer NOT NULL REFERENCES restomodgroup (modgroupid) ON DELETE CASCADE,
  compcode text NOT NULL REFERENCES companies (compcode),
  modname text NOT NULL,
  pricechange numeric(18, 2) NOT NULL DEFAULT 0 CHECK (pricechange = trunc(pricechange) AND abs(pricechange) <= 10000000),
  nourut smallint NOT NULL DEFAULT 0
);
CREATE INDEX restomodoption_group_idx ON restomodoption (modgroupid, nourut);

-- What a line was sold with, as it was then: [{modifierid, groupname, modname, pricechange}]. The
-- line's hargajual already includes the changes, so totals, reports and postings read it as before.
ALTER TABLE restoorderdt ADD COLUMN modifiers jsonb NOT NULL DEFAULT '[]';

-- What the kitchen was sent of it: the options' names, in the menu's order.
ALTER TABLE kitchenjob ADD COLUMN modifiers jsonb NOT NULL DEFAULT '[]';
