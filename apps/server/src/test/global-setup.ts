import { prepareTemplate, publishTemplates } from './templates.js';

/** Prepares (or finds) the databases test files copy (see templates.ts); workers inherit them through the environment. */
export default async function setup(): Promise<void> {
  // One after the other: the embedded database runs on this process's one thread anyway.
  const empty = await prepareTemplate('empty');
  const seeded = await prepareTemplate('seeded');
  publishTemplates({ empty, seeded });
}
