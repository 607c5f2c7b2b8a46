import {
  type Paging,
  PS_MESSAGES,
  PS_RENEWAL_MESSAGES,
  type PsClassRenewal,
  type PsRenewalRow,
  type PsRenewalsQuery,
} from '@granska/domain';
import type { Config } from '../../platform/config';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runAuditedRead } from '../audit';
import type { CustomerRow } from '../customers';
import { findPerson } from './protective-security.repository';
import { fieldContext, psCustomer } from './protective-security.service';
import { bySoonestDue, isFallingDue, renewalsOfPerson } from './renewals.policy';
import { cardsWithClearedPlacements } from './renewals.repository';

/** The security-class renewal follow-up (docs/decisions/security-clearance-renewal.md). */

export interface RenewalDeps {
  db: Database;
  crypto: FieldCrypto;
  config: Pick<Config, 'psRenewalIntervalMonths'>;
}

/** Whether the customer follows up its security screenings (spec §3 psConfig.followUpGu). */
export const followsUpClearances = (customer: Pick<CustomerRow, 'data'>): boolean =>
  customer.data.access.includes('ProtectiveSecurity') && customer.data.psConfig?.followUpGu === true;

/** A falling-due placement with its card's id and encrypted name (the name decrypted when shown). */
export interface DuePlacement extends PsClassRenewal {
  personId: string;
  nameEnc: string;
}

/** The customer's placements overdue or due within the window, soonest first. */
export const duePlacementsOf = async (
  db: Parameters<typeof cardsWithClearedPlacements>[0],
  customerId: string,
  intervalMonths: number,
  now: Date,
): Promise<DuePlacement[]> =>
  (await cardsWithClearedPlacements(db, customerId))
    .flatMap((card) =>
      renewalsOfPerson(card, intervalMonths, now)
        .filter(isFallingDue)
        .map((renewal) => ({ ...renewal, personId: card.id, nameEnc: card.nameEnc })),
    )
    .sort(bySoonestDue((row) => row.personId));

/**
 * GET /protective-security/renewals: a page of the caller's customer's clearances that are overdue or
 * fall due within the window, soonest first. A customer that does not follow up is refused (403), so
 * its security manager learns why the list is empty. The names shown are audited.
 */
export const listRenewals = (
  deps: RenewalDeps,
  context: RequestContext,
  query: PsRenewalsQuery,
): Promise<{ result: PsRenewalRow[]; paging: Paging }> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    if (!followsUpClearances(customer)) throw AppError.forbidden(PS_RENEWAL_MESSAGES.followUpOff);
    const due = await duePlacementsOf(tx, customer.id, deps.config.psRenewalIntervalMonths, context.now);
    const start = query.page * query.size;
    const rows = due.slice(start, start + query.size).map(({ nameEnc, ...row }) => ({
      ...row,
      name: deps.crypto.decryptField(nameEnc, fieldContext('name', row.personId)),
    }));
    return {
      result: { result: rows, paging: { page: query.page, size: query.size, total: due.length } },
      audit:
        rows.length > 0
          ? {
              action: 'ps-person.renewal-list',
              entity: 'ps-person',
              entityId: customer.id,
              details: { personIds: [...new Set(rows.map((row) => row.personId))] },
            }
          : [],
    };
  });

/**
 * GET /protective-security/persons/{id}/renewals: when each of the card's cleared placements is due,
 * whether or not it falls due soon; none when the customer does not follow up. Another customer's card
 * is 404.
 */
export const personRenewals = (
  deps: RenewalDeps,
  context: RequestContext,
  id: string,
): Promise<PsClassRenewal[]> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const customer = await psCustomer(tx, context);
    const card = await findPerson(tx, customer.id, id);
    if (!card) throw AppError.notFound(PS_MESSAGES.personNotFound);
    return {
      result: followsUpClearances(customer)
        ? renewalsOfPerson(card, deps.config.psRenewalIntervalMonths, context.now)
        : [],
      audit: {
        action: 'ps-person.renewals',
        entity: 'ps-person',
        entityId: card.id,
        details: { customerId: customer.id },
      },
    };
  });
