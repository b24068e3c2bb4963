import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The server as one file for the browser tests. `node --import tsx` resolves and transforms each of
 * the server's modules at every start, about half of a start on a loaded machine, and a run starts
 * some 25 servers. The global setup bundles `apps/server/src/server.ts` once with esbuild (what tsx
 * transforms with), packages left as imports, and each module's `import.meta.url` kept as its source
 * file's, so the migrations and the web build are found where they are under tsx.
 */
const BUNDLE_ENV = 'SAJI_E2E_SERVER_BUNDLE';

/** Writes the bundle under `node_modules/.cache` (where the packages it imports resolve) and publishes its path; answers its removal. */
export async function bundleServer(repoRoot: string): Promise<() => void> {
  const cache = path.join(repoRoot, 'node_modules/.cache/saji-e2e');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'server-'));
  const outfile = path.join(dir, 'server.mjs');
  await build({
    entryPoints: [path.join(repoRoot, 'apps/server/src/server.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'saji-server',
        setup(b) {
          // Packages stay imports (native modules, wasm and data files next to them); the workspace's core is bundled.
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@saji/') ? undefined : { path: args.path, external: true }));
          b.onLoad({ filter: /\.ts$/ }, (args) => ({
            contents: fs.readFileSync(args.path, 'utf8').replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
            loader: 'ts',
          }));
        },
      },
    ],
  });
  process.env[BUNDLE_ENV] = outfile;
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/** The arguments to `node` that run the server: the run's bundle, or the sources through tsx where none was built. */
export function serverEntry(): string[] {
  const bundle = process.env[BUNDLE_ENV];
  return bundle && fs.existsSync(bundle) ? [bundle] : ['--import', 'tsx', 'apps/server/src/server.ts'];
}
