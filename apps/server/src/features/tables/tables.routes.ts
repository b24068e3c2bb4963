import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const tableRoutes: FastifyPluginAsyncZod = async () => {};
