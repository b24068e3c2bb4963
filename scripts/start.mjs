// `npm start`: builds the web app when its sources are newer than the build, then runs the server
// (API and built web app on one port) as a child that receives this process's signals.
// Configuration is the environment (PORT, HOST, DATA_DIR, DATABASE_URL, SAJI_*); see README.md.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ensureWebBuild, root } from './web-build.mjs';

if (!ensureWebBuild()) process.exit(1);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], { stdio: 'inherit', cwd: root });
// The server closes its database cleanly on SIGINT/SIGTERM; this process only passes the signal on and waits.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0)));
