import { now } from './stats.js';

export interface Download {
  status: number;
  bytes: number;
  seconds: number;
  /** How far the process's resident memory rose above where it started, sampled every 50 ms. */
  grewBytes: number;
}

/**
 * Streams a download from the listening app as the browser does, reading it to the end, while the
 * process's memory is sampled: an export must stream, so what it holds at once stays bounded.
 */
export async function streamedDownload(url: string, cookie: string): Promise<Download> {
  global.gc?.();
  const baseRss = process.memoryUsage().rss;
  let peakRss = baseRss;
  const timer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 50);
  try {
    const started = now();
    const res = await fetch(url, { headers: { cookie, 'x-requested-with': 'XMLHttpRequest' } });
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
    return { status: res.status, bytes, seconds: (now() - started) / 1000, grewBytes: peakRss - baseRss };
  } finally {
    clearInterval(timer);
  }
}
