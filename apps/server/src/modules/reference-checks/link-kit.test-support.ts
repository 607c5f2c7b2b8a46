import { randomUUID } from 'node:crypto';
import {
  type Question,
  ReferenceBankIdStart,
  type ReferenceLinkView,
  ReferenceLinkView as ReferenceLinkViewSchema,
  ReferencePollStatus,
  ReferenceView,
  referenceOkEnvelope,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accessTokenFor, insertCustomer } from '../../platform/testing/factory';
import type { TestApp } from '../../platform/testing/test-app';
import { listOutbox } from '../notifications/notifications.service';
import { populateLinkView } from './link-view';
import { rtBankIdOrders, rtOrders, rtReferences, rtSettings, rtSurveys } from './reference-checks.schema';
import { encryptCandidate } from './reference-fields';
import { REFERENCE_LINK_CATEGORIES, sendReferenceLink } from './reference-links';

/**
 * The candidate's and referees' side in tests: a customer with an orderer, and reference orders sent to
 * a candidate as the customer side's POST /order/send leaves them (ORDERED, the candidate's link in the
 * outbox, no reminder times set). Everything else goes through the /ref link calls.
 */

export const QUESTIONS: Question[] = [
  {
    type: 'OPTIONS',
    mandatory: true,
    question: 'Hur länge arbetade ni ihop?',
    options: ['Under ett år', 'Längre'],
  },
  { type: 'SLIDER', mandatory: true, question: 'Hur väl samarbetade kandidaten?' },
  { type: 'FREETEXT', mandatory: true, question: 'Beskriv kandidatens styrkor.' },
  { type: 'FREETEXT', mandatory: false, question: 'Något mer?' },
];

export const GOOD_ANSWERS = [
  { optionIndex: 1 },
  { sliderValue: 8, freeText: 'Mycket bra samarbete' },
  { freeText: 'Noggrann och hjälpsam med kunderna' },
  {},
];

const KEY = /\/cre\/(?:candidate|referee)\/([A-Za-z0-9_-]+)/;

export interface OrderSpec {
  noVerification?: boolean;
  minReferences?: number;
  maxReferences?: number;
  companyHidden?: boolean;
  /** The candidate's personal number as the orderer gave it (YYYYMMDD-NNNN). */
  ssn?: string;
  /** When the order was sent (its ORDERED entry); now by default. */
  ordered?: Date;
}

