import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const orderAdminRoutes: FastifyPluginAsyncZod = async () => {};
