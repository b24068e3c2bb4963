// Builds the web app when its sources are newer than the build; shared by `npm start` and `npm test`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/core/src'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/** The build is stale when any source it is made from changed after its index.html was written. */
export function webBuildIsStale() {
  const built = path.join(root, 'apps/web/dist/index.html');
  if (!fs.existsSync(built)) return true;
  const newestSource = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  return newestSource > fs.statSync(built).mtimeMs;
}

/** Builds the web app if needed; answers false when the build failed. */
export function ensureWebBuild() {
  if (!fs.existsSync(path.join(root, 'apps/web/index.html'))) {
    console.warn('apps/web has no index.html: no web app to build, the server serves the API only');
    return true;
  }
  if (!webBuildIsStale()) return true;
  console.log('Building the web app (npm run build -w apps/web)...');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { stdio: 'inherit', cwd: root });
  if (result.status !== 0) {
    console.error('The web app failed to build.');
    return false;
  }
  console.log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
