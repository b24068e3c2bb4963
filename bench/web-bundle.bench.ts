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
process.exit(printFigures('Web bundle', figures) ? 0 : 1);