export const linkTestKit = async (testApp: TestApp, tag: string) => {
  const db = testApp.database.db;
  const crypto = testApp.app.fieldCrypto;
  const custNo = `9${String(Math.floor(Math.random() * 900) + 100)}`;
  const customerId = await insertCustomer(testApp, { custNo, custName: `Rekryteringsbolaget ${tag}` });
  const orderer = await accessTokenFor(testApp, {
    email: `bestallare.${tag}@rekrytering.example`,
    custNo,
    groups: ['ServiceReferenceCheck', 'RTOrderer'],
  });
  await db.insert(rtSettings).values({
    customerId,
    contactDetails: 'Rekryteringsbolaget, 08-123 45 67',
    contactDetailsDataProtectionOfficer: 'dataskydd@rekrytering.example',
    urlPolicy: 'https://rekrytering.example/integritet',
  });

  const post = (url: string, body: unknown, token?: string) =>
    testApp.app.inject({
      method: 'POST',
      url: `/ref${url}`,
      ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
      payload: body as object,
    });

  /** The key of the newest link of `category` sent to `recipient`. */
  const linkKeyOf = async (recipient: string, category: string): Promise<string> => {
    const [mail] = await listOutbox(db, crypto, { limit: 1, recipient, category });
    const key = mail?.body?.match(KEY)?.[1];
    if (!key) throw new Error(`no ${category} link to ${recipient}`);
    return key;
  };

  let candidates = 0;
  /** An order sent to a new candidate: answers the order id, the candidate and their link's key. */
  const orderSent = async (spec: OrderSpec = {}) => {
    candidates += 1;
    const id = randomUUID();
    const surveyId = randomUUID();
    const ordered = spec.ordered ?? new Date();
    const candidate = {
      name: `Kim Kandidatsson ${tag}${candidates}`,
      email: `kim.${tag}${candidates}@kandidat.example`,
      phone: `+4670${String(1_000_000 + candidates).slice(1)}1`,
      ...(spec.ssn ? { ssn: spec.ssn } : {}),
    };
    await db.insert(rtSurveys).values({
      id: surveyId,
      customerId,
      classType: 'Survey',
      orderId: id,
      title: 'Referensfrågor',
      description: 'Frågor till referenserna',
      questions: QUESTIONS,
    });
    const { keyHash } = await sendReferenceLink(
      db,
      { crypto, publicUrl: testApp.config.publicUrl },
      {
        kind: 'candidateRequest',
        company: spec.companyHidden ? null : 'Byggbolaget AB',
        to: candidate,
      },
    );
    await db.insert(rtOrders).values({
      id,
      customerId,
      ordererUserId: orderer.userId,
      recipients: [orderer.userId],
      surveyId,
      state: 'ORDERED',
      stateLog: [
        { time: ordered.toISOString(), state: 'CREATED' },
        { time: ordered.toISOString(), state: 'ORDERED' },
      ],
      ordered,
      company: 'Byggbolaget AB',
      companyHidden: spec.companyHidden ?? false,
      position: 'Platschef',
      positionUrl: 'https://byggbolaget.example/jobb/platschef',
      description: 'Platschef för våra byggen i Norrland',
      minReferences: spec.minReferences ?? 1,
      maxReferences: spec.maxReferences ?? 3,
      noVerification: spec.noVerification ?? false,
      ...encryptCandidate(crypto, id, candidate),
      keyHash,
      created: ordered,
      modified: ordered,
    });
    const key = await linkKeyOf(candidate.email, REFERENCE_LINK_CATEGORIES.candidateRequest);
    return { orderId: id, candidate, key };
  };

  /**
   * What the page reads by the key. POST /order/populate (the customer side's route) answers it; here
   * the function itself, parsed by the contract's schema.
   */
  const view = async (key: string): Promise<ReferenceLinkView> =>
    ReferenceLinkViewSchema.parse(
      await populateLinkView({ db, crypto }, { ip: '127.0.0.1', now: new Date() }, key),
    );

  let referees = 0;
  const referee = (overrides: Record<string, string> = {}) => {
    referees += 1;
    return {
      name: `Rut Referentsson ${tag}${referees}`,
      relationship: 'Tidigare chef',
      email: `rut.${tag}${referees}@referens.example`,
      phone: `+4673${String(1_000_000 + referees).slice(1)}2`,
      ...overrides,
    };
  };

  const nominate = async (key: string, info: Record<string, string>) => {
    const response = await post('/reference', { key, referenceInfo: info });
    expect(response.statusCode, response.body).toBe(200);
    return referenceOkEnvelope(ReferenceView).parse(response.json()).result[0] as ReferenceView;
  };

  /** The candidate of `key` nominates a new referee and sends: answers the referee and their link's key. */
  const refereeAsked = async (key: string) => {
    const asked = referee();
    await nominate(key, asked);
    const sent = await post('/reference/send', { key });
    expect(sent.statusCode, sent.body).toBe(200);
    return {
      referee: asked,
      refereeKey: await linkKeyOf(asked.email, REFERENCE_LINK_CATEGORIES.refereeRequest),
    };
  };

  const startOf = (response: { statusCode: number; body: string; json(): unknown }) => {
    expect(response.statusCode, response.body).toBe(200);
    return referenceOkEnvelope(ReferenceBankIdStart).parse(response.json()).result[0] as ReferenceBankIdStart;
  };

  const poll = async (key: string, id: string) => {
    const response = await post('/poll', { key, id });
    expect(response.statusCode, response.body).toBe(200);
    return referenceOkEnvelope(ReferencePollStatus).parse(response.json()).result[0] as ReferencePollStatus;
  };

  /** The local BankID server's tester approves the open order of the given BankID order ref. */
  const approve = async (orderRef: string, personalNumber: string, name = 'Test Testsson') => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/dev/bankid/orders/${orderRef}/complete`,
      payload: { personalNumber, name },
    });
    expect(response.statusCode, response.body).toBe(200);
  };

  /** The BankID order ref behind one of our poll ids (the tester page knows orders by BankID's ref). */
  const bankIdOrderRefOf = async (pollId: string): Promise<string> => {
    const [row] = await db.select().from(rtBankIdOrders).where(eq(rtBankIdOrders.pollId, pollId));
    if (!row) throw new Error('no such poll id');
    return row.bankIdOrderRef;
  };

  /** Starts a BankID step at `url`, approves it as `personalNumber` and polls it to completion. */
  const withBankId = async (
    url: string,
    body: Record<string, unknown>,
    personalNumber: string,
    name?: string,
  ) => {
    const started = startOf(await post(url, body));
    await approve(await bankIdOrderRefOf(started.pollID), personalNumber, name);
    return { started, outcome: await poll(String(body.key), started.pollID) };
  };

  const orderRow = async (orderId: string) =>
    (await db.select().from(rtOrders).where(eq(rtOrders.id, orderId)))[0];
  const referenceRows = (orderId: string) =>
    db.select().from(rtReferences).where(eq(rtReferences.orderId, orderId)).orderBy(rtReferences.created);

  return {
    customerId,
    orderer,
    post,
    linkKeyOf,
    orderSent,
    view,
    referee,
    nominate,
    refereeAsked,
    startOf,
    poll,
    approve,
    bankIdOrderRefOf,
    withBankId,
    orderRow,
    referenceRows,
  };
};

export type LinkTestKit = Awaited<ReturnType<typeof linkTestKit>>;
