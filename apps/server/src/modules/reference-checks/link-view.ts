import type { ReferenceLinkView } from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { PublicRequestContext } from '../../platform/http/request-context';

/**
 * What POST /order/populate answers for a link's key: the candidate's or a referee's page
 * (ReferenceLinkView). An unknown or spent key answers 404.
 */
export const populateLinkView = async (
  _deps: { db: Database; crypto: FieldCrypto },
  _context: PublicRequestContext,
  _key: string,
): Promise<ReferenceLinkView> => {
  throw AppError.notFound('Länken är ogiltig eller har gått ut');
};
