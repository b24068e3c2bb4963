import {
  due,
  EMPTY_OUTBOX,
  enqueue,
  type NewCommand,
  type OutboxCommand,
  type OutboxState,
  outcomeOf,
  resolve,
  type SendOutcome,
  settle,
  wake,
} from './outbox';

/** Where the outbox lives between page loads (IndexedDB in the app, memory in tests): one record per command. */
export interface OutboxStore {
  load(): Promise<OutboxCommand[]>;
  put(command: OutboxCommand): Promise<void>;
  remove(seq: number): Promise<void>;
  /** Lets go of the database (signing out deletes it, which waits for every connection to close). */
  close?(): void;
}

/** A failed send as the sender reports it: the HTTP status, or null when no answer came. */
export class SendFailure extends Error {
  constructor(
    readonly status: number | null,
    message: string,
    /** The request field the server named, if any (tableids, lines.2.menuid): what the cashier is offered to fix. */
    readonly field?: string,
  ) {
    super(message);
  }
}

export interface OutboxDeps {
  store: OutboxStore;
  /** Sends one command; resolves when the server has it, throws SendFailure (or any error: no answer) otherwise. */
  send(command: OutboxCommand): Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Waits before the next due command; the app uses setTimeout, tests a fake clock. */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The outbox at work: every change is written to the store before it counts (a command is in
 * IndexedDB before the cashier is told the sale is kept), and one drain at a time sends the commands
 * in order, so no command is ever in flight twice.
 */
export class Outbox {
  private state: OutboxState = EMPTY_OUTBOX;
  private draining: Promise<void> | null = null;
  private listeners = new Set<(state: OutboxState) => void>();
  private readonly now: () => number;

  constructor(private readonly deps: OutboxDeps) {
    this.now = deps.now ?? Date.now;
  }

  /** Reads what an earlier page left; the sequence continues after its last command. */
  async open(): Promise<this> {
    const commands = (await this.deps.store.load()).sort((a, b) => a.seq - b.seq);
    this.set({ commands, nextSeq: (commands.at(-1)?.seq ?? 0) + 1 });
    return this;
  }

  close(): void {
    this.deps.store.close?.();
  }

  get current(): OutboxState {
    return this.state;
  }

  subscribe(listener: (state: OutboxState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async add(command: NewCommand): Promise<OutboxCommand> {
    const { state, queued } = enqueue(this.state, command, this.now());
    await this.deps.store.put(queued);
    this.set(state);
    return queued;
  }

  async resolve(seq: number, body?: unknown): Promise<void> {
    await this.write(resolve(this.state, seq, this.now(), body), seq);
  }

  /**
   * Sends what is due, in order, until nothing is due now; answers when done. With `waitForBackoff`,
   * waits out the backoff of a failing command too and returns only when the outbox is empty or held
   * by conflicts (the bench and a till that knows the server is back use it).
   */
  drain(options: { waitForBackoff?: boolean; wake?: boolean } = {}): Promise<void> {
    if (options.wake) this.set(wake(this.state, this.now()));
    this.draining ??= this.run(options.waitForBackoff === true).finally(() => {
      this.draining = null;
    });
    return this.draining;
  }

  private async run(waitForBackoff: boolean): Promise<void> {
    for (;;) {
      const command = due(this.state, this.now());
      if (!command) {
        const next = this.nextWait();
        if (!waitForBackoff || next === null) return;
        await (this.deps.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms))))(next);
        continue;
      }
      const outcome = await this.deps.send(command).then(
        (): SendOutcome => ({ ok: true }),
        (err: unknown) =>
          err instanceof SendFailure
            ? outcomeOf(err.status, err.message, err.field)
            : outcomeOf(null, String((err as Error)?.message ?? err)),
      );
      await this.write(settle(this.state, command.seq, outcome, this.now(), this.deps.random), command.seq);
    }
  }

  /** How long until the first command not in conflict may go; null when there is none. */
  private nextWait(): number | null {
    const held = new Set<string>();
    for (const c of this.state.commands) {
      if (c.conflict || held.has(c.orderkey)) {
        held.add(c.orderkey);
        continue;
      }
      return Math.max(0, c.nextAt - this.now());
    }
    return null;
  }

  /** Stores the one command a step changed (or its removal), then makes the new state current. */
  private async write(next: OutboxState, seq: number): Promise<void> {
    const changed = next.commands.find((c) => c.seq === seq);
    if (changed) await this.deps.store.put(changed);
    else await this.deps.store.remove(seq);
    this.set(next);
  }

  private set(state: OutboxState): void {
    this.state = state;
    for (const l of this.listeners) l(state);
  }
}
