-- Campaigns (promotions): the rule header and its three lists, and on each order line the campaign
-- that discounted it or gave it free.
CREATE TABLE restocampaign (
  campaignid serial PRIMARY KEY,
  compcode text NOT NULL REFERENCES companies (compcode),
  campaignname text NOT NULL,
  campaigndesc text NOT NULL DEFAULT '',
  startdate date NOT NULL,
  enddate date NOT NULL,
  autoapply smallint NOT NULL DEFAULT 0 CHECK (autoapply IN (0,1)),
  starttime smallint NOT NULL DEFAULT 0 CHECK (starttime BETWEEN 0 AND 24),
  endtime smallint NOT NULL DEFAULT 24 CHECK (endtime BETWEEN 0 AND 24),
  ordertypes text NOT NULL,
  freeitem smallint NOT NULL DEFAULT 0 CHECK (freeitem IN (0,1)),
  freeqty integer NOT NULL DEFAULT 0 CHECK (freeqty >= 0),
  discpc numeric(5,2) NOT NULL CHECK (discpc BETWEEN 1 AND 100),
  termapply smallint NOT NULL DEFAULT 0 CHECK (termapply IN (0,1)),
  term4menu smallint NOT NULL DEFAULT 0 CHECK (term4menu IN (0,1)),
  termqty integer NOT NULL DEFAULT 0 CHECK (termqty >= 0),
  termtotal numeric(18,2) NOT NULL DEFAULT 0 CHECK (termtotal >= 0),
  termapplymulti smallint NOT NULL DEFAULT 0 CHECK (termapplymulti IN (0,1)),
  campaigncateg text,
  aktif char(1) NOT NULL DEFAULT '1' CHECK (aktif IN ('0','1')),
  outletid integer REFERENCES restooutlet (outletid),
  createby text,
  modified timestamptz NOT NULL DEFAULT now(),
  CHECK (enddate >= startdate)
);
-- The till reads the company's campaigns running on a day at every save.
CREATE INDEX restocampaign_running_idx ON restocampaign (compcode, enddate, startdate) WHERE aktif = '1';

CREATE TABLE restocampaignoutlet (
  campaignid integer NOT NULL REFERENCES restocampaign (campaignid) ON DELETE CASCADE,
  outletid integer NOT NULL REFERENCES restooutlet (outletid),
  PRIMARY KEY (campaignid, outletid)
);
CREATE INDEX restocampaignoutlet_outlet_idx ON restocampaignoutlet (outletid);

-- kind 'P': a promo menu (rewarded); 'T': a term menu (bought to earn the reward).
CREATE TABLE restocampaignmenu (
  campaignid integer NOT NULL REFERENCES restocampaign (campaignid) ON DELETE CASCADE,
  kind char(1) NOT NULL CHECK (kind IN ('P','T')),
  menuid integer NOT NULL REFERENCES restomenu (menuid),
  seq integer NOT NULL DEFAULT 0,
  PRIMARY KEY (campaignid, kind, menuid)
);
CREATE INDEX restocampaignmenu_menu_idx ON restocampaignmenu (menuid);

-- No foreign key: a deleted campaign leaves its orders as they were sold.
ALTER TABLE restoorderdt ADD COLUMN campaignid integer;
