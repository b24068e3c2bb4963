import { prepareTemplate, publishTemplates } from './templates.js';

/**
 * Prepares (or finds) the seeded database most test files copy (see templates.ts); workers inherit it
 * through the environment. The few files on an empty database prepare that one when they first need it.
 */
export default async function setup(): Promise<void> {
  publishTemplates({ seeded: await prepareTemplate('seeded') });
}
