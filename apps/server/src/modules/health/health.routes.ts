import { ErrorEnvelope, okEnvelope } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Database, pingDatabase } from '../../platform/db/database';
import { errorEnvelope, ok } from '../../platform/http/envelopes';

const DATABASE_CHECK_TIMEOUT_MS = 2_000;

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
};

/** GET /health for load balancers: OK when the database answers `select 1`, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Liveness and database check',
        tags: ['platform'],
        response: { 200: okEnvelope(z.never()), 503: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(pingDatabase(db), DATABASE_CHECK_TIMEOUT_MS);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply
          .code(503)
          .send(errorEnvelope('status', 'SERVICE_UNAVAILABLE', 'Databasen svarar inte') as ErrorEnvelope);
      }
      return ok<never>([]);
    },
  );
};
