import { ANALYSIS_MESSAGES, CreditInformationResult, DataPartView, okEnvelope } from '@granska/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisTestSuite, refusal } from '../../../platform/testing/analysis-kit';
import { personalNumber } from '../../../platform/testing/consent-kit';
import { listAudit } from '../../audit/audit.service';
import { startLocalCreditsafe } from './creditsafe.test-support';

let creditsafe: Awaited<ReturnType<typeof startLocalCreditsafe>>;
beforeAll(async () => {
  creditsafe = await startLocalCreditsafe({
    username: 'GRANSKA01',
    password: 'pw-1',
    people: {
      [personalNumber(720).replace('-', '')]: {
        reports: { KREDIT: { LAST_NAME: 'Kreditsson', TOWN: 'UMEÅ', PAYMENT_REMARKS_COUNT: 0 } },
      },
    },
  });
  creditsafe.addBlocks('BAS', 'KREDIT', 'FULL');
});
afterAll(() => creditsafe.close());

const suite = analysisTestSuite('creditsafe', () => ({
  CREDIT_INFORMATION_PROVIDER: 'creditsafe',
  CREDITSAFE_URL: creditsafe.url,
  CREDITSAFE_AUTH_URL: creditsafe.url,
  CREDITSAFE_USERNAME: 'GRANSKA01',
  CREDITSAFE_PASSWORD: 'pw-1',
  CREDITSAFE_BLOCK_BASIC: 'BAS',
  CREDITSAFE_BLOCK_CREDIT: 'KREDIT',
  CREDITSAFE_BLOCK_FULL: 'FULL',
}));

const creditInformation = (jobId: string, level: string) =>
  suite.kit.call('POST', `/bulkdata/creditsafe?level=${level}`, suite.analyst.token, { jobId });
const dataParts = async (jobId: string) =>
  okEnvelope(DataPartView).parse(
    (await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, suite.analyst.token)).json(),
  ).result;

describe('credit information from Creditsafe (CREDIT_INFORMATION_PROVIDER=creditsafe)', () => {
  it('answers Creditsafe’s record, not marked as test data, and keeps it as a data part', async () => {
    const { jobId, person } = await suite.assignedJob(720);
    const response = await creditInformation(jobId, 'CREDIT');
    expect(response.statusCode, response.body).toBe(200);
    const [result] = okEnvelope(CreditInformationResult).parse(response.json()).result;
    expect(result).toMatchObject({
      level: 'CREDIT',
      testData: false,
      person: {
        personalNumber: person.SSN,
        lastName: 'Kreditsson',
        town: 'UMEÅ',
        paymentRemarks: { count: 0 },
      },
    });
    expect(await dataParts(jobId)).toEqual([
      expect.objectContaining({
        id: result?.dataPartId,
        source: 'creditsafe',
        title: 'Kreditupplysning – Kreditupplysning',
        data: { kind: 'creditInformation', level: 'CREDIT', testData: false, person: result?.person },
      }),
    ]);
    expect(creditsafe.received.at(-1)?.query).toEqual({
      searchnumber: person.SSN.replace('-', ''),
      blockname: 'KREDIT',
      language: 'sv',
    });
  });

  it('answers 404 for a person Creditsafe does not know, keeping nothing but the audit of the number sent', async () => {
    const { jobId } = await suite.assignedJob(721);
    expect(refusal(await creditInformation(jobId, 'BASIC'))).toEqual({
      statusCode: 404,
      message: ANALYSIS_MESSAGES.creditInformationNoMatch,
    });
    expect(await dataParts(jobId)).toEqual([]);
    const audit = await listAudit(suite.testApp.database.db, { actorId: suite.analyst.userId });
    expect(audit.some((row) => row.action === 'job.open' && row.entityId === jobId)).toBe(true);
  });

  it('answers 503 while Creditsafe fails', async () => {
    const { jobId } = await suite.assignedJob(722);
    creditsafe.state.failWith = 503;
    try {
      expect(refusal(await creditInformation(jobId, 'FULL'))).toEqual({
        statusCode: 503,
        message: ANALYSIS_MESSAGES.creditInformationUnreachable,
      });
    } finally {
      creditsafe.state.failWith = undefined;
    }
    expect(await dataParts(jobId)).toEqual([]);
  });
});
