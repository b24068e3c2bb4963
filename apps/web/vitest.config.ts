import { defineConfig } from 'vitest/config';

// Pure logic runs in Node; files that render (hooks, components) ask for jsdom in their first line.
export default defineConfig({
  // One copy of Mantine for the screen and mantine-datatable, as in the build (vite.config.ts).
  resolve: { dedupe: ['react', 'react-dom', '@mantine/core', '@mantine/hooks'] },
  test: {
    // Processed by Vite rather than loaded by Node, so that the dedupe above reaches their imports too
    // (loaded by Node, @mantine/dates met another copy of Mantine and found no MantineProvider).
    server: { deps: { inline: ['mantine-datatable', '@mantine/dates'] } },
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['src/test/setup.ts'],
    // A file's first render loads Mantine into jsdom, which takes seconds on a busy two-core machine.
    testTimeout: 20_000,
  },
});
