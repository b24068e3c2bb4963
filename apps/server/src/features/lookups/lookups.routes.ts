import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const lookupRoutes: FastifyPluginAsyncZod = async () => {};
