import { setImmediate as nextTurn } from 'node:timers/promises';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { BackgroundWork, backgroundPlugin, inSteps } from './background.js';

/** Lets the gate take its turns (it decides in the event loop's check phase). */
const turns = async (n = 5) => {
  for (let i = 0; i < n; i++) await nextTurn();
};

describe('BackgroundWork', () => {
  it('runs one step at a time, in the order they asked', async () => {
    const work = new BackgroundWork();
    const log: string[] = [];
    let release!: () => void;
    const first = work.step(async () => {
      log.push('first starts');
      await new Promise<void>((r) => {
        release = r;
      });
      log.push('first ends');
    });
    const second = work.step(async () => {
      log.push('second');
    });
    await turns();
    expect(log).toEqual(['first starts']);
    release();
    await Promise.all([first, second]);
    expect(log).toEqual(['first starts', 'first ends', 'second']);
  });

  it('starts no step while a request is in flight, and the next one as soon as it ends', async () => {
    const work = new BackgroundWork(60_000);
    work.foregroundStarted();
    let ran = false;
    const step = work.step(async () => {
      ran = true;
    });
    await turns();
    expect(ran).toBe(false);
    work.foregroundEnded();
    await step;
    expect(ran).toBe(true);
  });

  it('lets a request that arrives during a step go before the next step', async () => {
    const work = new BackgroundWork(60_000, 60_000);
    const log: string[] = [];
    await inSteps(work, [1, 2, 3], 1, async (n) => {
      log.push(`step ${n}`);
      if (n === 1) {
        // A till's command arrives while the first step runs and ends a few turns later.
        work.foregroundStarted();
        setImmediate(() =>
          setImmediate(() => {
            log.push('till');
            work.foregroundEnded();
          }),
        );
      }
    });
    expect(log).toEqual(['step 1', 'till', 'step 2', 'step 3']);
  });

  it('ends a step of many items when it has used its time budget', async () => {
    const work = new BackgroundWork(60_000, 5);
    const steps: number[] = [];
    let current = 0;
    const step = work.step.bind(work);
    work.step = (fn) => {
      current++;
      return step(fn);
    };
    await inSteps(work, [1, 2, 3, 4], 100, async () => {
      steps.push(current);
      await new Promise((r) => setTimeout(r, 10));
    });
    // Each item outlasts the 5 ms budget: one item a step.
    expect(steps).toEqual([1, 2, 3, 4]);
  });

  it('runs a step anyway once it has waited its longest, so back-office work never stops', async () => {
    const work = new BackgroundWork(30);
    work.foregroundStarted();
    const started = Date.now();
    await work.step(async () => {});
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    work.foregroundEnded();
  });

  it('spaces the steps it runs anyway, however many runs wait: the tills keep the rest of the time', async () => {
    const work = new BackgroundWork(30);
    work.foregroundStarted();
    const started: number[] = [];
    const run = () =>
      work.step(async () => {
        started.push(Date.now());
      });
    // Three runs queue at once and all wait past the longest wait; still one step per interval.
    await Promise.all([run(), run(), run()]);
    work.foregroundEnded();
    const gaps = started.slice(1).map((t, i) => t - started[i]);
    expect(gaps.every((g) => g >= 25)).toBe(true);
  });

  it('closes the source when the work on an item fails', async () => {
    const work = new BackgroundWork();
    let closed = false;
    async function* source() {
      try {
        for (let i = 0; ; i++) yield i;
      } finally {
        closed = true;
      }
    }
    await expect(
      inSteps(work, source(), 10, (n) => {
        if (n === 25) throw new Error('too many');
      }),
    ).rejects.toThrow('too many');
    expect(closed).toBe(true);
    // The gate is free again.
    await expect(work.step(async () => 'next')).resolves.toBe('next');
  });
});

describe('backgroundPlugin', () => {
  const app = Fastify();
  afterAll(() => app.close());

  it('counts API requests in flight, but not back-office routes nor other paths', async () => {
    const seen: Record<string, number> = {};
    await app.register(backgroundPlugin);
    app.get('/api/sale', async () => {
      seen.sale = app.background.inFlight;
      return {};
    });
    app.get('/api/export', { config: { background: true } }, async () => {
      seen.export = app.background.inFlight;
      return {};
    });
    app.get('/page', async () => {
      seen.page = app.background.inFlight;
      return {};
    });
    for (const url of ['/api/sale', '/api/export', '/page', '/api/missing']) await app.inject({ method: 'GET', url });
    expect(seen).toEqual({ sale: 1, export: 0, page: 0 });
    expect(app.background.inFlight).toBe(0);
  });
});
