import { randomUUID } from 'node:crypto';
import { ReferenceOrderView, Survey } from '@granska/domain';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accessTokenFor } from '../../platform/testing/factory';
import type { TestApp } from '../../platform/testing/test-app';
import { auditLog } from '../audit/audit.schema';
import type { CustomerDocument } from '../customers/customer-document';
import { customers } from '../customers/customers.schema';
import { type RtReferenceRow, rtOrders, rtReferences } from './reference-checks.schema';
import {
  encryptAnswers,
  encryptDeclineReason,
  encryptReferee,
  encryptRefereeSignature,
} from './reference-fields';

/** Every reference-check group (spec §6 ServiceReferenceCheck). */
export const RT_GROUPS = [
  'RTOrderer',
  'RTRecipient',
  'RTQuestionnaireCreator',
  'RTDownloadReport',
  'RTDelete',
];

export interface RefCallOptions {
  token?: string;
  body?: unknown;
}

/** Helpers for the reference service's customer-side tests of one test app. */
export const referenceTestKit = (testApp: TestApp, tag: string) => {
  const call = (url: string, options: RefCallOptions = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: `/ref${url}`,
      headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      payload: (options.body ?? {}) as object,
    });

  /** A call that must answer 200; its `result` list. */
  const ok = async <T = unknown>(url: string, token: string, body: unknown = {}): Promise<T[]> => {
    const response = await call(url, { token, body });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    const envelope = response.json();
    expect(envelope.statusCode).toBe(200);
    return envelope.result as T[];
  };

  /** A call that must be refused with `status`; its message. */
  const refused = async (url: string, status: number, token: string | undefined, body: unknown = {}) => {
    const response = await call(url, { ...(token ? { token } : {}), body });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(status);
    expect(response.json().statusCode).toBe(status);
    return response.json().message as string;
  };

  let customerCount = 0;
  /** A customer of the test's own, with reference checks unless told otherwise. */
  const customer = async (
    access: string[] = ['ReferenceCheck'],
    rtConfig?: { alternativePsText: string },
  ) => {
    customerCount += 1;
    const id = randomUUID();
    const custNo = `R${tag}${customerCount}`.slice(0, 30);
    await testApp.database.db.insert(customers).values({
      id,
      custNo,
      custName: `Referenskund ${tag} ${customerCount} AB`,
      custOrgNo: '556000-0000',
      data: { access: access as CustomerDocument['access'], ...(rtConfig ? { rtConfig } : {}) },
    });
    return { id, custNo };
  };

  let userCount = 0;
  const user = async (custNo: string | null, groups: string[]) => {
    userCount += 1;
    return accessTokenFor(testApp, { email: `user${userCount}@${tag}.example`, custNo, groups });
  };

  const question = {
    options: {
      type: 'OPTIONS',
      mandatory: true,
      question: 'Hur var samarbetet?',
      options: ['Dåligt', 'Bra', 'Mycket bra'],
    },
    slider: { type: 'SLIDER', mandatory: true, question: 'Hur punktlig var personen?' },
    freeText: { type: 'FREETEXT', mandatory: false, question: 'Något mer att tillägga?' },
  } as const;

  const surveyBody = (overrides: Record<string, unknown> = {}) => ({
    title: `Frågebatteri ${tag}`,
    description: 'Frågor till referenserna',
    surveyQuestions: [question.options, question.slider, question.freeText],
    ...overrides,
  });

  const saveTemplate = async (token: string, overrides: Record<string, unknown> = {}) =>
    Survey.parse((await ok('/survey', token, surveyBody(overrides)))[0]);

  let candidateCount = 0;
  const candidate = (overrides: Record<string, unknown> = {}) => {
    candidateCount += 1;
    return {
      name: `Kandidat ${tag} Nummer${candidateCount}`,
      email: `kandidat${candidateCount}.${tag}@kandidat.example`,
      phone: '+46701740605',
      ssn: '19850412-2394',
      ...overrides,
    };
  };

  /** A whole order (everything sending needs) for this survey and recipient. */
  const orderBody = (surveyId: string, recipient: string, overrides: Record<string, unknown> = {}) => ({
    company: 'Rekryteringsbolaget AB',
    position: `Ekonomichef ${tag}`,
    positionURL: 'https://jobb.example/ekonomichef',
    description: 'Vi söker en ekonomichef',
    surveyId,
    customerRecipients: [recipient],
    candidateInfo: candidate(),
    minReferences: 1,
    maxReferences: 3,
    ...overrides,
  });

  const saveOrder = async (token: string, body: unknown) =>
    ReferenceOrderView.parse((await ok('/order', token, body))[0]);

  /**
   * A whole world on a customer of its own: an orderer (who also receives), a recipient-only user, a
   * template, and helpers to place orders as the orderer.
   */
  const world = async () => {
    const { id: customerId, custNo } = await customer();
    const orderer = await user(custNo, [
      'ServiceReferenceCheck',
      'RTOrderer',
      'RTRecipient',
      'RTQuestionnaireCreator',
    ]);
    const recipient = await user(custNo, ['ServiceReferenceCheck', 'RTRecipient']);
    const template = await saveTemplate(orderer.token);
    const draft = (overrides: Record<string, unknown> = {}) =>
      saveOrder(orderer.token, orderBody(template.id as string, recipient.userId, overrides));
    const sent = async (overrides: Record<string, unknown> = {}) => {
      const order = await draft(overrides);
      return ReferenceOrderView.parse((await ok('/order/send', orderer.token, { id: order.id }))[0]);
    };
    return { customerId, custNo, orderer, recipient, template, draft, sent };
  };

  let refereeCount = 0;
  const kitStart = Date.now();
  /** A referee written straight into the table as the candidate's nomination would write it. */
  const insertReferee = async (
    order: { id: string; customerId: string },
    referee: {
      name?: string;
      email?: string;
      phone?: string;
      state?: RtReferenceRow['state'];
      ip?: string;
      signedName?: string;
      answers?: { freeText?: string; optionIndex: number; sliderValue?: number }[];
      declineReason?: string;
      created?: Date;
    } = {},
  ): Promise<string> => {
    const crypto = testApp.app.fieldCrypto;
    refereeCount += 1;
    const id = randomUUID();
    // One after the other (10 ms apart), so that the order they were nominated in is certain.
    const now = referee.created ?? new Date(kitStart + refereeCount * 10);
    const state = referee.state ?? 'PENDING';
    await testApp.database.db.insert(rtReferences).values({
      id,
      orderId: order.id,
      customerId: order.customerId,
      state,
      stateLog: [
        { time: now.toISOString(), state: 'CREATED' },
        ...(state === 'CREATED' ? [] : [{ time: now.toISOString(), state: 'PENDING' as const }]),
        ...(state === 'CREATED' || state === 'PENDING' ? [] : [{ time: now.toISOString(), state }]),
      ],
      ...encryptReferee(crypto, id, {
        name: referee.name ?? `Referens ${id.slice(0, 4)}`,
        relationship: 'Chef',
        email: referee.email ?? `ref.${id.slice(0, 8)}@referens.example`,
        phone: referee.phone ?? `+4670174${String(1000 + refereeCount).slice(-4)}`,
      }),
      ...encryptRefereeSignature(crypto, id, {
        ...(referee.ip ? { ip: referee.ip } : {}),
        ...(referee.signedName ? { signedName: referee.signedName } : {}),
      }),
      ...(referee.answers
        ? {
            answersEnc: encryptAnswers(
              crypto,
              id,
              referee.answers.map((a) => ({ ...a })),
            ),
          }
        : {}),
      ...(referee.declineReason
        ? { declineReasonEnc: encryptDeclineReason(crypto, id, referee.declineReason) }
        : {}),
      created: now,
    });
    return id;
  };

  /** Moves an order to a state (as the link side would), with its log entry. */
  const setOrderState = async (orderId: string, state: 'ORDERED' | 'SURVEYING' | 'DONE' | 'TIMEOUT') => {
    const [row] = await testApp.database.db.select().from(rtOrders).where(eq(rtOrders.id, orderId));
    if (!row) throw new Error(`order ${orderId} missing`);
    await testApp.database.db
      .update(rtOrders)
      .set({ state, stateLog: [...row.stateLog, { time: new Date().toISOString(), state }] })
      .where(eq(rtOrders.id, orderId));
  };

  /** The newest audit row of an action on an entity id. */
  const auditRows = (action: string, entityId: string) =>
    testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
      .orderBy(desc(auditLog.seq));

  return {
    call,
    ok,
    refused,
    customer,
    user,
    question,
    surveyBody,
    saveTemplate,
    candidate,
    orderBody,
    saveOrder,
    world,
    insertReferee,
    setOrderState,
    auditRows,
  };
};
