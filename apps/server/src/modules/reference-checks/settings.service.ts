import {
  normalizePolicyUrl,
  REFERENCE_MESSAGES,
  type ReferenceSettings,
  type SaveReferenceSettingsRequest,
  validateSettings,
} from '@granska/domain';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import type { RequestContext } from '../../platform/http/request-context';
import { runCommand } from '../audit';
import type { CustomerRow } from '../customers';
import type { RtSettingsRow } from './reference-checks.schema';
import { requireCustomerOfCaller } from './reference-customer';
import { findSettingsRow, upsertSettingsRow } from './settings.repository';

type Db = Database | Transaction;

/**
 * A customer's reference-check settings (spec §3 Settings): the defaults of a new order, the verification
 * methods the customer allows, and what the candidate and the referees are shown (logo, policy link or
 * alternative text, contact details, the data-protection officer). A customer that saved none has the
 * spec's defaults, its alternative text from the customer's rtConfig.
 */

const optional = (value: string | null | undefined) => (value ? value : undefined);

const toSettingsView = (customer: CustomerRow, row: RtSettingsRow | undefined): ReferenceSettings => {
  if (!row) {
    const alternativePsText = optional(customer.data.rtConfig?.alternativePsText);
    return {
      customerId: customer.id,
      defaultMinReferences: 1,
      defaultMaxReferences: 5,
      bankIdVerification: true,
      noVerification: false,
      ...(alternativePsText ? { alternativePsText } : {}),
    };
  }
  const view: ReferenceSettings = {
    id: row.id,
    customerId: row.customerId,
    defaultMinReferences: row.defaultMinReferences,
    defaultMaxReferences: row.defaultMaxReferences,
    bankIdVerification: row.bankIdVerification,
    noVerification: row.noVerification,
    alternativePsText: optional(row.alternativePsText),
    logoUrl: optional(row.logoUrl),
    urlPolicy: optional(row.urlPolicy),
    contactDetails: optional(row.contactDetails),
    contactDetailsDataProtectionOfficer: optional(row.contactDetailsDataProtectionOfficer),
  };
  return Object.fromEntries(
    Object.entries(view).filter(([, value]) => value !== undefined),
  ) as ReferenceSettings;
};

/** The settings of a customer as they apply (saved, or the defaults). */
export const settingsOfCustomer = async (db: Db, customer: CustomerRow): Promise<ReferenceSettings> =>
  toSettingsView(customer, await findSettingsRow(db, customer.id));

/**
 * POST /customer/settings/populate: the caller's customer's settings; asking for another customer's is
 * 404 (no caller of this call may read another customer's).
 */
export const populateSettings = async (
  db: Database,
  context: RequestContext,
  customerId: string | undefined,
): Promise<ReferenceSettings> => {
  const customer = await requireCustomerOfCaller(db, context.caller);
  if (customerId !== undefined && customerId !== customer.id) {
    throw AppError.notFound(REFERENCE_MESSAGES.customerNotFound);
  }
  return settingsOfCustomer(db, customer);
};

/**
 * POST /customer/settings (CustomerAdmin): validated in the spec's order (validateSettings), the policy
 * URL given https:// when it lacks an http prefix (normalizePolicyUrl).
 */
export const saveSettings = (db: Database, context: RequestContext, request: SaveReferenceSettingsRequest) =>
  runCommand(db, context, async (tx) => {
    const customer = await requireCustomerOfCaller(tx, context.caller);
    const message = validateSettings(request);
    if (message) throw AppError.badRequest(message);
    const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
    const policy = normalizePolicyUrl(request.urlPolicy);
    const row = await upsertSettingsRow(tx, {
      customerId: customer.id,
      alternativePsText: text(request.alternativePsText),
      defaultMinReferences: request.defaultMinReferences,
      defaultMaxReferences: request.defaultMaxReferences,
      bankIdVerification: request.bankIdVerification,
      noVerification: request.noVerification,
      logoUrl: text(request.logoUrl),
      urlPolicy: policy === '' ? null : policy,
      contactDetails: text(request.contactDetails),
      contactDetailsDataProtectionOfficer: text(request.contactDetailsDataProtectionOfficer),
      modified: context.now,
    });
    return {
      result: toSettingsView(customer, row),
      audit: {
        action: 'reference-settings.save',
        entity: 'customer',
        entityId: customer.id,
        details: { fields: Object.keys(request) },
      },
    };
  });
