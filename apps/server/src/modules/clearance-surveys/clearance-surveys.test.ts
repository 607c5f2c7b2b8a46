import {
  BankIdStarted,
  ClearanceSigningResult,
  ClearanceSurveyDone,
  ClearanceSurveyView,
  okEnvelope,
  StaffClearanceSurveyView,
} from '@granska/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clearanceTestKit } from '../../platform/testing/clearance-kit';
import { listenForBankId } from '../../platform/testing/consent-kit';
import { staffTestKit } from '../../platform/testing/staff-kit';
import { testAppForFile } from '../../platform/testing/test-app';
import { auditLog } from '../audit/audit.schema';
import { bkJobs } from '../orders';
import { scSurveys } from './clearance-surveys.schema';
import { deleteSurveyOfCase } from './survey-deletion';

const testApp = testAppForFile();
const kit = clearanceTestKit(testApp);

beforeAll(async () => {
  await listenForBankId(testApp);
});

const post = (url: string, body: unknown) =>
  testApp.app.inject({ method: 'POST', url: `/api${url}`, payload: body as object });

const okItem = <T>(
  schema: { parse(value: unknown): T },
  response: { statusCode: number; body: string; json(): unknown },
) => {
  expect(response.statusCode, response.body).toBe(200);
  return (okEnvelope(schema as never).parse(response.json()).result as T[])[0] as T;
};

const jobRow = async (id: string) => {
  const [row] = await testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, id));
  if (!row) throw new Error('job gone');
  return row;
};

const TWO_QUESTIONS = ['SCS_CITIZENSHIP', 'SCS_DEBTS'];
const ANSWERS_WITH_A_FLAG = [{ freeText: 'Svenskt och norskt', optionIndex: -1 }, { optionIndex: 0 }];

/** Signs the saved answers as `ssn` with the local BankID server's tester, and collects once. */
const signAs = async (surveyKey: string, ssn: string) => {
  const { orderRef } = okItem(BankIdStarted, await post('/clearance-survey/bankid/sign', { surveyKey }));
  const approved = await testApp.app.inject({
    method: 'POST',
    url: `/dev/bankid/orders/${orderRef}/complete`,
    payload: { personalNumber: ssn },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { orderRef, collected: await post('/clearance-survey/bankid/collect', { surveyKey, orderRef }) };
};

describe('sending the survey when a clearance enters JOB_SURVEYING', () => {
  it("opens the survey with the customer's questions and sends the link by e-mail and SMS", async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: ['SCS_DEBTS', 'SCS_CITIZENSHIP'] });
    const messages = await kit.surveyMessagesTo(sent.person.email);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.subject).toContain('Säkerhetsprövning');
    expect(messages[0]?.body).toContain(`${testApp.config.publicUrl}/scs/${sent.key}`);
    const sms = await kit.surveyMessagesTo(sent.person.phone);
    expect(sms[0]?.body).toContain(`/scs/${sent.key}`);
    // No name or personal number in messages that may reach the wrong inbox.
    expect(messages[0]?.body).not.toContain(sent.person.name);

    const view = okItem(
      ClearanceSurveyView,
      await post('/clearance-survey/populate', { surveyKey: sent.key }),
    );
    expect(view).toMatchObject({
      personName: sent.person.name,
      answers: [],
      signingRequired: true,
    });
    expect(view.customerName).toMatch(/^Säkerhetskunden/);
    expect(view.questions.map((question) => question.id)).toEqual(['SCS_DEBTS', 'SCS_CITIZENSHIP']);
    const job = await jobRow(sent.job.id);
    expect(view.deadline).toBe(job.deadline?.toISOString());
    expect(job.deadline).not.toBeNull();
    expect(job.scDetails?.surveyId).toEqual(expect.any(String));

    // The work runs at least once: a second run sends nothing more.
    await kit.runSurveyWork();
    expect(await kit.surveyMessagesTo(sent.person.email)).toHaveLength(1);
  });

  it('asks every question of the catalogue when the customer chose none', async () => {
    const sent = await kit.sendClearance();
    const view = okItem(
      ClearanceSurveyView,
      await post('/clearance-survey/populate', { surveyKey: sent.key }),
    );
    expect(view.questions.length).toBeGreaterThanOrEqual(8);
  });
});

