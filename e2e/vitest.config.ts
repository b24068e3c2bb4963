import { defineConfig } from 'vitest/config';

// Each file starts its own server and browser on its own database. Two files at a time: a browser test
// mostly waits on the screen, so two share a 2-core machine (a full run: 550 s one at a time, 370 s two).
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'support/**'],
    setupFiles: ['support/failure-report.ts'],
    // The seeded demo database every server starts from, prepared once per run.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 90_000,
    // A screen that polls waits as long as a locator does: a loaded CI machine answers in seconds, not in vitest's default 1 s.
    expect: { poll: { timeout: 10_000 } },
    // A hook that starts a server waits until it is ready (support/server.ts, SERVER_START_LIMIT_MS), plus the browser's start.
    hookTimeout: 360_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    minWorkers: 1,
  },
});
