/**
 * Shares one run of a read among the callers that ask for the same key while it is wanted. A caller
 * never gets an answer that began before it asked: it joins the run that starts next (when none is
 * running, at once), so the answer holds every change committed before the call. Callers arriving
 * during a run wait for it to end and then share one new run: at most two runs per key at a time.
 */
export class NextRun<T> {
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly next = new Map<string, Promise<T>>();

  run(key: string, read: () => Promise<T>): Promise<T> {
    const queued = this.next.get(key);
    if (queued) return queued;
    const current = this.running.get(key);
    const start = async (): Promise<T> => {
      if (current) await current.catch(() => undefined);
      this.next.delete(key);
      const run = read();
      this.running.set(key, run);
      try {
        return await run;
      } finally {
        if (this.running.get(key) === run) this.running.delete(key);
      }
    };
    const answer = start();
    this.next.set(key, answer);
    // With nothing running, the run starts in this call: later callers must queue behind it.
    if (!current) this.next.delete(key);
    return answer;
  }
}
