import { defineConfig } from 'vitest/config';

// Each file starts its own server (and browser); running them one at a time keeps a 2-core machine responsive.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'support/**'],
    setupFiles: ['support/failure-report.ts'],
    // The seeded demo database every server starts from, prepared once per run.
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
