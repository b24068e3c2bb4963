// Adds the lockfile entries npm leaves out for other platforms' optional native packages (biome,
// rollup, esbuild...). The registry mirror this project installs from serves only this platform's
// binaries, so `npm install` cannot record the others, and npm 11's `npm ci` then refuses the lockfile
// ("Missing: @rollup/rollup-darwin-x64@ from lock file"). Entries carrying os/cpu are skipped on
// install without a download. Run after `npm install <pkg>`: `node scripts/complete-lockfile.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './web-build.mjs';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'openharmony', 'win32', 'sunos', 'aix', 'netbsd'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x', 'mips64el'];

const file = path.join(root, 'package-lock.json');
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;

/** Node's resolution: the nearest node_modules folder, walking up from the dependent package. */
function resolves(from, name) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${name}`]) return true;
    if (!base) return false;
    const i = base.lastIndexOf('/node_modules/');
    base = i >= 0 ? base.slice(0, i) : '';
  }
}

const added = [];
for (const [from, meta] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(meta.optionalDependencies ?? {})) {
    if (resolves(from, name)) continue;
    const parts = name.split('/').at(-1).split('-');
    const os = OSES.find((o) => parts.includes(o));
    const cpu = CPUS.find((c) => parts.includes(c));
    if (!os || !cpu || !/^\d+\.\d+\.\d+$/.test(version)) {
      console.warn(`left out ${name}@${version}: no platform in its name or not an exact version`);
      continue;
    }
    const entry = { version, cpu: [cpu], ...(meta.dev ? { dev: true } : {}), optional: true, os: [os] };
    if (parts.includes('musl')) entry.libc = ['musl'];
    packages[`node_modules/${name}`] = entry;
    added.push(`${name}@${version}`);
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en'))));
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} entries: ${added.join(', ')}` : 'package-lock.json is complete');
