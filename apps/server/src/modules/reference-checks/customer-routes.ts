import type { FastifyPluginAsync } from 'fastify';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';

export interface ReferenceCustomerRouteOptions {
  db: Database;
  crypto: FieldCrypto;
  publicUrl: string;
}

/**
 * The customer's side of the reference service (/ref): questionnaires, orders, reports, settings and
 * billing. One `addEndpoint(app, contract, handler, { tags: ['reference-checks'] })` per contract of
 * packages/domain/src/api/reference-checks.ts.
 */
export const referenceCustomerRoutes: FastifyPluginAsync<ReferenceCustomerRouteOptions> = async (
  _app,
  _options,
) => {};
