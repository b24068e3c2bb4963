import { describe, expect, it } from 'vitest';
import { NextRun } from './next-run.js';

const deferred = () => {
  let resolve!: (v: number) => void;
  const promise = new Promise<number>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe('NextRun', () => {
  it('runs at once when idle, and shares one later run among callers who came during a run', async () => {
    const runs = [deferred(), deferred()];
    let started = 0;
    const runner = new NextRun<number>();
    const read = () => runs[started++].promise;
    const first = runner.run('k', read);
    const second = runner.run('k', read);
    const third = runner.run('k', read);
    expect(started).toBe(1);
    runs[0].resolve(1);
    expect(await first).toBe(1);
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(2);
    runs[1].resolve(2);
    expect([await second, await third]).toEqual([2, 2]);
  });

  it('keeps keys apart, and a failed run does not stop the next one', async () => {
    const runner = new NextRun<number>();
    const failing = runner.run('a', () => Promise.reject(new Error('no')));
    const after = runner.run('a', async () => 5);
    const other = await runner.run('b', async () => 7);
    await expect(failing).rejects.toThrow('no');
    expect([await after, other]).toEqual([5, 7]);
  });
});
