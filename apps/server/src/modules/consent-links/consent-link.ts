import { randomBytes } from 'node:crypto';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { queueEmail, queueSms } from '../notifications';
import {
  CONSENT_REMINDER_CATEGORY,
  CONSENT_REQUEST_CATEGORY,
  type ConsentLinkMessage,
  consentReminder,
  consentRequest,
  REPORT_APPROVAL_REMINDER_CATEGORY,
  REPORT_APPROVAL_REQUEST_CATEGORY,
  reportApprovalReminder,
  reportApprovalRequest,
} from './consent-messages';

/** Blind-index purpose of consent-link keys: only their keyed hash is stored (`bk_consents.key_hash`). */
export const CONSENT_KEY_PURPOSE = 'bk_consents.key';

export const consentKeyHash = (crypto: FieldCrypto, key: string): string =>
  crypto.blindIndex(CONSENT_KEY_PURPOSE, key);

/** A consent link: its address (with the key) and the key's hash, which is all we keep. */
export interface ConsentLink {
  url: string;
  keyHash: string;
}

/**
 * A new link to the consent page: an unguessable key (32 random bytes, base64url) in
 * `PUBLIC_URL/external/consent/<key>`.
 */
const newConsentLink = (crypto: FieldCrypto, publicUrl: string): ConsentLink => {
  const key = randomBytes(32).toString('base64url');
  return { url: `${publicUrl}/external/consent/${key}`, keyHash: consentKeyHash(crypto, key) };
};

const MESSAGES = {
  request: { template: consentRequest, category: CONSENT_REQUEST_CATEGORY },
  reminder: { template: consentReminder, category: CONSENT_REMINDER_CATEGORY },
  reportApproval: { template: reportApprovalRequest, category: REPORT_APPROVAL_REQUEST_CATEGORY },
  reportApprovalReminder: { template: reportApprovalReminder, category: REPORT_APPROVAL_REMINDER_CATEGORY },
} as const satisfies Record<
  string,
  {
    template: (input: { customerName: string; link: string; expiresAt: Date }) => ConsentLinkMessage;
    category: string;
  }
>;

/**
 * Queues a new consent link to the person by e-mail and SMS, in the caller's transaction: the request
 * when an order is sent, or the reminder (whose new key replaces the first). Answers the new key's hash
 * for the consent row; the key itself exists only in the messages.
 */
export const sendConsentLink = async (
  tx: Database | Transaction,
  deps: { crypto: FieldCrypto; publicUrl: string },
  input: {
    kind: keyof typeof MESSAGES;
    to: { email: string; phone: string };
    customerName: string;
    expiresAt: Date;
  },
): Promise<{ keyHash: string }> => {
  const link = newConsentLink(deps.crypto, deps.publicUrl);
  const { template, category } = MESSAGES[input.kind];
  const message = template({ customerName: input.customerName, link: link.url, expiresAt: input.expiresAt });
  await queueEmail(tx, deps.crypto, {
    to: input.to.email,
    subject: message.subject,
    text: message.email,
    category,
  });
  await queueSms(tx, deps.crypto, { to: input.to.phone, text: message.sms, category });
  return { keyHash: link.keyHash };
};
