import pg from 'pg';

/**
 * What the sessions of one database are doing, sampled from pg_stat_activity every `everyMs` while a
 * bench phase runs: per state, wait event and statement (its first words), the share of the busy
 * samples. A session `idle in transaction` is waiting for its client (Node) with its locks held; one
 * waiting on `Lock:transactionid` waits for another's row lock.
 */
export async function sampleWaits(url: string, dbname: string, everyMs = 100) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = await client.query(
        `SELECT state, coalesce(wait_event_type || ':' || wait_event, 'on CPU') AS wait,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 60) AS query
         FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND state NOT IN ('idle') AND backend_type = 'client backend'`,
        [dbname],
      );
      for (const r of rows) {
        const key = `${r.state === 'active' ? '' : `${r.state}, `}${r.wait}: ${r.query}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        samples++;
      }
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  })();
  return {
    /** Stops sampling; answers the most frequent `top` kinds with their share of all busy samples. */
    async stop(top = 6): Promise<{ share: number; what: string }[]> {
      running = false;
      await loop;
      await client.end();
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, top)
        .map(([what, n]) => ({ share: n / Math.max(1, samples), what }));
    },
  };
}
