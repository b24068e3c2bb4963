import { prepareTemplate, publishTemplates } from '../../apps/server/src/test/templates.js';
import { repoRoot } from './server.js';
import { bundleServer } from './server-bundle.js';

/** Prepares (or finds) the seeded demo database that each browser test's server starts from, and bundles the server they run. */
export default async function setup(): Promise<() => void> {
  const [template, removeBundle] = await Promise.all([prepareTemplate('seeded'), bundleServer(repoRoot)]);
  publishTemplates({ seeded: template });
  return removeBundle;
}
