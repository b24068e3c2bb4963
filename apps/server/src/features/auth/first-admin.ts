import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.js';
import type { Db } from '../../db/client.js';
import { companies, userAccounts } from '../../db/schema/index.js';
import { hashPassword } from '../../platform/auth/passwords.js';
import { hashSetupToken } from './auth.service.js';

/**
 * Without demo mode, the first start on an empty database creates only the user admin: with the
 * password from SAJI_ADMIN_PASSWORD, or none and a one-time setup link in the log, so that no
 * default password ever works on real data.
 */
export async function bootstrapFirstAdmin(db: Db, env: Env, log: FastifyBaseLogger): Promise<void> {
  await db.insert(companies).values({ compcode: 'MAIN', company: 'My Restaurant' });
  if (env.SAJI_ADMIN_PASSWORD) {
    await db.insert(userAccounts).values({
      username: 'admin',
      compcode: 'MAIN',
      full_name: 'Administrator',
      isAdmin: true,
      passwordHash: await hashPassword(env.SAJI_ADMIN_PASSWORD),
    });
    log.info('First start: user "admin" created with the password from SAJI_ADMIN_PASSWORD.');
    return;
  }
  const token = crypto.randomBytes(24).toString('base64url');
  await db.insert(userAccounts).values({
    username: 'admin',
    compcode: 'MAIN',
    full_name: 'Administrator',
    isAdmin: true,
    setupTokenHash: hashSetupToken(token),
  });
  const origin = env.SAJI_ORIGIN ?? `http://localhost:${env.PORT}`;
  log.warn(`First start: set the password of user "admin" once at ${origin}/setup?token=${token}`);
}
