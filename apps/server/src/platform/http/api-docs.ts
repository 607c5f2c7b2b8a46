import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { setDefaultAccess } from './access';

/** Swagger UI at {prefix}/docs and the OpenAPI document at {prefix}/docs/json; public, never in production. */
export const apiDocs = async (docs: FastifyInstance): Promise<void> => {
  setDefaultAccess(docs, 'public');
  await docs.register(fastifySwaggerUi, { routePrefix: '/docs' });
};
