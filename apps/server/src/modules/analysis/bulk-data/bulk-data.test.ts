import {
  ANALYSIS_MESSAGES,
  CourtRecordsResult,
  CreditInformationResult,
  DataPartView,
  okEnvelope,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analysisTestSuite, refusal } from '../../../platform/testing/analysis-kit';
import { listAudit } from '../../audit/audit.service';
import { analysisDataParts } from '../analysis.schema';

const suite = analysisTestSuite('bulkdata');

const creditInformation = (jobId: string, level: string, token = suite.analyst.token) =>
  suite.kit.call('POST', `/bulkdata/creditsafe?level=${level}`, token, { jobId });

describe('credit information (POST /bulkdata/creditsafe?level)', () => {
  it('answers the person record of the job’s person, marked as test data, and keeps it as a data part', async () => {
    const { jobId, person } = await suite.assignedJob(701);
    const response = await creditInformation(jobId, 'FULL');
    expect(response.statusCode, response.body).toBe(200);
    const [result] = okEnvelope(CreditInformationResult).parse(response.json()).result;
    expect(result).toMatchObject({ level: 'FULL', testData: true, person: { personalNumber: person.SSN } });
    expect(result?.person.publicClaims?.length).toBeGreaterThan(0);
    expect(result?.person.addressHistory?.length).toBeGreaterThan(0);

    const [part] = okEnvelope(DataPartView).parse(
      (await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, suite.analyst.token)).json(),
    ).result;
    expect(part).toMatchObject({
      id: result?.dataPartId,
      source: 'creditsafe',
      type: 'ECONOMY',
      title: 'Kreditupplysning – Fullständig',
      data: { kind: 'creditInformation', level: 'FULL', testData: true, person: result?.person },
    });

    // The same person answers the same record again; nothing of it is readable in the database.
    const again = okEnvelope(CreditInformationResult).parse((await creditInformation(jobId, 'FULL')).json());
    expect(again.result[0]?.person).toEqual(result?.person);
    const rows = await suite.testApp.database.db
      .select()
      .from(analysisDataParts)
      .where(eq(analysisDataParts.jobId, jobId));
    expect(rows).toHaveLength(2);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(person.SSN);
    expect(stored).not.toContain(person.SSN.replace('-', ''));
    expect(stored).not.toContain(result?.person.lastName ?? 'never');
  });

  it('gives less at a lower level', async () => {
    const { jobId } = await suite.assignedJob(705);
    const basic = okEnvelope(CreditInformationResult).parse((await creditInformation(jobId, 'BASIC')).json());
    expect(basic.result[0]?.person.paymentRemarks).toBeUndefined();
    const credit = okEnvelope(CreditInformationResult).parse(
      (await creditInformation(jobId, 'CREDIT')).json(),
    );
    expect(credit.result[0]?.person.paymentRemarks).toBeDefined();
    expect(credit.result[0]?.person.addressHistory).toBeUndefined();
  });

  it('refuses an unknown or missing level', async () => {
    const { jobId } = await suite.assignedJob(706);
    expect((await creditInformation(jobId, 'EVERYTHING')).statusCode).toBe(400);
    expect(
      (await suite.kit.call('POST', '/bulkdata/creditsafe', suite.analyst.token, { jobId })).statusCode,
    ).toBe(400);
  });

  it('audits that the personal number was sent out, and the part that was kept', async () => {
    const { jobId } = await suite.assignedJob(707);
    const auditor = await suite.kit.user(['Analyst']);
    await suite.kit.assign(jobId, auditor.userId);
    await creditInformation(jobId, 'BASIC', auditor.token);
    const audit = await listAudit(suite.testApp.database.db, { actorId: auditor.userId });
    expect(audit.map((row) => row.action)).toEqual(['job.open', 'job.open', 'datapart.create']);
    expect(audit[2]?.details).toEqual({ jobId, source: 'creditsafe', type: 'ECONOMY' });
  });
});

describe('court records (POST /bulkdata/actapublica)', () => {
  it('answers the spec’s message and records and keeps them as a data part', async () => {
    const { jobId } = await suite.assignedJob(710);
    const response = await suite.kit.call('POST', '/bulkdata/actapublica', suite.analyst.token, { jobId });
    expect(response.statusCode, response.body).toBe(200);
    const [result] = okEnvelope(CourtRecordsResult).parse(response.json()).result;
    expect(result?.testData).toBe(true);
    expect(result?.records.length).toBeGreaterThanOrEqual(2);
    expect(result?.message).toBe(`${result?.records.length} träffar`);
    const [part] = okEnvelope(DataPartView).parse(
      (await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, suite.analyst.token)).json(),
    ).result;
    expect(part).toMatchObject({
      source: 'actapublica',
      type: 'LAW',
      data: { kind: 'courtRecords', records: result?.records },
    });
  });

  it('answers "Inga träffar" for a clean person', async () => {
    const { jobId } = await suite.assignedJob(711);
    const response = await suite.kit.call('POST', '/bulkdata/actapublica', suite.analyst.token, { jobId });
    expect(response.json().result[0]).toMatchObject({ message: 'Inga träffar', records: [] });
  });
});

describe('who may fetch bulk data, and when', () => {
  it('refuses other analysts, customers and data collectors, and jobs not under analysis', async () => {
    const { jobId, ordererToken } = await suite.assignedJob(712);
    const other = await suite.kit.user(['Analyst']);
    const dataCollector = await suite.kit.user(['DataCollector']);
    for (const [token, status] of [
      [other.token, 403],
      [ordererToken, 403],
      [dataCollector.token, 403],
    ] as const) {
      expect((await creditInformation(jobId, 'FULL', token)).statusCode).toBe(status);
      expect((await suite.kit.call('POST', '/bulkdata/actapublica', token, { jobId })).statusCode).toBe(
        status,
      );
    }
    expect((await creditInformation('no-such-job', 'FULL')).statusCode).toBe(404);

    const pending = await suite.kit.job({ serial: 713, accepted: false });
    await suite.kit.assign(pending.jobId, suite.analyst.userId);
    expect(refusal(await creditInformation(pending.jobId, 'FULL'))).toEqual({
      statusCode: 409,
      message: ANALYSIS_MESSAGES.jobClosed,
    });
    await suite.kit.setState(jobId, 'PENDING_APPROVAL');
    expect(
      (await suite.kit.call('POST', '/bulkdata/actapublica', suite.analyst.token, { jobId })).statusCode,
    ).toBe(409);
    const rows = await suite.testApp.database.db
      .select()
      .from(analysisDataParts)
      .where(eq(analysisDataParts.jobId, jobId));
    expect(rows).toEqual([]);
  });
});
