import { type SQLWrapper, sql } from 'drizzle-orm';
import { noticeOutbox } from '../db/schema/index.js';

/**
 * Notices queued by a write's own statement (migration 0111), to send once it commits: a CTE of the
 * write, `INSERT INTO notice_outbox (channel, payload) ...`. The hot writes of the sale use it instead of
 * pg_notify, whose commit lock is one for the whole database.
 */
export const queueNotice = (channel: string, payload: SQLWrapper) =>
  sql`INSERT INTO ${noticeOutbox} (channel, payload) VALUES (${channel}, ${payload})`;
