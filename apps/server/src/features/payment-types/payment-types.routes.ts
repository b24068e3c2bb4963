import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const paymentTypeRoutes: FastifyPluginAsyncZod = async () => {};
