import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../platform/db/database';

/**
 * The clearance-surveys calls: one `addEndpoint(app, contract, handler, { tags: ['clearance-surveys'] })` per endpoint
 * contract of packages/domain/src/api (docs/decisions/endpoint-contracts.md).
 */
export const clearanceSurveysRoutes: FastifyPluginAsync<{ db: Database }> = async (_app, _options) => {};
