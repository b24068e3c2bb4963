import type { Db } from '../client.js';
import type { DemoIds } from './foundation.js';

export async function seedOutletMaster(_db: Db, _ids: DemoIds): Promise<void> {}
