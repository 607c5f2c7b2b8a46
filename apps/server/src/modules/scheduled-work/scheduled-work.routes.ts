import { listFailedJobsEndpoint } from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { listFailedJobs } from '../../platform/scheduler/scheduler.repository';

/** The admins' view of scheduled work given up (docs/decisions/scheduler.md). */
export const scheduledWorkRoutes: FastifyPluginAsync<{ db: Database }> = async (app, { db }) => {
  addEndpoint(
    app,
    listFailedJobsEndpoint,
    async ({ query: { page, size } }) => {
      // The wire's page counts from 0 (paging.md), the queue's from 1.
      const { items, total } = await listFailedJobs(db, { page: page + 1, size });
      return {
        ...ok(
          items.map((job) => ({
            ...job,
            createdAt: job.createdAt.toISOString(),
            failedAt: job.failedAt?.toISOString() ?? null,
          })),
        ),
        paging: { page, size, total },
      };
    },
    { tags: ['scheduled-work'] },
  );
};