describe('the answers', () => {
  it("refuses missing answers with 'Svar saknas' for each question left unanswered", async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS });
    const response = await post('/clearance-survey/answers', {
      surveyKey: sent.key,
      answers: [{ freeText: '   ', optionIndex: -1 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Svar saknas',
      issues: [
        { path: 'body.answers.0', message: 'Svar saknas' },
        { path: 'body.answers.1', message: 'Svar saknas' },
      ],
    });
    const tooMany = await post('/clearance-survey/answers', {
      surveyKey: sent.key,
      answers: [...ANSWERS_WITH_A_FLAG, { optionIndex: 1 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Svaren passar inte enkätens frågor');
  });

  it('keeps the answers encrypted and shows them again through the link', async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS });
    const view = okItem(
      ClearanceSurveyView,
      await post('/clearance-survey/answers', { surveyKey: sent.key, answers: ANSWERS_WITH_A_FLAG }),
    );
    expect(view.answers).toEqual([{ freeText: 'Svenskt och norskt', optionIndex: -1 }, { optionIndex: 0 }]);
    const dump = JSON.stringify(await testApp.database.db.execute('select * from sc_surveys'));
    expect(dump).not.toContain('Svenskt och norskt');
  });
});

describe('signing and handing in', () => {
  it('refuses to sign before the answers are saved', async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS });
    const response = await post('/clearance-survey/bankid/sign', { surveyKey: sent.key });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Svara på alla frågor innan du skickar in');
  });

  it('signed with BankID, the survey is handed in, the job goes to ANALYSING and the link closes', async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS });
    await post('/clearance-survey/answers', { surveyKey: sent.key, answers: ANSWERS_WITH_A_FLAG });
    const submit = await post('/clearance-survey/submit', { surveyKey: sent.key });
    expect(submit.statusCode).toBe(409);
    expect(submit.json().message).toBe('Svaren ska skrivas under med BankID');

    const { orderRef, collected } = await signAs(sent.key, sent.person.ssn);
    const result = okItem(ClearanceSigningResult, collected);
    expect(result).toMatchObject({ status: 'complete', done: { signed: true } });

    const job = await jobRow(sent.job.id);
    expect(job.currState).toBe('ANALYSING');
    expect(job.jobStateLog.at(-1)?.state).toBe('ANALYSING');
    expect(job.scDetails).toMatchObject({ flags: 1, surveyId: expect.any(String) });

    // A second poll of the same order (a retry, a race) is answered complete again.
    const again = okItem(
      ClearanceSigningResult,
      await post('/clearance-survey/bankid/collect', { surveyKey: sent.key, orderRef }),
    );
    expect(again.status).toBe('complete');

    const closed = await post('/clearance-survey/populate', { surveyKey: sent.key });
    expect(closed.statusCode).toBe(404);
    expect(closed.json().message).toBe('Länken är ogiltig eller har gått ut');
    const late = await post('/clearance-survey/answers', {
      surveyKey: sent.key,
      answers: ANSWERS_WITH_A_FLAG,
    });
    expect(late.statusCode).toBe(404);

    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'clearance-survey.complete'),
          eq(auditLog.entityId, job.scDetails?.surveyId ?? ''),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain(sent.person.ssn);
  });

  it('a signature by someone else hands nothing in', async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS });
    await post('/clearance-survey/answers', { surveyKey: sent.key, answers: ANSWERS_WITH_A_FLAG });
    // BankID (and the local server) refuses a signature by anyone but the person the order names.
    const { collected } = await signAs(sent.key, '199001012385');
    expect(collected.statusCode).toBe(409);
    expect(collected.json()).toMatchObject({ bankIdCode: '70203' });
    expect((await jobRow(sent.job.id)).currState).toBe('JOB_SURVEYING');
  });

  it('without signing (skipSurveySigning), handing in completes the survey', async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS, skipSurveySigning: true });
    const view = okItem(
      ClearanceSurveyView,
      await post('/clearance-survey/populate', { surveyKey: sent.key }),
    );
    expect(view.signingRequired).toBe(false);
    const early = await post('/clearance-survey/submit', { surveyKey: sent.key });
    expect(early.statusCode).toBe(409);
    await post('/clearance-survey/answers', {
      surveyKey: sent.key,
      answers: [{ freeText: 'Svenskt', optionIndex: -1 }, { optionIndex: 1 }],
    });
    const sign = await post('/clearance-survey/bankid/sign', { surveyKey: sent.key });
    expect(sign.statusCode).toBe(409);
    expect(sign.json().message).toBe('Svaren skickas in utan underskrift');

    const done = okItem(ClearanceSurveyDone, await post('/clearance-survey/submit', { surveyKey: sent.key }));
    expect(done.signed).toBe(false);
    const job = await jobRow(sent.job.id);
    expect(job.currState).toBe('ANALYSING');
    expect(job.scDetails?.flags).toBe(0);
    expect((await post('/clearance-survey/submit', { surveyKey: sent.key })).statusCode).toBe(404);
  });
});

