import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import type { BackgroundWork } from './background.js';

/**
 * A per-sale effect kept off the sale's path (docs/architecture.md, "Per-sale effects"): the sale's
 * own statement appends deltas, rows that no other sale touches; `run` applies every pending delta to
 * what it keeps (a summary, a stock level) and deletes it, in one statement, and answers how many it
 * folded. Readers of what it keeps fold first, so they see every sale committed before them.
 */
export interface Fold {
  name: string;
  run: (db: Db) => Promise<number>;
  /** The delta tables `run` empties, vacuumed after FOLDED_BEFORE_VACUUM of their rows. */
  tables: readonly string[];
  /**
   * The tables that grow with the sales whose deltas it folds and that its statement (or the sale's
   * triggers feeding it) reads, analysed as they grow (see ANALYZE_SHARE).
   */
  grows?: readonly string[];
}

/** How often the pending deltas are folded in the background. */
const FOLD_EVERY_MS = 250;
/**
 * Deleted deltas stay in their table until a vacuum, and every fold reads past them: the folder
 * vacuums a fold's tables after this many (autovacuum would come only once a minute, and the embedded
 * database has none). The notices' outbox is emptied by a statement that reads it whole, every few sales:
 * after 20,000 notices it read 346 pages of dead rows, 2 ms more of the embedded database's CPU a send
 * than after a vacuum; 2,000 keep it to about 35, and vacuuming a table that small takes milliseconds.
 */
const FOLDED_BEFORE_VACUUM = 2_000;
/**
 * The planner needs statistics of the tables that grow with sales: without them it takes a partial index
 * made on an empty table (restoorderho_sales_idx) for a one-row index and scans every sale ever made for
 * each fold and for each new order's lines, a cost that grows with the data. The embedded database has no
 * autovacuum at all (nor does a server configured without it), so the folder analyses a fold's `grows`
 * once the deltas it folded since the last analysis reach this share of those tables' rows, and at least
 * ANALYZE_MIN of them. Once the tables have statistics, the planner scales them to the tables' current
 * size by itself, and reads the newest dates of an indexed column from the index, so they are renewed
 * when the tables have doubled: at autovacuum's 10 % an analysis (about 280 ms, sampling 30,000 rows
 * of each table, holding the embedded database's only connection meanwhile) came every few hundred
 * sales of a young restaurant, 0.8 ms of the database's CPU a sale at the lunch peak.
 */
const ANALYZE_SHARE = 1;
const ANALYZE_MIN = 1_000;

/**
 * The background folder of one server process: every FOLD_EVERY_MS each registered fold runs once, as
 * a step of the background gate (the tills first). Several processes on one PostgreSQL fold side by
 * side safely: a delta is deleted by one fold only.
 */
export class Folder {
  private readonly folds: Fold[] = [];
  private readonly sinceVacuum = new Map<string, number>();
  /** Deltas folded since each fold's `grows` were last analysed, and how many are due before the next. */
  private readonly sinceAnalyze = new Map<string, { folded: number; due: number }>();
  private timer: NodeJS.Timeout | null = null;
  private round: Promise<void> = Promise.resolve();
  private running = false;

  constructor(
    private readonly db: Db,
    private readonly background: BackgroundWork,
    private readonly log: FastifyBaseLogger,
  ) {}

  register(fold: Fold): void {
    this.folds.push(fold);
    this.sinceVacuum.set(fold.name, 0);
    this.sinceAnalyze.set(fold.name, { folded: 0, due: ANALYZE_MIN });
  }

  start(): void {
    this.running = true;
    this.schedule();
  }

  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.round;
  }

  /**
   * Rows a fold's tables lost outside its runs: the notices' sender empties the outbox after every
   * sale's commit, and its rows left dead count toward the next vacuum as the fold's own do (unvacuumed,
   * the outbox grew with every notice ever sent, and every send read it whole).
   */
  emptied(name: string, rows: number): void {
    if (this.sinceVacuum.has(name)) this.sinceVacuum.set(name, (this.sinceVacuum.get(name) ?? 0) + rows);
  }

  /** Runs every fold once now (tests, and a server about to stop). */
  async foldAll(): Promise<void> {
    for (const fold of this.folds) {
      const folded = await this.background.step(() => fold.run(this.db));
      const pending = (this.sinceVacuum.get(fold.name) ?? 0) + folded;
      this.sinceVacuum.set(fold.name, pending >= FOLDED_BEFORE_VACUUM ? 0 : pending);
      if (pending >= FOLDED_BEFORE_VACUUM) await this.background.step(() => this.vacuum(fold));
      await this.analyzeIfGrown(fold, folded);
    }
  }

  private async analyzeIfGrown(fold: Fold, folded: number): Promise<void> {
    const since = this.sinceAnalyze.get(fold.name);
    if (!since || !fold.grows?.length) return;
    since.folded += folded;
    if (since.folded < since.due) return;
    const rows = await this.background.step(() => this.analyze(fold.grows as readonly string[]));
    this.sinceAnalyze.set(fold.name, { folded: 0, due: Math.max(ANALYZE_MIN, Math.round(ANALYZE_SHARE * rows)) });
  }

  /** Analyses the tables; answers their rows as the analysis counted them. */
  private async analyze(tables: readonly string[]): Promise<number> {
    await this.db.execute(sql.raw(`ANALYZE ${tables.join(', ')}`));
    const counted = await this.db.execute(
      sql`SELECT coalesce(sum(greatest(reltuples, 0)), 0)::float8 AS n FROM pg_class WHERE oid = ANY (${`{${tables.join(',')}}`}::regclass[])`,
    );
    return Number((counted.rows[0] as { n: number }).n);
  }

  private async vacuum(fold: Fold): Promise<void> {
    // TRUNCATE false: no exclusive lock at the end; the emptied pages are reused by the next deltas.
    await this.db.execute(sql.raw(`VACUUM (TRUNCATE false) ${fold.tables.join(', ')}`));
  }

  private schedule(): void {
    if (!this.running) return;
    this.timer = setTimeout(() => {
      this.round = this.foldAll()
        .catch((err) => this.log.warn({ err }, 'folding deltas failed; the next round tries again'))
        .finally(() => this.schedule());
    }, FOLD_EVERY_MS);
    this.timer.unref();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's background folder; features register their folds when they register their routes. */
    folds: Folder;
  }
}

/** The folder as part of the app: it starts once the app is ready and finishes its round on close. */
export const foldsPlugin = fp(
  async (app: FastifyInstance) => {
    const folder = new Folder(app.db, app.background, app.log);
    app.decorate('folds', folder);
    app.addHook('onReady', () => folder.start());
    app.addHook('onClose', () => folder.stop());
  },
  { name: 'saji-folds', dependencies: ['saji-background'] },
);
