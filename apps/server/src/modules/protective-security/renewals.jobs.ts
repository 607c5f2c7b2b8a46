import { PS_RENEWAL_WINDOW_DAYS, PS_RENEWALS_PAGE_PATH, type PsClassRenewal } from '@granska/domain';
import type { Config } from '../../platform/config';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import type { JobHandler, SchedulerLogger } from '../../platform/scheduler/scheduler';
import { sweepStep } from '../../platform/scheduler/sweep';
import { runCommand } from '../audit';
import { findCustomerById } from '../customers';
import { listUserRows } from '../identity';
import { queueEmail } from '../notifications';
import { duePlacementsOf, followsUpClearances } from './renewals';
import { customersWithClearedPlacements, recordRenewalNotices } from './renewals.repository';

/**
 * The security managers' e-mail of clearances falling due (docs/decisions/security-clearance-renewal.md):
 * a recurring sweep that, for each customer who follows up (psConfig.followUpGu), tells its enabled
 * PSSecurityManager users of the placements overdue or due within the window that they have not been
 * told of for that due day. One transaction per customer; the notices record what was told, so a run
 * cut short, a second process or the next hour's run tells nothing twice.
 */

export const RENEWAL_SWEEP = 'protective-security.renewal-sweep';
/** Due days move once a day; hourly keeps a new or imported card's notice within the hour. */
const SWEEP_EVERY_MS = 60 * 60_000;
export const RENEWAL_EMAIL_CATEGORY = 'ps-renewal.due';
/** A customer has a handful of security managers; more than this are not looked for. */
const MAX_RECIPIENTS = 100;

export interface RenewalJobsDeps {
  db: Database;
  crypto: FieldCrypto;
  config: Pick<Config, 'publicUrl' | 'psRenewalIntervalMonths'>;
  log?: Pick<SchedulerLogger, 'error'>;
  now?: () => Date;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const swedishLine = ({ securityClass, due, daysLeft }: PsClassRenewal) =>
  daysLeft < 0
    ? `- Säkerhetsklass ${securityClass}: skulle ha förnyats ${due} (${count(-daysLeft, 'dag', 'dagar')} sedan)`
    : `- Säkerhetsklass ${securityClass}: ska förnyas senast ${due} (om ${count(daysLeft, 'dag', 'dagar')})`;

const englishLine = ({ securityClass, due, daysLeft }: PsClassRenewal) =>
  daysLeft < 0
    ? `- Security class ${securityClass}: was due for renewal on ${due} (${count(-daysLeft, 'day', 'days')} ago)`
    : `- Security class ${securityClass}: due for renewal by ${due} (in ${count(daysLeft, 'day', 'days')})`;

/**
 * The e-mail: Swedish first, then English (the reader's language is not known here). No name or
 * personal number, as in the other e-mails to customers: the page shows who it is to those allowed.
 */
export const renewalEmail = (input: {
  customerName: string;
  due: readonly PsClassRenewal[];
  url: string;
}) => {
  const n = input.due.length;
  return {
    subject: 'Granska: säkerhetsprövningar att förnya / Security clearances due for renewal',
    text:
      `Hej!\n\n${count(n, 'säkerhetsprövning', 'säkerhetsprövningar')} hos ${input.customerName} ` +
      `behöver förnyas inom ${PS_RENEWAL_WINDOW_DAYS} dagar eller har passerat sitt förnyelsedatum:\n\n` +
      `${input.due.map(swedishLine).join('\n')}\n\n` +
      `Se vilka personer det gäller och beställ förnyad säkerhetsprövning i Granska: ${input.url}\n\n` +
      'Med vänliga hälsningar\nGranska\n\n----------\n\n' +
      `Hello,\n\n${count(n, 'security clearance', 'security clearances')} at ${input.customerName} ` +
      `${n === 1 ? 'is' : 'are'} due for renewal within ${PS_RENEWAL_WINDOW_DAYS} days or overdue:\n\n` +
      `${input.due.map(englishLine).join('\n')}\n\n` +
      `See who they are and order the renewal in Granska: ${input.url}\n\n` +
      'Kind regards\nGranska',
  };
};

/**
 * Tells the customer's security managers of the placements falling due that they have not been told
 * of; true when an e-mail went. A customer without an enabled security manager records nothing, so
 * the first manager added is told.
 */
export const notifyCustomerOfRenewals = (
  deps: RenewalJobsDeps,
  customerId: string,
  now: Date,
): Promise<boolean> =>
  runCommand(deps.db, { system: true, now }, async (tx) => {
    const nothing = { result: false, audit: [] };
    const customer = await findCustomerById(tx, customerId);
    if (!customer || !followsUpClearances(customer)) return nothing;
    const due = await duePlacementsOf(tx, customer.id, deps.config.psRenewalIntervalMonths, now);
    if (due.length === 0) return nothing;
    const managers = (
      await listUserRows(tx, {
        custNo: customer.custNo,
        group: 'PSSecurityManager',
        limit: MAX_RECIPIENTS,
        offset: 0,
      })
    ).rows.filter((user) => user.enabled);
    if (managers.length === 0) return nothing;
    const recorded = await recordRenewalNotices(
      tx,
      due.map(({ personId, securityClass, due: day }) => ({
        personId,
        securityClass,
        due: day,
        notified: now,
      })),
    );
    const told = due.filter((placement) =>
      recorded.some(
        (notice) =>
          notice.personId === placement.personId &&
          notice.securityClass === placement.securityClass &&
          notice.due === placement.due,
      ),
    );
    if (told.length === 0) return nothing;
    const message = renewalEmail({
      customerName: customer.custName,
      due: told,
      url: `${deps.config.publicUrl}${PS_RENEWALS_PAGE_PATH}`,
    });
    for (const manager of managers) {
      await queueEmail(tx, deps.crypto, { to: manager.email, ...message, category: RENEWAL_EMAIL_CATEGORY });
    }
    return {
      result: true,
      audit: {
        action: 'ps-renewal.notify',
        entity: 'customer',
        entityId: customer.id,
        details: {
          placements: told.map(({ personId, securityClass, due: day }) => ({
            personId,
            securityClass,
            due: day,
          })),
          recipients: managers.map((manager) => manager.id),
        },
      },
    };
  });

export interface RenewalSweepResult {
  notified: number;
  failed: number;
}

/** One sweep over the customers with cleared placements; a customer that fails does not hold up the rest. */
export const sweepRenewals = async (deps: RenewalJobsDeps): Promise<RenewalSweepResult> => {
  const now = (deps.now ?? (() => new Date()))();
  const counts = await sweepStep(
    await customersWithClearedPlacements(deps.db),
    (customerId) => notifyCustomerOfRenewals(deps, customerId, now),
    { log: deps.log, idName: 'customerId', message: 'renewal notice failed' },
  );
  return { notified: counts.done, failed: counts.failed };
};

/** The renewal follow-up's scheduled work, for the module's definition. */
export const renewalJobs = (deps: RenewalJobsDeps): JobHandler[] => [
  {
    kind: RENEWAL_SWEEP,
    everyMs: SWEEP_EVERY_MS,
    handle: async () => {
      const result = await sweepRenewals(deps);
      if (result.failed > 0) throw new Error(`${result.failed} customers' renewals could not be told`);
    },
  },
];
