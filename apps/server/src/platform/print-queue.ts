import net from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DbOrTx } from '../db/client.js';
import { type PrintKind, type PrintState, printJobs } from '../db/schema/index.js';
import { PRINTER_UNREACHABLE, PrinterRefused, type PrinterTargets } from './printer-targets.js';

/** Wakes the print workers of every process when a job is queued (on commit of its transaction). */
/** What wakes the print workers; a statement that queues a job itself notifies it (see enqueuePrint). */
export const PRINT_CHANNEL = 'saji_print';
export const NO_PRINTER = 'No printer is set for this outlet';

export interface PrintQueueOptions {
  /** Tries before a job is marked failed. */
  maxAttempts: number;
  /** The first retry waits this long; each next one twice as long. */
  retryBaseMs: number;
  /** Connect plus write must finish within this, or the try fails. */
  timeoutMs: number;
  /** How often an idle worker looks for due jobs (retries, jobs of a crashed process). */
  pollMs: number;
  /** A job left 'printing' this long belongs to a process that died: it is tried again. */
  staleMs: number;
}

export const DEFAULT_PRINT_OPTIONS: PrintQueueOptions = {
  maxAttempts: 5,
  retryBaseMs: 2_000,
  timeoutMs: 3_000,
  pollMs: 2_000,
  staleMs: 60_000,
};

export interface NewPrintJob {
  compcode: string;
  outletid: number;
  orderkey: string | null;
  kind: PrintKind;
  target: string | null;
  payload: Buffer;
  createby: string;
}

/**
 * Queues a job inside the caller's transaction, so it exists exactly when the sale does. Without a
 * printer the job is failed at once: the screen shows it and offers the browser-printable receipt.
 */
export async function enqueuePrint(tx: DbOrTx, job: NewPrintJob): Promise<{ id: number; state: PrintState }> {
  const failed = !job.target;
  const [row] = await tx
    .insert(printJobs)
    .values({ ...job, ...(failed ? { state: 'failed' as const, lasterror: NO_PRINTER } : {}) })
    .returning({ id: printJobs.id, state: printJobs.state });
  if (!failed) await tx.execute(sql`SELECT pg_notify(${PRINT_CHANNEL}, '')`);
  return row;
}

/** Sends raw bytes to a network printer; fails on refusal, error or timeout. */
function sendToPrinter({ host, port }: { host: string; port: number }, bytes: Buffer, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host, port });
    const timer = setTimeout(() => socket.destroy(new Error(`printer ${host}:${port} did not answer within ${timeoutMs} ms`)), timeoutMs);
    socket.once('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    socket.once('connect', () => {
      socket.end(bytes, () => {
        clearTimeout(timer);
        socket.destroy();
        resolve();
      });
    });
  });
}

interface ClaimedJob {
  id: number;
  target: string | null;
  payload: Buffer;
  attempts: number;
}

/**
 * The worker loop of one server process. Jobs are claimed with FOR UPDATE SKIP LOCKED, so several
 * processes on one PostgreSQL share the queue without printing a job twice; a failed try is retried
 * with a doubling delay and, after the last try, the job is marked failed ('printer unreachable' or
 * why the printer rules refuse its address; the cause is logged).
 */
