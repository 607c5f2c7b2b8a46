import { ANALYSIS_MESSAGES, okEnvelope, RiskGradesView } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analysisTestSuite, refusal } from '../../../platform/testing/analysis-kit';
import { listAudit } from '../../audit/audit.service';
import { bkJobs } from '../../orders/orders.schema';

const suite = analysisTestSuite('risc');

const GRADES = { overallGrade: 3, lawGrade: 1, economyGrade: 4, companyGrade: null, internetGrade: 2 };
const grades = (response: { json(): unknown }) => okEnvelope(RiskGradesView).parse(response.json()).result[0];

describe('risk grades (GET and POST /jobs/{id}/risc)', () => {
  it('starts ungraded, keeps what the assigned analyst sets, and audits the changed fields', async () => {
    const { jobId } = await suite.kit.job({ serial: 801 });
    await suite.kit.assign(jobId, suite.analyst.userId);
    expect(grades(await suite.kit.call('GET', `/jobs/${jobId}/risc`, suite.analyst.token))).toEqual({
      jobId,
      overallGrade: null,
      lawGrade: null,
      economyGrade: null,
      companyGrade: null,
      internetGrade: null,
    });
    const saved = await suite.kit.call('POST', `/jobs/${jobId}/risc`, suite.analyst.token, GRADES);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(grades(saved)).toEqual({ jobId, ...GRADES });
    expect(grades(await suite.kit.call('GET', `/jobs/${jobId}/risc`, suite.analyst.token))).toEqual({
      jobId,
      ...GRADES,
    });

    const [row] = await suite.testApp.database.db.select().from(bkJobs).where(eq(bkJobs.id, jobId));
    expect(row?.riscGrades).toEqual(GRADES);
    const audit = await listAudit(suite.testApp.database.db, { action: 'job.risc-grades', entityId: jobId });
    expect(audit.map((entry) => entry.details)).toEqual([
      { fields: ['overallGrade', 'lawGrade', 'economyGrade', 'internetGrade'] },
    ]);
  });

  it('lets a coordinator grade any job', async () => {
    const { jobId } = await suite.kit.job({ serial: 802 });
    const coordinator = await suite.kit.user(['Coordinator']);
    expect((await suite.kit.call('POST', `/jobs/${jobId}/risc`, coordinator.token, GRADES)).statusCode).toBe(
      200,
    );
  });

  it('refuses grades off the 1–5 scale, missing grades and unknown jobs', async () => {
    const { jobId } = await suite.kit.job({ serial: 803 });
    await suite.kit.assign(jobId, suite.analyst.userId);
    for (const body of [
      { ...GRADES, overallGrade: 6 },
      { ...GRADES, lawGrade: 0 },
      { ...GRADES, economyGrade: 2.5 },
      { ...GRADES, internetGrade: '3' },
      { overallGrade: 3 },
    ]) {
      expect(
        (await suite.kit.call('POST', `/jobs/${jobId}/risc`, suite.analyst.token, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    expect(
      grades(await suite.kit.call('GET', `/jobs/${jobId}/risc`, suite.analyst.token))?.overallGrade,
    ).toBeNull();
    expect((await suite.kit.call('GET', '/jobs/no-such-job/risc', suite.analyst.token)).statusCode).toBe(404);
  });

  it('refuses other analysts, customers and data collectors, and changes after the report', async () => {
    const { jobId, ordererToken } = await suite.kit.job({ serial: 804 });
    await suite.kit.assign(jobId, suite.analyst.userId);
    const other = await suite.kit.user(['Analyst']);
    const dataCollector = await suite.kit.user(['DataCollector']);
    for (const token of [other.token, ordererToken, dataCollector.token]) {
      expect((await suite.kit.call('GET', `/jobs/${jobId}/risc`, token)).statusCode).toBe(403);
      expect((await suite.kit.call('POST', `/jobs/${jobId}/risc`, token, GRADES)).statusCode).toBe(403);
    }
    await suite.kit.setState(jobId, 'APPROVED');
    expect(refusal(await suite.kit.call('POST', `/jobs/${jobId}/risc`, suite.analyst.token, GRADES))).toEqual(
      {
        statusCode: 409,
        message: ANALYSIS_MESSAGES.jobClosed,
      },
    );
    expect((await suite.kit.call('GET', `/jobs/${jobId}/risc`, suite.analyst.token)).statusCode).toBe(200);
  });
});
