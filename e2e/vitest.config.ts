import { defineConfig } from 'vitest/config';

// Each file starts its own server (and browser); running them one at a time keeps a 2-core machine responsive.
export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'support/**'],
    setupFiles: ['support/failure-report.ts'],
    testTimeout: 90_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
