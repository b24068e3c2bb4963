import { defineConfig } from 'vitest/config';

// Pure logic runs in Node; files that render (hooks, components) ask for jsdom in their first line.
export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // Files share a worker's loaded modules instead of each importing them again (15 s to 8 s); each
    // test's render is unmounted after it (src/test/setup.ts) and a file that renders still gets its jsdom.
    isolate: false,
    // A file's first render loads Mantine into jsdom, which takes seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
