import { prepareTemplate, publishTemplates } from './templates.js';

/**
 * Prepares (or finds) the databases the test files copy (see templates.ts), the seeded one and the
 * migrated empty one a few files start from, once per run; workers inherit them through the
 * environment. Preparing the empty one here rather than in the first file that needs it keeps that
 * file's setup a copy like every other's.
 */
export default async function setup(): Promise<void> {
  // The empty one first: the seeded one is made from it.
  const empty = await prepareTemplate('empty');
  const seeded = await prepareTemplate('seeded');
  publishTemplates({ seeded, empty });
}
