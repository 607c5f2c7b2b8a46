import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Transaction } from '../../platform/db/database';
import { queueEmail } from '../notifications';
import { customerAddressesOfOrder } from '../orders';
import type { RtOrderRow } from './reference-checks.schema';
import { decryptCandidate } from './reference-fields';

/**
 * The e-mails of the candidate's and referees' side that carry no link (reference-links.ts has those):
 * the customer told that an order ended, and the candidate told about a referee. None names the
 * candidate or holds a personal number; the one to the candidate names the referee they nominated.
 */

export const REFERENCE_NOTICE_CATEGORIES = {
  orderDone: 'reference-order-done',
  orderTimedOut: 'reference-order-timeout',
  refereeUnanswered: 'reference-referee-unanswered',
  refereeDeclined: 'reference-referee-declined',
} as const;

/** The reference-check portal, where the orderer reads the order (the web app's own path). */
const PORTAL_PATH = '/reference-check';

const asker = (order: RtOrderRow) =>
  order.companyHidden || !order.company ? 'arbetsgivaren' : order.company;

/**
 * The order's orderer and recipients (enabled users, each address once) are told it ended: its report
 * is ready (DONE) or its time ran out (TIMEOUT). Swedish and English, as the consent outcome mails.
 */
export const notifyCustomerOfEnd = async (
  tx: Transaction,
  deps: { crypto: FieldCrypto; publicUrl: string },
  order: RtOrderRow,
  outcome: 'DONE' | 'TIMEOUT',
): Promise<void> => {
  const url = `${deps.publicUrl}${PORTAL_PATH}`;
  const position = order.position ? ` (${order.position})` : '';
  const message =
    outcome === 'DONE'
      ? {
          subject: 'Granska: Referenstagning klar / Reference check done',
          text:
            `Hej!\n\nReferenstagningen ${order.id}${position} är klar och rapporten finns i Granska:\n${url}\n\n` +
            `---\n\nHello,\n\nThe reference check ${order.id}${position} is done and its report is in Granska:\n${url}\n`,
        }
      : {
          subject: 'Granska: Referenstagningens tid gick ut / Reference check timed out',
          text:
            `Hej!\n\nTiden för referenstagningen ${order.id}${position} gick ut innan tillräckligt många ` +
            `referenser hade svarat. Läget finns i Granska:\n${url}\n\n---\n\nHello,\n\nThe reference check ` +
            `${order.id}${position} timed out before enough referees had answered. See Granska:\n${url}\n`,
        };
  const category =
    outcome === 'DONE' ? REFERENCE_NOTICE_CATEGORIES.orderDone : REFERENCE_NOTICE_CATEGORIES.orderTimedOut;
  for (const to of await customerAddressesOfOrder(tx, order)) {
    await queueEmail(tx, deps.crypto, { to, subject: message.subject, text: message.text, category });
  }
};

/** Queues an e-mail to the candidate (by the address the orderer gave); none when there is no address. */
const mailCandidate = async (
  tx: Transaction,
  crypto: FieldCrypto,
  order: RtOrderRow,
  message: { subject: string; text: string; category: string },
): Promise<void> => {
  const { email } = decryptCandidate(crypto, order);
  if (email) await queueEmail(tx, crypto, { to: email, ...message });
};

/**
 * What the candidate is told about one of their referees, by e-mail only (an SMS is read on a lock
 * screen), naming the referee by the name the candidate gave: `silent` after the last reminder to a
 * referee who has not answered; `declined` when a referee declined and those left cannot make the
 * order's minimum (the candidate may nominate another).
 */
const REFEREE_NOTICES = {
  silent: {
    subject: 'Referenstagning: en referens har inte svarat',
    text: (refereeName: string, askedBy: string) =>
      `Hej!\n\nDin referens ${refereeName} har ännu inte svarat på referenstagningen hos ${askedBy}, ` +
      'trots två påminnelser. Hör gärna av dig till din referens, eller ange en annan referens via länken ' +
      'i ditt tidigare meddelande från Granska.\n\nMed vänliga hälsningar\nGranska',
    category: REFERENCE_NOTICE_CATEGORIES.refereeUnanswered,
  },
  declined: {
    subject: 'Referenstagning: en referens har avböjt',
    text: (refereeName: string, askedBy: string) =>
      `Hej!\n\nDin referens ${refereeName} har avböjt att lämna referens till ${askedBy}. ` +
      `Ange en annan referens via länken i ditt tidigare meddelande från Granska.\n\n` +
      'Med vänliga hälsningar\nGranska',
    category: REFERENCE_NOTICE_CATEGORIES.refereeDeclined,
  },
} as const;

/** Tells the candidate about a referee (REFEREE_NOTICES). */
export const tellCandidateAboutReferee = (
  tx: Transaction,
  crypto: FieldCrypto,
  order: RtOrderRow,
  notice: keyof typeof REFEREE_NOTICES,
  refereeName: string,
): Promise<void> => {
  const { subject, text, category } = REFEREE_NOTICES[notice];
  return mailCandidate(tx, crypto, order, { subject, text: text(refereeName, asker(order)), category });
};
