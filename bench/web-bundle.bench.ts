// The web app's weight: JavaScript loaded by the first page (the login screen) and the largest chunk
// loaded later, gzipped as a server would send them. Reads the build in apps/web/dist (npm run build).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { repoRoot } from '../e2e/support/server.js';
import { type Figure, printFigures } from './support/stats.js';

const dist = path.join(repoRoot, 'apps/web/dist');
const index = path.join(dist, 'index.html');

if (!fs.existsSync(index)) {
  console.log('web bundle: apps/web/dist is not built (npm run build); no figures');
  process.exit(0);
}

const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(file)).length / 1024;
const html = fs.readFileSync(index, 'utf8');
// The entry script and what it preloads are what the first page downloads before it can run.
const initial = new Set([...html.matchAll(/<(?:script[^>]*src|link[^>]*rel="modulepreload"[^>]*href)="\/?([^"]+\.js)"/g)].map((m) => m[1]));
const allJs = fs
  .readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const lazy = allJs.filter((f) => !initial.has(f)).map((f) => ({ f, kb: gzipKb(path.join(dist, f)) }));
const largest = lazy.sort((a, b) => b.kb - a.kb)[0];

const figures: Figure[] = [
  {
    name: 'first load JavaScript (gzip)',
    value: [...initial].reduce((s, f) => s + gzipKb(path.join(dist, f)), 0),
    unit: 'KB',
    target: 200,
    note: `${initial.size} files`,
  },
];
if (largest)
  figures.push({
    name: 'largest lazily loaded chunk (gzip)',
    value: largest.kb,
    unit: 'KB',
    target: 60,
    note: `${largest.f}; ${lazy.length} lazy chunks`,
  });

// What the report screens add to the app: the chunks only they load (Chart.js included; the manifest's
// static imports), against every other screen's; and all a report loads after sign-in. Chart.js must
// come with the report routes only, never with the POS.
const manifestFile = path.join(dist, '.vite/manifest.json');
if (fs.existsSync(manifestFile)) {
  const manifest: Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }> = JSON.parse(
    fs.readFileSync(manifestFile, 'utf8'),
  );
  const closure = (key: string, seen = new Set<string>()): Set<string> => {
    const entry = manifest[key];
    if (!entry || seen.has(entry.file)) return seen;
    seen.add(entry.file);
    for (const imported of entry.imports ?? []) closure(imported, seen);
    return seen;
  };
  const kb = (files: Iterable<string>) => [...files].filter((f) => f.endsWith('.js')).reduce((s, f) => s + gzipKb(path.join(dist, f)), 0);
  const screens = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  const isReport = (k: string) => k.startsWith('src/features/reports/');
  const elsewhere = new Set([...initial, ...screens.filter((k) => !isReport(k)).flatMap((k) => [...closure(k)])]);
  const reportOnly = new Set(screens.filter(isReport).flatMap((k) => [...closure(k)].filter((f) => !elsewhere.has(f))));
  const signedIn = new Set([...initial, ...closure('src/app/layout.tsx')]);
  const afterSignIn = Math.max(0, ...screens.filter(isReport).map((k) => kb([...closure(k)].filter((f) => !signedIn.has(f)))));
  const posCharts = [...closure('src/features/orders/pos-page.tsx')].some((f) => /charts-/.test(f));
  figures.push({
    name: 'JavaScript only the report screens load (gzip)',
    value: kb(reportOnly),
    unit: 'KB',
    target: 120,
    note: `${reportOnly.size} files, Chart.js included; a report loads ${afterSignIn.toFixed(0)} KB after sign-in with the shared back-office chunks; the POS loads Chart.js: ${posCharts ? 'YES' : 'no'}`,
  });
}
process.exit(printFigures('Web bundle', figures) ? 0 : 1);
