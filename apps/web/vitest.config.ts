import { defineConfig } from 'vitest/config';

// Pure logic runs in Node; files that render (hooks, components) ask for jsdom in their first line.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // A file's first render loads Mantine into jsdom, which takes seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
