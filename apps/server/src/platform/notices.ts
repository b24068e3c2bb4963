import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { noticeOutbox } from '../db/schema/index.js';
import { statement } from '../db/statement.js';

// Deletes every queued notice and sends them in one commit: the notify lock is taken once for the batch.
// Two senders never send a notice twice: the second waits for the first's row locks, then finds the rows gone.
const sendStatement = statement<{ sent: number }>(
  'notices_send',
  sql`WITH d AS (DELETE FROM ${noticeOutbox} RETURNING channel, payload) SELECT count(pg_notify(channel, payload))::int AS sent FROM d`,
);

const NOTICES = 'notices';

/** Sends every queued notice; answers how many. */
export async function sendNotices(db: Db): Promise<number> {
  const [row] = await sendStatement(db, {});
  return row.sent;
}

/**
 * How long a send waits for more commands' notices: one send then carries every sale of the window.
 * Sent at once, a send was a statement of every request at a lunch peak (two a sale); a screen hears a
 * sale this much later, against the second it is given.
 */
export const NOTICE_BATCH_MS = 10;

/**
 * The sender of one server process (the statements queue with queueNotice, notice-outbox.ts). A command
 * that queued notices calls `send()` after its commit: a send starts NOTICE_BATCH_MS later. Notices
 * queued while a send runs wait for the window after it too: sent back to back, the sends of a 40-till
 * peak came one every 1.7 sales, each a commit of its own with the database's notify lock. The folder
 * also sends every FOLD_EVERY_MS (a notice queued by a process that stopped before sending it, or by a
 * write that does not call send()).
 */
export class NoticeSender {
  private running: Promise<void> | null = null;
  private again = false;
  private closing = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly batchMs = NOTICE_BATCH_MS,
    /** Told how many notices each send took out of the outbox (the folder vacuums it after enough). */
    private readonly sent: (count: number) => void = () => {},
    private readonly sendAll: (db: Db) => Promise<number> = sendNotices,
  ) {}

  send(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.timer ??= setTimeout(() => this.start(), this.closing ? 0 : this.batchMs);
  }

  /** Sends what waits at once, and waits for the sends under way (the app closing). */
  async stop(): Promise<void> {
    this.closing = true;
    while (this.timer || this.running) {
      if (this.timer) this.start();
      await this.running;
    }
  }

  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running ??= this.drain();
  }

  private async drain(): Promise<void> {
    this.again = false;
    try {
      this.sent(await this.sendAll(this.db));
    } catch (err) {
      this.log.warn({ err }, 'sending notices failed; the folder sends them on its next round');
    } finally {
      this.running = null;
      if (this.again) this.send();
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the notices a command queued (call after its commit). */
    notices: NoticeSender;
  }
}

/** The sender as part of the app; the folder sends as a fallback (it needs saji-folds). */
export const noticesPlugin = fp(
  async (app: FastifyInstance) => {
    const sender = new NoticeSender(app.db, app.log, NOTICE_BATCH_MS, (count) => app.folds.emptied(NOTICES, count));
    app.decorate('notices', sender);
    app.folds.register({ name: NOTICES, run: sendNotices, tables: ['notice_outbox'] });
    app.addHook('onClose', () => sender.stop());
  },
  { name: 'saji-notices', dependencies: ['saji-folds'] },
);