describe("a finished case's deletion", () => {
  it('deletes the survey, its answers and signature, and counts them on the certificate', async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS, skipSurveySigning: true });
    await post('/clearance-survey/answers', {
      surveyKey: sent.key,
      answers: [{ freeText: 'Svenskt', optionIndex: -1 }, { optionIndex: 1 }],
    });
    const counted: [string, number][] = [];
    await testApp.database.db.transaction((tx) =>
      deleteSurveyOfCase(tx, {
        jobId: sent.job.id,
        orderId: sent.job.orderId,
        customerId: sent.job.customerId,
        service: 'SECURITY_CLEARANCE',
        deleted: (category, count) => counted.push([category, count]),
        removeFiles: () => undefined,
      }),
    );
    expect(counted).toEqual([['surveyAnswers', 1]]);
    expect(
      await testApp.database.db.select().from(scSurveys).where(eq(scSurveys.jobId, sent.job.id)),
    ).toEqual([]);
    expect((await post('/clearance-survey/populate', { surveyKey: sent.key })).statusCode).toBe(404);
  });
});

describe('links that do not lead to a survey', () => {
  it('an unknown key answers 404 with the Swedish message', async () => {
    const response = await post('/clearance-survey/populate', { surveyKey: 'x'.repeat(43) });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Länken är ogiltig eller har gått ut');
  });

  it('a key never reveals or collects another survey', async () => {
    const mine = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS });
    const other = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS });
    await post('/clearance-survey/answers', { surveyKey: other.key, answers: ANSWERS_WITH_A_FLAG });
    const { orderRef } = okItem(
      BankIdStarted,
      await post('/clearance-survey/bankid/sign', { surveyKey: other.key }),
    );

    const view = okItem(
      ClearanceSurveyView,
      await post('/clearance-survey/populate', { surveyKey: mine.key }),
    );
    expect(view.personName).toBe(mine.person.name);
    expect(view.answers).toEqual([]);
    const collect = await post('/clearance-survey/bankid/collect', { surveyKey: mine.key, orderRef });
    expect(collect.statusCode).toBe(404);
    expect(collect.json().message).toBe('BankID-ordern hör inte till denna enkät');
    expect(collect.body).not.toContain(other.person.name);
    expect((await jobRow(other.job.id)).currState).toBe('JOB_SURVEYING');
  });

  it('a survey whose job left JOB_SURVEYING some other way is closed', async () => {
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS });
    await testApp.database.db.update(bkJobs).set({ currState: 'ARCHIVED' }).where(eq(bkJobs.id, sent.job.id));
    expect((await post('/clearance-survey/populate', { surveyKey: sent.key })).statusCode).toBe(404);
  });
});

describe("the analyst's view of the answers", () => {
  it('shows each answer with its question and flag, as an audited read, to staff only', async () => {
    const staff = staffTestKit(testApp, 'scs');
    const analyst = await staff.staff(['Analyst']);
    const sent = await kit.sendClearance({ scsQuestionIds: TWO_QUESTIONS, flagLimit: 1 });
    const url = `/jobs/${sent.job.id}/clearance-survey`;
    // Analysts read the jobs assigned to them.
    await testApp.database.db
      .update(bkJobs)
      .set({ staffId: analyst.userId })
      .where(eq(bkJobs.id, sent.job.id));

    const waiting = okItem(StaffClearanceSurveyView, await staff.call('GET', url, analyst.token));
    expect(waiting).toMatchObject({ state: 'OPEN', answers: [], completedAt: null });

    await post('/clearance-survey/answers', { surveyKey: sent.key, answers: ANSWERS_WITH_A_FLAG });
    await signAs(sent.key, sent.person.ssn);
    const read = okItem(StaffClearanceSurveyView, await staff.call('GET', url, analyst.token));
    expect(read).toMatchObject({ state: 'DONE', flags: 1, flagLimit: 1, signingRequired: true });
    expect(read.signedAt).not.toBeNull();
    expect(read.answers).toEqual([
      expect.objectContaining({
        questionId: 'SCS_CITIZENSHIP',
        freeText: 'Svenskt och norskt',
        flagged: false,
      }),
      expect.objectContaining({ questionId: 'SCS_DEBTS', option: { sv: 'Ja', en: 'Yes' }, flagged: true }),
    ]);
    const opened = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.open'), eq(auditLog.entityId, sent.job.id)));
    expect(opened.map((row) => (row.details as { via?: string }).via)).toContain('clearance-survey.read');

    const customerUser = await staff.user(['ServiceProtectiveSecurity', 'PSSecurityManager'], '1001');
    expect((await staff.call('GET', url, customerUser.token)).statusCode).toBe(403);
    expect((await staff.call('GET', url)).statusCode).toBe(401);
  });

  it('a job without a survey answers 404', async () => {
    const staff = staffTestKit(testApp, 'scs2');
    const coordinator = await staff.staff(['Coordinator']);
    const { job } = await kit.insertCreatedClearance();
    const response = await staff.call('GET', `/jobs/${job.id}/clearance-survey`, coordinator.token);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Ärendet har ingen enkät');
  });
});
