import { prepareTemplate, publishTemplates } from '../../apps/server/src/test/templates.js';

/** Prepares (or finds) the seeded demo database that each browser test's server starts from. */
export default async function setup(): Promise<void> {
  publishTemplates({ seeded: await prepareTemplate('seeded') });
}
