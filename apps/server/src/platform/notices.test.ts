import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { NoticeSender } from './notices.js';
import { OUTLET_CHANNEL } from './realtime.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.ready();
});
afterAll(() => t.close());

/** Listens on OUTLET_CHANNEL: `heard` is the first payload heard, and when. */
async function nextNotice(): Promise<{ heard: Promise<{ payload: string; at: number }> }> {
  let stop: (() => Promise<void>) | undefined;
  const heard = new Promise<{ payload: string; at: number }>((resolve) => {
    void t.database
      .listen(OUTLET_CHANNEL, (payload) => resolve({ payload, at: performance.now() }))
      .then((s) => {
        stop = s;
      });
  });
  await new Promise((r) => setTimeout(r, 20));
  return { heard: heard.finally(() => stop?.()) };
}

const queue = (payload: string) =>
  t.database.db.execute(sql`INSERT INTO notice_outbox (channel, payload) VALUES (${OUTLET_CHANNEL}, ${payload})`);
const queued = async () => (await t.database.db.execute(sql`SELECT count(*)::int AS n FROM notice_outbox`)).rows[0];

describe('notices queued by a write, sent after its commit', () => {
  it('sends a notice nobody asked to send (its process stopped after the commit) on the folder’s next round', async () => {
    const { heard } = await nextNotice();
    const started = performance.now();
    await queue('left over');
    const notice = await heard;
    expect(notice.payload).toBe('left over');
    expect(notice.at - started).toBeLessThan(1000);
    expect(await queued()).toEqual({ n: 0 });
  });

  it('sends when the command asks, after the batch window, and each notice once', async () => {
    const { heard } = await nextNotice();
    await queue('asked');
    t.app.notices.send();
    t.app.notices.send();
    expect((await heard).payload).toBe('asked');
    expect(await queued()).toEqual({ n: 0 });
  });
});

describe('the sender’s windows', () => {
  /** A sender whose sends are recorded (their start times) and end when the test lets them. */
  function recordingSender(batchMs: number) {
    const starts: number[] = [];
    const pending: (() => void)[] = [];
    const sender = new NoticeSender(t.database.db, t.app.log, batchMs, undefined, async () => {
      starts.push(performance.now());
      await new Promise<void>((resolve) => pending.push(resolve));
      return 1;
    });
    const finishSend = () => pending.shift()?.();
    return { sender, starts, finishSend };
  }
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((r) => setTimeout(r, 2));
  };

  it('sends what was queued during a send one window after it, in one send', async () => {
    const { sender, starts, finishSend } = recordingSender(30);
    sender.send();
    await until(() => starts.length === 1);
    sender.send();
    sender.send();
    sender.send();
    const ended = performance.now();
    finishSend();
    await until(() => starts.length === 2);
    expect(starts[1] - ended).toBeGreaterThanOrEqual(25);
    finishSend();
    await sender.stop();
    expect(starts).toHaveLength(2);
  });

  it('sends at once what waits for its window when the app closes', async () => {
    const { sender, starts, finishSend } = recordingSender(60_000);
    sender.send();
    const stopped = sender.stop();
    await until(() => starts.length === 1);
    finishSend();
    await stopped;
    expect(starts).toHaveLength(1);
  });
});
