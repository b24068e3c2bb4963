import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that take longest, started first: in a fresh checkout vitest has no timings and runs the
 * largest files first, which left the seeding of a year of demo orders (the longest by far, yet a
 * short file) to start last, alone on one worker while the other had finished.
 */
const LONGEST_FIRST = ['src/demo/orders.test.ts', 'src/app.sweep.test.ts'];

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => f.moduleId.endsWith(name));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongestFirst },
  },
});