export class PrintQueue {
  readonly options: PrintQueueOptions;
  private running = false;
  private loopDone: Promise<void> = Promise.resolve();
  private wakeUp: (() => void) | null = null;
  private stopListening: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly printers: PrinterTargets,
    options: Partial<PrintQueueOptions> = {},
  ) {
    this.options = { ...DEFAULT_PRINT_OPTIONS, ...options };
  }

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(PRINT_CHANNEL, () => this.wake());
    this.running = true;
    this.loopDone = this.loop();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loopDone;
    await this.stopListening?.();
  }

  wake(): void {
    this.wakeUp?.();
  }

  /** Claims and sends the due jobs once; answers how many were tried. */
  async runOnce(): Promise<number> {
    const jobs = await this.claim();
    // A printer takes one connection at a time and prints in the order asked (the receipt before the
    // drawer kick queued with it): one target's jobs go one after the other, printers in parallel.
    const byTarget = new Map<string, ClaimedJob[]>();
    // UPDATE ... RETURNING answers in no particular order.
    for (const job of jobs.sort((a, b) => a.id - b.id)) byTarget.set(job.target ?? '', [...(byTarget.get(job.target ?? '') ?? []), job]);
    await Promise.all(
      [...byTarget.values()].map(async (list) => {
        for (const job of list) await this.send(job);
      }),
    );
    return jobs.length;
  }

  private async loop(): Promise<void> {
    while (this.running) {
      let tried = 0;
      try {
        tried = await this.runOnce();
      } catch (err) {
        this.log.error({ err }, 'print queue');
      }
      if (!tried && this.running) await this.sleep(this.options.pollMs);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      const self = this;
      function done() {
        clearTimeout(timer);
        self.wakeUp = null;
        resolve();
      }
      this.wakeUp = done;
    });
  }

  private async claim(): Promise<ClaimedJob[]> {
    const stale = `${Math.ceil(this.options.staleMs / 1000)} seconds`;
    const result = await this.database.db.execute(sql`
      UPDATE printjob SET state = 'printing', attempts = attempts + 1, claimedat = now()
      WHERE id IN (
        SELECT id FROM printjob
        WHERE (state = 'queued' AND nextat <= now()) OR (state = 'printing' AND claimedat < now() - ${stale}::interval)
        ORDER BY id LIMIT 10 FOR UPDATE SKIP LOCKED)
      RETURNING id, target, payload, attempts`);
    const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
    return rows.map((r) => ({
      id: Number(r.id),
      target: (r.target as string | null) ?? null,
      payload: Buffer.isBuffer(r.payload) ? r.payload : Buffer.from(r.payload as Uint8Array),
      attempts: Number(r.attempts),
    }));
  }

  private async send(job: ClaimedJob): Promise<void> {
    try {
      if (!job.target) throw new Error(NO_PRINTER);
      await sendToPrinter(await this.printers.connectable(job.target), job.payload, this.options.timeoutMs);
      await this.database.db.execute(sql`UPDATE printjob SET state = 'done', donetime = now(), lasterror = NULL WHERE id = ${job.id}`);
    } catch (err) {
      const detail = (err as Error).message || String(err);
      // The job list is read by tenants: a connection error (ECONNREFUSED 127.0.0.1:5432, a timeout)
      // would tell them which ports answer, so they see only that the printer was not reached.
      const message = !job.target ? NO_PRINTER : err instanceof PrinterRefused ? detail : PRINTER_UNREACHABLE;
      const last = job.attempts >= this.options.maxAttempts;
      this.log[last ? 'warn' : 'info'](
        { job: job.id, target: job.target, attempt: job.attempts, err: detail },
        last ? 'print job failed' : 'print try failed',
      );
      if (last) {
        await this.database.db.execute(sql`UPDATE printjob SET state = 'failed', lasterror = ${message} WHERE id = ${job.id}`);
        return;
      }
      const delayMs = this.options.retryBaseMs * 2 ** (job.attempts - 1);
      await this.database.db.execute(
        sql`UPDATE printjob SET state = 'queued', lasterror = ${message}, nextat = now() + ${`${delayMs} milliseconds`}::interval WHERE id = ${job.id}`,
      );
      const timer = setTimeout(() => this.wake(), delayMs + 5);
      timer.unref();
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's print worker (tests tune its timings through its options). */
    printQueue: PrintQueue;
  }
}

/** The print worker as part of the app: it starts once the app is ready and finishes its round on close. */
export const printQueuePlugin = fp(
  async (
    app: FastifyInstance,
    { database, printers, options }: { database: Database; printers: PrinterTargets; options?: Partial<PrintQueueOptions> },
  ) => {
    const queue = new PrintQueue(database, app.log, printers, options);
    app.decorate('printQueue', queue);
    app.addHook('onReady', () => queue.start());
    app.addHook('onClose', () => queue.stop());
  },
  { name: 'saji-print-queue' },
);
