-- Announcements to every server process (LISTEN/NOTIFY) queued by the write that makes them, sent after
-- its commit. A transaction that calls pg_notify takes, at its commit, one lock for the whole database
-- (PostgreSQL queues notifications in commit order) and holds it through the commit's WAL flush: every
-- sale notified twice, so every till's commit queued behind every other's, and the outlet's order
-- counter stayed locked meanwhile. The sale's statement now appends its notices here, in its own
-- transaction (a notice exists exactly when the sale does); one statement of a sender deletes what is
-- queued and notifies it all in one commit (platform/notices.ts): one lock a batch instead of one a sale.
-- No index and no key: rows are appended and deleted whole, never looked up.
CREATE TABLE notice_outbox (
  channel text NOT NULL,
  payload text NOT NULL
);
