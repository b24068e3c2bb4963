import { defineConfig } from 'vitest/config';

// A test file run from the project root runs with its own workspace's settings (timeouts, the API
// tests' prepared databases); `npm test` runs each workspace on its own.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web', 'e2e'],
  },
});
