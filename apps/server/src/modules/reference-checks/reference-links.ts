import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { queueEmail, queueSms } from '../notifications';
import { newLinkKey } from './reference-fields';

/**
 * The links of the candidate's and the referees' pages (docs/decisions/reference-check-links.md):
 * `PUBLIC_URL/cre/candidate/<key>` and `PUBLIC_URL/cre/referee/<key>`, sent by e-mail and SMS through
 * the outbox. A reminder sends a new key that replaces the last (only the key's hash is stored). The
 * messages name the company that asks, never the candidate, a referee or a personal number.
 */

export const REFERENCE_LINK_CATEGORIES = {
  candidateRequest: 'reference-candidate-request',
  candidateReminder: 'reference-candidate-reminder',
  refereeRequest: 'reference-referee-request',
  refereeReminder: 'reference-referee-reminder',
} as const;

export const candidateLinkPath = (key: string): string => `/cre/candidate/${key}`;
export const refereeLinkPath = (key: string): string => `/cre/referee/${key}`;

interface LinkMessage {
  subject: string;
  email: string;
  sms: string;
}

const asker = (company: string | null) => (company ? company : 'En arbetsgivare');

const MESSAGES = {
  candidateRequest: (company: string | null, link: string): LinkMessage => ({
    subject: 'Referenstagning: lämna dina referenser',
    email:
      `Hej!\n\n${asker(company)} gör en referenstagning inför en rekrytering där du är kandidat och ber dig ` +
      `lämna referenser. Öppna länken, läs vem som frågar och varför, och ange dina referenspersoner:\n\n${link}\n\n` +
      'Med vänliga hälsningar\nGranska',
    sms: `${asker(company)} ber dig lämna referenser via Granska: ${link}`,
  }),
  candidateReminder: (company: string | null, link: string): LinkMessage => ({
    subject: 'Påminnelse: lämna dina referenser',
    email:
      `Hej!\n\nDu har ännu inte lämnat de referenser som ${asker(company)} bett om. ` +
      `Öppna länken för att ange dina referenspersoner:\n\n${link}\n\nMed vänliga hälsningar\nGranska`,
    sms: `Påminnelse: ${asker(company)} väntar på dina referenser via Granska: ${link}`,
  }),
  refereeRequest: (company: string | null, link: string): LinkMessage => ({
    subject: 'Referenstagning: du har angetts som referens',
    email:
      `Hej!\n\nDu har angetts som referens i en rekrytering hos ${asker(company)}. ` +
      `Öppna länken för att se vem som frågar och svara på frågorna, eller avböja:\n\n${link}\n\n` +
      'Med vänliga hälsningar\nGranska',
    sms: `Du har angetts som referens hos ${asker(company)}. Svara via Granska: ${link}`,
  }),
  refereeReminder: (company: string | null, link: string): LinkMessage => ({
    subject: 'Påminnelse: referenstagning',
    email:
      `Hej!\n\n${asker(company)} väntar på ditt svar som referens. Öppna länken för att svara eller ` +
      `avböja:\n\n${link}\n\nMed vänliga hälsningar\nGranska`,
    sms: `Påminnelse: ${asker(company)} väntar på ditt svar som referens via Granska: ${link}`,
  }),
} as const;

export type ReferenceLinkKind = keyof typeof MESSAGES;

/**
 * Queues a new link of `kind` to `to` in the caller's transaction and answers the new key's hash, to be
 * stored on the order (candidate) or the reference (referee) in place of the last one.
 */
export const sendReferenceLink = async (
  tx: Database | Transaction,
  deps: { crypto: FieldCrypto; publicUrl: string },
  input: {
    kind: ReferenceLinkKind;
    /** The company as the candidate and referees may see it: null when the order hides it. */
    company: string | null;
    to: { email?: string | undefined; phone?: string | undefined };
  },
): Promise<{ keyHash: string }> => {
  const forCandidate = input.kind === 'candidateRequest' || input.kind === 'candidateReminder';
  const { key, keyHash } = newLinkKey(deps.crypto, forCandidate ? 'order' : 'reference');
  const link = `${deps.publicUrl}${forCandidate ? candidateLinkPath(key) : refereeLinkPath(key)}`;
  const message = MESSAGES[input.kind](input.company, link);
  const category = REFERENCE_LINK_CATEGORIES[input.kind];
  if (input.to.email) {
    await queueEmail(tx, deps.crypto, {
      to: input.to.email,
      subject: message.subject,
      text: message.email,
      category,
    });
  }
  if (input.to.phone) await queueSms(tx, deps.crypto, { to: input.to.phone, text: message.sms, category });
  return { keyHash };
};
