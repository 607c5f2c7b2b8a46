import { ANALYSIS_MESSAGES, DataPartView, JOB_MESSAGES, okEnvelope } from '@granska/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysisTestSuite, refusal } from '../../../platform/testing/analysis-kit';
import { listAudit } from '../../audit/audit.service';
import { analysisDataParts } from '../analysis.schema';

let otherAnalyst: { token: string; userId: string };
let coordinator: { token: string; userId: string };

const suite = analysisTestSuite('dataparts');
beforeAll(async () => {
  otherAnalyst = await suite.kit.user(['Analyst']);
  coordinator = await suite.kit.user(['Coordinator']);
});

const parts = (response: { json(): unknown }) => okEnvelope(DataPartView).parse(response.json()).result;

describe('data parts (POST /datapart, /datapart/populate, GET /jobs/{id}/dataparts)', () => {
  it('lets the assigned analyst write, list, read and change a part; each step is audited', async () => {
    const { jobId } = await suite.assignedJob(601);
    const created = await suite.kit.call('POST', '/datapart', suite.analyst.token, {
      jobId,
      type: 'EMPLOYER',
      title: 'Anställning hos Byggbolaget',
      text: 'Anställd 2019–2023 enligt arbetsgivaren.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const [part] = parts(created);
    expect(part).toMatchObject({
      jobId,
      source: 'manual',
      type: 'EMPLOYER',
      title: 'Anställning hos Byggbolaget',
      data: null,
      createdBy: suite.analyst.userId,
    });

    const listed = await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, suite.analyst.token);
    expect(parts(listed).map((item) => item.id)).toEqual([part?.id]);

    const changed = await suite.kit.call('POST', '/datapart', suite.analyst.token, {
      id: part?.id,
      jobId,
      type: 'EMPLOYER',
      title: 'Anställning hos Byggbolaget',
      text: 'Anställd 2019–2024 enligt arbetsgivaren.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const populated = await suite.kit.call('POST', '/datapart/populate', suite.analyst.token, {
      id: part?.id,
    });
    expect(parts(populated)[0]?.text).toBe('Anställd 2019–2024 enligt arbetsgivaren.');

    const audit = await listAudit(suite.testApp.database.db, { actorId: suite.analyst.userId });
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      ['job.open', expect.objectContaining({ via: 'datapart.create' })],
      ['datapart.create', { jobId, source: 'manual', type: 'EMPLOYER' }],
      ['job.open', expect.objectContaining({ via: 'datapart.list' })],
      ['job.open', expect.objectContaining({ via: 'datapart.update' })],
      ['datapart.update', { jobId, fields: ['text'] }],
      ['job.open', expect.objectContaining({ via: 'datapart.populate' })],
      ['datapart.read', { jobId }],
    ]);
  });

  it('keeps title and text encrypted at rest', async () => {
    const { jobId } = await suite.assignedJob(602);
    const created = await suite.kit.call('POST', '/datapart', coordinator.token, {
      jobId,
      type: 'OTHER',
      title: 'Hemlig rubrik Zebra',
      text: 'Personnummer 19850412-6020 nämns här',
    });
    expect(created.statusCode, created.body).toBe(200);
    const rows = await suite.testApp.database.db
      .select()
      .from(analysisDataParts)
      .where(eq(analysisDataParts.jobId, jobId));
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain('Zebra');
    expect(stored).not.toContain('19850412');
    expect(rows[0]?.titleEnc).toMatch(/^v1\./);
  });

  it('lets a coordinator work on any job, assigned or not', async () => {
    const { jobId } = await suite.kit.job({ serial: 603 });
    const created = await suite.kit.call('POST', '/datapart', coordinator.token, {
      jobId,
      type: 'INTERNET',
      title: 'Sökning',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(parts(created)[0]?.text).toBe('');
  });

  it('refuses an analyst the jobs of others, and customers, data collectors and strangers everything', async () => {
    const { jobId, ordererToken } = await suite.assignedJob(604);
    const created = await suite.kit.call('POST', '/datapart', suite.analyst.token, {
      jobId,
      type: 'OTHER',
      title: 'Del',
    });
    const partId = parts(created)[0]?.id;
    const dataCollector = await suite.kit.user(['DataCollector']);
    const body = { jobId, type: 'OTHER', title: 'Intrång' };

    for (const [token, status] of [
      [otherAnalyst.token, 403],
      [ordererToken, 403],
      [dataCollector.token, 403],
      [undefined, 401],
    ] as const) {
      expect((await suite.kit.call('POST', '/datapart', token, body)).statusCode).toBe(status);
      expect((await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, token)).statusCode).toBe(status);
      expect((await suite.kit.call('POST', '/datapart/populate', token, { id: partId })).statusCode).toBe(
        status,
      );
    }
    expect(refusal(await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, otherAnalyst.token)).message).toBe(
      JOB_MESSAGES.notAssignedToYou,
    );
    // Nothing was written by the refused calls.
    const listed = await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, suite.analyst.token);
    expect(parts(listed)).toHaveLength(1);
  });

  it('answers 404 for unknown jobs and parts, a part of another job, and a job of a service staff do not work', async () => {
    const { jobId } = await suite.assignedJob(605);
    const other = await suite.assignedJob(606);
    const created = await suite.kit.call('POST', '/datapart', suite.analyst.token, {
      jobId: other.jobId,
      type: 'OTHER',
      title: 'A',
    });
    const otherPartId = parts(created)[0]?.id;
    const hidden = await suite.kit.copyAsOtherService(jobId);

    expect((await suite.kit.call('GET', '/jobs/no-such-job/dataparts', suite.analyst.token)).statusCode).toBe(
      404,
    );
    expect((await suite.kit.call('GET', `/jobs/${hidden}/dataparts`, coordinator.token)).statusCode).toBe(
      404,
    );
    expect(
      refusal(
        await suite.kit.call('POST', '/datapart/populate', suite.analyst.token, { id: 'no-such-part' }),
      ),
    ).toEqual({
      statusCode: 404,
      message: ANALYSIS_MESSAGES.dataPartNotFound,
    });
    const moved = await suite.kit.call('POST', '/datapart', suite.analyst.token, {
      id: otherPartId,
      jobId,
      type: 'OTHER',
      title: 'B',
    });
    expect(refusal(moved)).toEqual({ statusCode: 404, message: ANALYSIS_MESSAGES.dataPartNotFound });
  });

  it('asks for the security policy before the first open of person data', async () => {
    const { jobId } = await suite.kit.job({ serial: 607 });
    const newcomer = await suite.kit.user(['Analyst'], { approvePolicy: false });
    await suite.kit.assign(jobId, newcomer.userId);
    expect(refusal(await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, newcomer.token))).toEqual({
      statusCode: 403,
      message: JOB_MESSAGES.policyNotApproved,
    });
  });

  it('reads but does not change the parts of a job before consent or after the report', async () => {
    const pending = await suite.kit.job({ serial: 608, accepted: false });
    await suite.kit.assign(pending.jobId, suite.analyst.userId);
    const before = await suite.kit.call('POST', '/datapart', suite.analyst.token, {
      jobId: pending.jobId,
      type: 'OTHER',
      title: 'Tidigt',
    });
    expect(refusal(before)).toEqual({ statusCode: 409, message: ANALYSIS_MESSAGES.jobClosed });

    const { jobId } = await suite.assignedJob(609);
    await suite.kit.call('POST', '/datapart', suite.analyst.token, { jobId, type: 'OTHER', title: 'Del' });
    await suite.kit.setState(jobId, 'APPROVED');
    expect(
      (
        await suite.kit.call('POST', '/datapart', suite.analyst.token, {
          jobId,
          type: 'OTHER',
          title: 'Sent',
        })
      ).statusCode,
    ).toBe(409);
    expect(parts(await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, suite.analyst.token))).toHaveLength(
      1,
    );
  });

  it('refuses bad input with a Swedish message and writes nothing', async () => {
    const { jobId } = await suite.assignedJob(610);
    const noTitle = await suite.kit.call('POST', '/datapart', suite.analyst.token, {
      jobId,
      type: 'OTHER',
      title: '  ',
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().issues).toEqual([{ path: 'body.title', message: ANALYSIS_MESSAGES.titleMissing }]);
    expect(
      (await suite.kit.call('POST', '/datapart', suite.analyst.token, { jobId, type: 'SECRET', title: 'A' }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await suite.kit.call('POST', '/datapart', suite.analyst.token, {
          jobId,
          type: 'OTHER',
          title: 'A',
          text: 'x'.repeat(50_001),
        })
      ).statusCode,
    ).toBe(400);
    expect(parts(await suite.kit.call('GET', `/jobs/${jobId}/dataparts`, suite.analyst.token))).toEqual([]);
  });
});
