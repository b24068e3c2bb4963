-- A company's campaign version: renewed by every change to its campaigns or their lists, whatever
-- makes it. Every POS save reads it with its other sources (one row by key) and keeps the running
-- campaigns of the outlet in memory until it changes, instead of reading them again at every save;
-- being the database's, it holds for every server process on one PostgreSQL. A random value rather
-- than a counter, so two databases (a copy, a test's) never show one version for different campaigns.
CREATE TABLE restocampaignversion (
  compcode text PRIMARY KEY REFERENCES companies (compcode),
  version uuid NOT NULL
);

CREATE FUNCTION restocampaign_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  code text;
  id integer;
BEGIN
  IF TG_TABLE_NAME = 'restocampaign' THEN
    code := CASE WHEN TG_OP = 'DELETE' THEN OLD.compcode ELSE NEW.compcode END;
  ELSE
    id := CASE WHEN TG_OP = 'DELETE' THEN OLD.campaignid ELSE NEW.campaignid END;
    -- Lists deleted with their campaign find none: the campaign's own row bumped the version.
    SELECT c.compcode INTO code FROM restocampaign c WHERE c.campaignid = id;
  END IF;
  IF code IS NOT NULL THEN
    INSERT INTO restocampaignversion (compcode, version) VALUES (code, gen_random_uuid())
    ON CONFLICT (compcode) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER restocampaign_version AFTER INSERT OR UPDATE OR DELETE ON restocampaign
  FOR EACH ROW EXECUTE FUNCTION restocampaign_version_bump();
CREATE TRIGGER restocampaignoutlet_version AFTER INSERT OR UPDATE OR DELETE ON restocampaignoutlet
  FOR EACH ROW EXECUTE FUNCTION restocampaign_version_bump();
CREATE TRIGGER restocampaignmenu_version AFTER INSERT OR UPDATE OR DELETE ON restocampaignmenu
  FOR EACH ROW EXECUTE FUNCTION restocampaign_version_bump();
