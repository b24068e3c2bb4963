import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * How long back-office work waits for the tills to fall quiet before a step runs anyway: under a
 * steady stream of POS commands back-office work still moves, one short step per this interval. It
 * counts from the end of the last step (or the step's arrival, if later), so that steps queued by
 * several runs do not follow each other at once when each has waited that long.
 */
const MAX_WAIT_MS = 250;

/**
 * How long a step of several items (rows, orders) runs before it ends and lets a waiting till in: a
 * till's command waits for about this long at most, while the step still covers many rows when each
 * is quick.
 */
const STEP_BUDGET_MS = 10;

/**
 * The priority gate between the tills and back-office work (bulk posting, exports, imports).
 *
 * Back-office work runs in short steps (one order posted, one page of an export read and written, a
 * few hundred rows of an import), and each step goes through `step()`: one step at a time in the
 * whole process, and only while no other API request is in flight. A POS command that arrives during
 * a step waits for that step alone, never for the whole posting or export; the next step waits for
 * the command. This matters most on PGlite, where one connection runs every statement in turn and a
 * WebAssembly statement also holds the event loop; on PostgreSQL it keeps back-office work off the
 * two cores the tills share with it.
 */
export class BackgroundWork {
  private foreground = 0;
  private running = false;
  private readonly queue: { resolve: () => void; since: number }[] = [];
  private scheduled = false;
  private timer: NodeJS.Timeout | null = null;
  /** When the last step ended. */
  private freeSince = 0;

  constructor(
    private readonly maxWaitMs = MAX_WAIT_MS,
    /** See STEP_BUDGET_MS. */
    readonly budgetMs = STEP_BUDGET_MS,
  ) {}

  /** A request that is not back-office work began: steps not yet started wait for it. */
  foregroundStarted(): void {
    this.foreground++;
  }

  foregroundEnded(): void {
    this.foreground--;
    if (this.foreground === 0) this.schedule();
  }

  /** Requests counted as in flight (for tests). */
  get inFlight(): number {
    return this.foreground;
  }

  /**
   * Runs one step of back-office work when its turn comes. Steps must not nest: a step that waits for
   * another step's turn waits for itself.
   */
  async step<T>(work: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      this.queue.push({ resolve, since: Date.now() });
      this.schedule();
    });
    try {
      return await work();
    } finally {
      this.running = false;
      this.freeSince = Date.now();
      this.schedule();
    }
  }

  /**
   * Decides on the next turn (check phase): after the event loop has read the sockets, so a POS
   * command that arrived during the last step is counted before the next step starts.
   */
  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.grant();
    });
  }

  private grant(): void {
    if (this.running || this.queue.length === 0) return;
    const waited = Date.now() - Math.max(this.queue[0].since, this.freeSince);
    if (this.foreground > 0 && waited < this.maxWaitMs) {
      // The last foreground request's end schedules again; the timer bounds the wait.
      if (!this.timer) {
        this.timer = setTimeout(() => {
          this.timer = null;
          this.grant();
        }, this.maxWaitMs - waited);
        this.timer.unref();
      }
      return;
    }
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.running = true;
    this.queue.shift()?.resolve();
  }
}

/**
 * Runs fn over the items of source in steps (see BackgroundWork.step) of at most `perStep` items and
 * about the gate's budget in time (at least one item), so reading the source and the work on each item
 * happen in short turns that yield to the tills. `between` runs after each step, outside the gate
 * (waiting for a slow reader). The source is closed when fn throws.
 */
export async function inSteps<T>(
  work: BackgroundWork,
  source: AsyncIterable<T> | Iterable<T>,
  perStep: number,
  fn: (item: T) => unknown,
  between?: () => Promise<void> | undefined,
): Promise<void> {
  const items = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  let done = false;
  try {
    while (!done) {
      done = await work.step(async () => {
        const until = performance.now() + work.budgetMs;
        for (let n = 0; n < perStep && (n === 0 || performance.now() < until); n++) {
          const next = await items.next();
          if (next.done) return true;
          await fn(next.value);
        }
        return false;
      });
      if (!done) await between?.();
    }
  } finally {
    if (!done) await items.return?.();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The priority gate of back-office work (see BackgroundWork). */
    background: BackgroundWork;
  }
  interface FastifyContextConfig {
    /** The route is back-office work (a bulk run, an export, an import): it does not hold back the gate's steps. */
    background?: boolean;
  }
}

const counted = new WeakSet<FastifyRequest>();

/**
 * The gate as part of the app: every API request counts as in flight from its start to its answer,
 * except routes marked `config.background` (their own steps go through the gate) and WebSocket
 * upgrades (a socket stays open for hours).
 */
export const backgroundPlugin = fp(
  async (app: FastifyInstance) => {
    const work = new BackgroundWork();
    app.decorate('background', work);
    const ended = (request: FastifyRequest) => {
      if (!counted.delete(request)) return;
      work.foregroundEnded();
    };
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/') || request.routeOptions.config.background || request.headers.upgrade) return;
      counted.add(request);
      work.foregroundStarted();
    });
    app.addHook('onResponse', async (request) => ended(request));
    app.addHook('onRequestAbort', async (request) => ended(request));
  },
  { name: 'saji-background' },
);
