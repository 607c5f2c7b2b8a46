import { BankIdStarted, okEnvelope } from '@granska/domain';
import { expect } from 'vitest';
import type { AuditSamples, AuditWalkWorld } from '../../platform/testing/audit-walk';
import { clearanceTestKit } from '../../platform/testing/clearance-kit';
import { listenForBankId } from '../../platform/testing/consent-kit';
import type { TestApp } from '../../platform/testing/test-app';

// One kit per app, each sample a person of its own (BankID allows one order per person at a time);
// numbered far from the survey tests' people.
const kits = new WeakMap<TestApp, ReturnType<typeof clearanceTestKit>>();

const post = (world: AuditWalkWorld, url: string, body: unknown) =>
  world.testApp.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object });

/** A clearance sent as a survey, with answers saved when asked (every answer "Nej" or a text). */
const surveySent = async (
  world: AuditWalkWorld,
  options: { answered: boolean; skipSurveySigning?: boolean },
) => {
  await listenForBankId(world.testApp);
  let kit = kits.get(world.testApp);
  if (!kit) {
    kit = clearanceTestKit(world.testApp, { firstPerson: 800 });
    kits.set(world.testApp, kit);
  }
  const sent = await kit.sendClearance({
    scsQuestionIds: ['SCS_CITIZENSHIP', 'SCS_DEBTS'],
    skipSurveySigning: options.skipSurveySigning ?? false,
  });
  if (options.answered) {
    const saved = await post(world, '/clearance-survey/answers', {
      surveyKey: sent.key,
      answers: [{ freeText: 'Svenskt', optionIndex: -1 }, { optionIndex: 1 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return sent;
};

export const samples: AuditSamples = {
  'POST /clearance-survey/answers': async (world) => {
    const { key } = await surveySent(world, { answered: false });
    return {
      body: { surveyKey: key, answers: [{ freeText: 'Svenskt', optionIndex: -1 }, { optionIndex: 1 }] },
    };
  },
  'POST /clearance-survey/submit': async (world) => {
    const { key } = await surveySent(world, { answered: true, skipSurveySigning: true });
    return { body: { surveyKey: key } };
  },
  'POST /clearance-survey/bankid/sign': async (world) => {
    const { key } = await surveySent(world, { answered: true });
    return { body: { surveyKey: key, restart: false } };
  },
  'POST /clearance-survey/bankid/collect': async (world) => {
    const { key, person } = await surveySent(world, { answered: true });
    const started = await post(world, '/clearance-survey/bankid/sign', { surveyKey: key });
    expect(started.statusCode, started.body).toBe(200);
    const { orderRef } = okEnvelope(BankIdStarted).parse(started.json()).result[0] as BankIdStarted;
    const signed = await world.testApp.app.inject({
      method: 'POST',
      url: `/dev/bankid/orders/${orderRef}/complete`,
      payload: { personalNumber: person.ssn },
    });
    expect(signed.statusCode, signed.body).toBe(200);
    return { body: { surveyKey: key, orderRef } };
  },
};
