import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env.js';
import type { Db } from '../db/client.js';
import { companies } from '../db/schema/index.js';
import { bootstrapFirstAdmin } from '../features/auth/index.js';
import { seedAudit } from './audit.js';
import { seedCampaigns } from './campaigns.js';
import { seedCatalog } from './catalog.js';
import { DEMO_PASSWORD, type DemoIds, seedFoundation } from './foundation.js';
import { seedKitchenCards, seedKitchenSetup } from './kitchen.js';
import { seedModifiers } from './modifiers.js';
import { seedOrders } from './orders.js';
import { seedOutletMaster } from './outlet-master.js';
import { seedProduction } from './production.js';
import { seedStock } from './stock.js';
import { seedTargets } from './targets.js';

export interface SeedOptions {
  /** A year of orders (and the sales targets set against them) takes a few seconds; API tests skip it. */
  orders: boolean;
}

/** Seeds the demo companies, in order: each area's demo data builds on the previous one's. */
export async function seedDemo(db: Db, options: SeedOptions): Promise<DemoIds> {
  const ids = await seedFoundation(db);
  await seedCatalog(db, ids);
  await seedModifiers(db, ids);
  await seedOutletMaster(db, ids);
  await seedKitchenSetup(db, ids);
  if (options.orders) {
    // Campaigns come with the year of orders they price; tests start without them (demo/campaigns.ts).
    await seedOrders(db, ids, await seedCampaigns(db, ids));
    // The orders' sales wait as deltas (migration 0110); targets and production read the summaries.
    await db.execute(sql`SELECT rpt_fold_deltas()`);
    await seedTargets(db, ids);
    await seedKitchenCards(db, ids);
  }
  // After the orders: a year of production follows the year of sales.
  await seedProduction(db, ids, options);
  // After the recipes: a year of goods received, the sales taken through the recipes, a count.
  if (options.orders) await seedStock(db, ids);
  await seedAudit(db, ids);
  return ids;
}

/** On an empty database: demo data in demo mode, otherwise one admin without a default password. */
export async function seedIfEmpty(db: Db, env: Env, log: FastifyBaseLogger): Promise<void> {
  const existing = await db.select({ compcode: companies.compcode }).from(companies).limit(1);
  if (existing.length) return;
  if (env.SAJI_DEMO) {
    const started = Date.now();
    await seedDemo(db, { orders: env.SAJI_DEMO_ORDERS });
    log.warn(
      `Demo mode: demo data created in ${Date.now() - started} ms. Users admin, manager, cashier, kitchen and admin2 sign in with the password "${DEMO_PASSWORD}". Turn demo mode off (SAJI_DEMO=0) for real data.`,
    );
    return;
  }
  await bootstrapFirstAdmin(db, env, log);
}
