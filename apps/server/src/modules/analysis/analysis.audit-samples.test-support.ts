import { type AuditSamples, type AuditWalkWorld, createdIdOf } from '../../platform/testing/audit-walk';
import { insertJobOfItsOwn } from '../../platform/testing/factory';
import { staffTestKit } from '../../platform/testing/staff-kit';
import { SAMPLE_FILES } from './attachments/attachment-samples.test-support';

/** An analyst who approved the security policy, and a job under analysis assigned to it. */
const analysedJob = async (world: AuditWalkWorld) => {
  const tag = world.tag();
  const analyst = await staffTestKit(world.testApp, tag).staff(['Analyst']);
  const jobId = await insertJobOfItsOwn(world.testApp, tag, {
    currState: 'ANALYSING',
    staffId: analyst.userId,
  });
  return { token: analyst.token, jobId };
};

const upload = (jobId: string) => ({
  jobId,
  name: SAMPLE_FILES.png.name,
  type: SAMPLE_FILES.png.type,
  data: SAMPLE_FILES.png.bytes.toString('base64'),
});

export const samples: AuditSamples = {
  'POST /datapart': async (world) => {
    const { token, jobId } = await analysedJob(world);
    return { token, body: { jobId, type: 'EMPLOYER', title: 'Anställning hos Byggbolaget', text: '' } };
  },
  'POST /bulkdata/creditsafe': async (world) => {
    const { token, jobId } = await analysedJob(world);
    return { token, query: { level: 'BASIC' }, body: { jobId } };
  },
  'POST /bulkdata/actapublica': async (world) => {
    const { token, jobId } = await analysedJob(world);
    return { token, body: { jobId } };
  },
  'POST /jobs/{id}/risc': async (world) => {
    const { token, jobId } = await analysedJob(world);
    return {
      token,
      params: { id: jobId },
      body: { overallGrade: 3, lawGrade: 1, economyGrade: 4, companyGrade: null, internetGrade: 2 },
    };
  },
  'POST /attachment': async (world) => {
    const { token, jobId } = await analysedJob(world);
    return { token, body: upload(jobId) };
  },
  'POST /attachment/delete': async (world) => {
    const { token, jobId } = await analysedJob(world);
    return { token, body: { id: await createdIdOf(world, '/attachment', { token, body: upload(jobId) }) } };
  },
};
