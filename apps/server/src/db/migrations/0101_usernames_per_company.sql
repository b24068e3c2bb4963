-- A username is unique within its company, no longer across companies (docs/decisions/users.md): a user
-- is the pair (compcode, username), and the rows that point at one carry both.

ALTER TABLE sessions ADD COLUMN compcode text;
UPDATE sessions s SET compcode = u.compcode FROM user_accounts u WHERE u.username = s.username;
ALTER TABLE sessions ALTER COLUMN compcode SET NOT NULL;

ALTER TABLE restooutletuser ADD COLUMN compcode text;
UPDATE restooutletuser ou SET compcode = u.compcode FROM user_accounts u WHERE u.username = ou.username;
ALTER TABLE restooutletuser ALTER COLUMN compcode SET NOT NULL;

ALTER TABLE sessions DROP CONSTRAINT sessions_username_fkey;
ALTER TABLE restooutletuser DROP CONSTRAINT restooutletuser_username_fkey;
ALTER TABLE restooutletuser DROP CONSTRAINT restooutletuser_pkey;
ALTER TABLE user_accounts DROP CONSTRAINT user_accounts_pkey;

ALTER TABLE user_accounts ADD PRIMARY KEY (compcode, username);
ALTER TABLE restooutletuser ADD PRIMARY KEY (compcode, username);
ALTER TABLE restooutletuser ADD FOREIGN KEY (compcode, username) REFERENCES user_accounts (compcode, username) ON DELETE CASCADE;
ALTER TABLE sessions ADD FOREIGN KEY (compcode, username) REFERENCES user_accounts (compcode, username) ON DELETE CASCADE;

-- Sign-in looks a name up in every company.
CREATE INDEX user_accounts_name_idx ON user_accounts (username);
DROP INDEX sessions_user_idx;
CREATE INDEX sessions_user_idx ON sessions (compcode, username);
