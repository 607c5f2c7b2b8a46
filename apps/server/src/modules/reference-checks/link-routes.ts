import type { FastifyPluginAsync } from 'fastify';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';

export interface ReferenceLinkRouteOptions {
  db: Database;
  crypto: FieldCrypto;
  publicUrl: string;
}

/**
 * The candidate's and the referees' side of the reference service (/ref), by the secret key of their
 * link: nominating, BankID identification and signature (/poll), answering and declining.
 */
export const referenceLinkRoutes: FastifyPluginAsync<ReferenceLinkRouteOptions> = async (
  _app,
  _options,
) => {};
