import { describe, expect, it } from 'vitest';
import { backoffMs, due, EMPTY_OUTBOX, enqueue, type NewCommand, type OutboxCommand, outcomeOf, resolve, settle, summary } from './outbox';
import { Outbox, type OutboxStore, SendFailure } from './outbox-sync';

const save = (orderkey: string, n: number): NewCommand => ({ kind: 'save', orderkey, offlineno: `KASIR-1-${n}`, body: { orderkey, n } });
const pay = (orderkey: string, n: number): NewCommand => ({ kind: 'pay', orderkey, offlineno: `KASIR-1-${n}`, body: { orderkey, pay: n } });

function memoryStore(): OutboxStore & { rows: Map<number, OutboxCommand> } {
  const rows = new Map<number, OutboxCommand>();
  return {
    rows,
    load: async () => [...rows.values()].map((c) => ({ ...c })),
    put: async (c) => void rows.set(c.seq, { ...c }),
    remove: async (seq) => void rows.delete(seq),
  };
}

/** A server that keeps orders by key (a repeat changes nothing) and can be down, or refuse one key. */
function fakeServer() {
  const orders = new Map<string, number>();
  const received: string[] = [];
  let down = 0;
  const refuse = new Map<string, string>();
  return {
    orders,
    received,
    downFor: (n: number) => {
      down = n;
    },
    refuse,
    send: async (c: OutboxCommand) => {
      if (down > 0) {
        down--;
        throw new SendFailure(null, 'Failed to fetch');
      }
      const no = refuse.get(c.orderkey);
      if (no) throw new SendFailure(409, no);
      received.push(`${c.kind}:${c.orderkey}`);
      if (c.kind === 'save' && !orders.has(c.orderkey)) orders.set(c.orderkey, orders.size + 1);
    },
  };
}

describe('the outbox, pure', () => {
  it('sends in the order of queueing, and waits on the first command’s backoff rather than skipping it', () => {
    let s = EMPTY_OUTBOX;
    s = enqueue(s, save('a', 1), 0).state;
    s = enqueue(s, save('b', 2), 0).state;
    expect(due(s, 0)?.orderkey).toBe('a');
    s = settle(s, 1, { retry: 'offline' }, 0, () => 1);
    expect([due(s, 999), due(s, 1000)?.orderkey]).toEqual([null, 'a']);
    s = settle(s, 1, { ok: true }, 1000);
    expect(due(s, 1000)?.orderkey).toBe('b');
  });

  it('backs off from 1 s doubling up to 30 s, jittered between half and all of it', () => {
    expect([1, 2, 3, 6, 20].map((n) => backoffMs(n, () => 1))).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect([1, 2, 6].map((n) => backoffMs(n, () => 0))).toEqual([500, 1000, 15_000]);
  });

  it('keeps a refused command as a conflict, holding back its own order only, until resolved', () => {
    let s = EMPTY_OUTBOX;
    for (const c of [save('a', 1), save('b', 2), pay('a', 1), pay('b', 2)]) s = enqueue(s, c, 0).state;
    s = settle(s, 1, outcomeOf(409, 'Table T01 is taken'), 0);
    expect(due(s, 0)?.seq).toBe(2);
    s = settle(s, 2, { ok: true }, 0);
    expect(due(s, 0)?.seq).toBe(4);
    s = settle(s, 4, { ok: true }, 0);
    expect([due(s, 0), summary(s, 5000)]).toEqual([null, { waiting: 2, conflicts: 1, oldestMs: 5000 }]);
    s = resolve(s, 1, 6000, { orderkey: 'a', tableids: [2] });
    expect(due(s, 6000)).toMatchObject({ seq: 1, body: { tableids: [2] }, conflict: undefined });
  });

  it('tries again what got no answer or a server error, and takes any other refusal as a conflict', () => {
    expect([null, 500, 502, 408, 429, 401].map((st) => 'retry' in outcomeOf(st, 'x'))).toEqual([true, true, true, true, true, true]);
    expect([400, 404, 409].map((st) => 'conflict' in outcomeOf(st, 'x'))).toEqual([true, true, true]);
  });
});

describe('the outbox at work', () => {
  const clock = () => {
    let t = 0;
    return {
      now: () => t,
      sleep: async (ms: number) => {
        t += ms;
      },
    };
  };

  it('sends each command exactly once across outages, and a reopened page carries on where the last stopped', async () => {
    const server = fakeServer();
    const store = memoryStore();
    const c = clock();
    const first = await new Outbox({ store, send: server.send, ...c }).open();
    for (let i = 1; i <= 20; i++) {
      await first.add(save(`o${i}`, i));
      await first.add(pay(`o${i}`, i));
    }
    server.downFor(3);
    await first.drain();
    // Down: nothing left the store, and the first command is waiting out its backoff.
    expect([store.rows.size, server.received.length]).toEqual([40, 0]);

    // The page is reloaded: a new outbox reads the same store.
    const second = await new Outbox({ store, send: server.send, ...c }).open();
    expect(second.current.nextSeq).toBe(41);
    await second.drain({ waitForBackoff: true });
    expect(store.rows.size).toBe(0);
    expect(server.received).toEqual(Array.from({ length: 20 }, (_, i) => [`save:o${i + 1}`, `pay:o${i + 1}`]).flat());
    expect([...server.orders.values()]).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('sends a command again when its answer was lost, and the server keeps one order', async () => {
    const server = fakeServer();
    let lose = true;
    const send = async (cmd: OutboxCommand) => {
      await server.send(cmd);
      if (lose) {
        lose = false;
        throw new SendFailure(null, 'connection reset');
      }
    };
    const outbox = await new Outbox({ store: memoryStore(), send, ...clock() }).open();
    await outbox.add(save('a', 1));
    await outbox.drain({ waitForBackoff: true });
    expect([server.received, server.orders.size, outbox.current.commands.length]).toEqual([['save:a', 'save:a'], 1, 0]);
  });

  it('never runs two drains at once, so no command is in flight twice', async () => {
    const server = fakeServer();
    let inFlight = 0;
    let most = 0;
    const send = async (cmd: OutboxCommand) => {
      most = Math.max(most, ++inFlight);
      await new Promise((r) => setTimeout(r, 1));
      await server.send(cmd);
      inFlight--;
    };
    const outbox = await new Outbox({ store: memoryStore(), send }).open();
    for (let i = 1; i <= 5; i++) await outbox.add(save(`o${i}`, i));
    await Promise.all([outbox.drain(), outbox.drain(), outbox.drain()]);
    expect([most, server.received.length]).toEqual([1, 5]);
  });

  it('keeps a conflict in the store and sends the rest', async () => {
    const server = fakeServer();
    server.refuse.set('b', 'Menu 12 is no longer sold');
    const store = memoryStore();
    const outbox = await new Outbox({ store, send: server.send, ...clock() }).open();
    for (const c of [save('a', 1), save('b', 2), pay('b', 2), save('c', 3)]) await outbox.add(c);
    await outbox.drain({ waitForBackoff: true });
    expect(server.received).toEqual(['save:a', 'save:c']);
    expect([...store.rows.values()].map((c) => [c.seq, c.conflict])).toEqual([
      [2, 'Menu 12 is no longer sold'],
      [3, undefined],
    ]);
  });
});
