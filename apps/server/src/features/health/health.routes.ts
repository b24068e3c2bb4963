import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentVersion } from '../../db/migrate.js';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), migration: z.number() }) },
      },
    },
    async () => ({ status: 'ok' as const, database: app.database.kind, migration: await currentVersion(app.database) }),
  );
};
