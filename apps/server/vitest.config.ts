import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Migrates and seeds the databases each test file copies, once per run.
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Files run one after another in each worker's process, which keeps what it loaded: the server's
    // modules are transformed and imported once a worker, not once a file (half the suite's time).
    // Every file still opens its own app on its own database.
    isolate: false,
  },
});
