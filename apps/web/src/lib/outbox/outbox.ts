/**
 * The till's outbox (issue 29): what the cashier did without a server, kept in order until the server
 * has it. Pure: the state goes in, the next state comes out; the IndexedDB store and the sender
 * around it (outbox-store.ts, outbox-sync.ts) only persist and send what this decides.
 *
 * Exactly once: every command carries its order's client key, and the server answers a repeat of a
 * save or a payment it already holds with the stored order; so a command whose answer was lost is
 * simply sent again, and it is removed only once the server has answered it.
 */

export type OutboxKind = 'save' | 'pay';

export interface OutboxCommand {
  /** The order of queueing, which is the order of sending. */
  seq: number;
  kind: OutboxKind;
  orderkey: string;
  /** The provisional number the till gave the order (KASIR-1-000123). */
  offlineno: string;
  /** The request body as the server takes it (with offlineat and offlineno on a new order). */
  body: unknown;
  /** When the till queued it (ms since the epoch). */
  queuedAt: number;
  /** Failed sends so far; the wait before the next one doubles with each. */
  attempts: number;
  /** Not sent before this time (ms since the epoch). */
  nextAt: number;
  /** The last failure, for the badge's tooltip. */
  lastError?: string;
  /** The server refused it: an item for the cashier to resolve, kept (never dropped) until then. */
  conflict?: string;
  /** The field the refusal named (tableids, lines.0.menuid), which decides the fixes offered. */
  conflictField?: string;
}

export interface OutboxState {
  commands: OutboxCommand[];
  nextSeq: number;
}

export const EMPTY_OUTBOX: OutboxState = { commands: [], nextSeq: 1 };

export type NewCommand = Pick<OutboxCommand, 'kind' | 'orderkey' | 'offlineno' | 'body'>;

export function enqueue(state: OutboxState, command: NewCommand, now: number): { state: OutboxState; queued: OutboxCommand } {
  const queued: OutboxCommand = { ...command, seq: state.nextSeq, queuedAt: now, attempts: 0, nextAt: now };
  return { state: { commands: [...state.commands, queued], nextSeq: state.nextSeq + 1 }, queued };
}

/**
 * The command to send now, if any. Strictly in order: while the first sendable command waits out its
 * backoff nothing behind it goes (the server numbers orders in the order it receives them, so they
 * keep the order they were sold in). A command in conflict stays aside, and holds back the later
 * commands of its own order (a payment is not sent before its order is), not the other orders.
 */
export function due(state: OutboxState, now: number): OutboxCommand | null {
  const held = new Set<string>();
  for (const c of state.commands) {
    if (c.conflict || held.has(c.orderkey)) {
      held.add(c.orderkey);
      continue;
    }
    return c.nextAt <= now ? c : null;
  }
  return null;
}

/** The milliseconds to wait before trying again, after `attempts` failures: doubling from 1 s up to 30 s, with jitter. */
export function backoffMs(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(30_000, 1000 * 2 ** Math.max(0, attempts - 1));
  // Between half and all of it: tills that come back together do not all knock at once.
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** What became of one send: answered, worth trying again later, or refused for good. */
export type SendOutcome = { ok: true } | { retry: string } | { conflict: string; field?: string };

/**
 * How a failed send is taken: no answer (network, a restarting server), a 5xx, a timeout, too many
 * requests and an expired session are tried again; any other refusal is a conflict for the cashier.
 */
export function outcomeOf(status: number | null, message: string, field?: string): SendOutcome {
  if (status === null || status >= 500 || status === 408 || status === 429 || status === 401) return { retry: message };
  return field ? { conflict: message, field } : { conflict: message };
}

export function settle(state: OutboxState, seq: number, outcome: SendOutcome, now: number, random?: () => number): OutboxState {
  if ('ok' in outcome) return { ...state, commands: state.commands.filter((c) => c.seq !== seq) };
  return {
    ...state,
    commands: state.commands.map((c) => {
      if (c.seq !== seq) return c;
      if ('conflict' in outcome) return { ...c, conflict: outcome.conflict, conflictField: outcome.field, lastError: outcome.conflict };
      const attempts = c.attempts + 1;
      return { ...c, attempts, nextAt: now + backoffMs(attempts, random), lastError: outcome.retry };
    }),
  };
}

/** The cashier resolved a conflict: the command goes again, with a corrected body when one is given (another table). */
export function resolve(state: OutboxState, seq: number, now: number, body?: unknown): OutboxState {
  return {
    ...state,
    commands: state.commands.map((c) =>
      c.seq === seq
        ? { ...c, conflict: undefined, conflictField: undefined, attempts: 0, nextAt: now, body: body === undefined ? c.body : body }
        : c,
    ),
  };
}

/** When the server is back, the waiting commands go at once instead of at the end of their backoff. */
export function wake(state: OutboxState, now: number): OutboxState {
  return { ...state, commands: state.commands.map((c) => (c.conflict || c.nextAt <= now ? c : { ...c, nextAt: now })) };
}

export interface OutboxSummary {
  /** Commands not yet on the server, conflicts included. */
  waiting: number;
  conflicts: number;
  /** Age of the oldest waiting command in ms, null when none waits. */
  oldestMs: number | null;
}

export function summary(state: OutboxState, now: number): OutboxSummary {
  const first = state.commands[0];
  return {
    waiting: state.commands.length,
    conflicts: state.commands.filter((c) => c.conflict).length,
    oldestMs: first ? Math.max(0, now - first.queuedAt) : null,
  };
}
