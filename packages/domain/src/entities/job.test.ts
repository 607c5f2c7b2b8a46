import { describe, expect, it } from 'vitest';
import { type DeadlineJob, jobDeadline } from '../deadlines';
import type { WorkQueueJob } from '../work-queues';
import { BackgroundCheckOrder, Job } from './job';

const job = {
  id: 'j-1',
  orderId: 'o-1',
  customerId: 'c-1',
  staffId: 'analyst-1',
  assignments: [{ fromUser: 'coordinator-1', toUser: 'analyst-1', time: '2026-01-05T08:00:00Z' }],
  jobStateLog: [
    { time: '2026-01-05T08:00:00Z', state: 'CREATED' },
    { time: '2026-01-05T09:00:00Z', state: 'PENDING_CONSENT' },
    { time: '2026-01-05T10:00:00Z', state: 'ANALYSING', assignedAnalyst: 'analyst-1' },
  ],
  consents: [
    {
      createTime: '2026-01-05T09:00:00Z',
      time: '2026-01-05T10:00:00Z',
      approved: true,
      state: 'CsntAccepted',
      consentType: 'JobStart',
      consentKey: 'k-1',
      fetchStatus: 'OK',
    },
  ],
  currState: 'ANALYSING',
  prevState: 'PENDING_CONSENT',
  createTime: '2026-01-05T08:00:00Z',
  service: 'COWORKER',
  gender: 'FEMALE',
  type: 'INDIVIDUAL',
  screeningCheckpoints: [{ checkpoint: 'DRIVERSLICENSE', checked: true }],
  collectedDataStatus: 'SAVED',
  lfdDetails: { parentOrderId: 'o-0', sequenceNumber: 2, followUpLfdCheckPoints: ['SANCTIONLIST'] },
  scDetails: { surveyId: 's-1', flags: 1, skipSurveySigning: false },
  schedules: [
    { scheduleId: 'sch-1', activationTime: '2026-02-01T08:00:00Z', scheduleType: 'SCHEDULE_FOLLOW_UP' },
  ],
  spiDetails: { spiLeaderId: 'spi-1', date: '2026-01-20T09:00:00Z', spiType: 'DIGITAL', assignments: [] },
  riscGrades: { overallGrade: 2, lawGrade: 1, economyGrade: 3, companyGrade: 1, internetGrade: 2 },
  flag: true,
  SSN: '19900101-0017',
  webhookURL: 'https://example.se/hook',
};

describe('Job', () => {
  it('parses a job with every sub-object', () => {
    const parsed = Job.parse(job);
    expect(parsed.jobStateLog?.[2]).toEqual({
      time: '2026-01-05T10:00:00Z',
      state: 'ANALYSING',
      assignedAnalyst: 'analyst-1',
    });
    expect(parsed.spiDetails?.spiType).toBe('DIGITAL');
    expect(parsed.schedules?.[0]?.scheduleType).toBe('SCHEDULE_FOLLOW_UP');
  });

  it('is what the deadline and work-queue rules take', () => {
    const parsed: Job = Job.parse(job);
    const forDeadline: DeadlineJob = parsed;
    const forQueue: WorkQueueJob = parsed;
    expect(jobDeadline(forDeadline)).toBeInstanceOf(Date);
    expect(forQueue.staffId).toBe('analyst-1');
  });

  it('accepts a partial job', () => {
    expect(Job.parse({ currState: 'CREATED' })).toEqual({ currState: 'CREATED' });
  });

  it.each([
    [{ currState: 'DONE' }],
    [{ service: 'LFD' }],
    [{ jobStateLog: [{ state: 'CREATED' }] }],
    [{ jobStateLog: [{ time: 'later', state: 'CREATED' }] }],
    [{ consents: [{ state: 'Accepted' }] }],
    [{ consents: [{ consentType: 'Start' }] }],
    [{ spiDetails: { spiType: 'PHONE' } }],
    [{ schedules: [{ scheduleType: 'SCHEDULE_DELETED' }] }],
    [{ screeningCheckpoints: [{ checkpoint: 'PASSPORT' }] }],
    [{ lfdDetails: { sequenceNumber: 1.5 } }],
    [{ riscGrades: { overallGrade: 'high' } }],
    [{ type: 'PERSON' }],
  ])('refuses %j', (value) => {
    expect(Job.safeParse(value).success).toBe(false);
  });
});

describe('BackgroundCheckOrder', () => {
  it('parses an order with its jobs', () => {
    const order = BackgroundCheckOrder.parse({
      id: 'o-1',
      ordered: true,
      finalized: false,
      discount: 10,
      type: 'INDIVIDUAL',
      name: 'Anna Svensson',
      customerId: 'c-1',
      customerOrderer: 'u-1',
      customerRecipients: ['u-1', 'u-2'],
      jobs: [job],
      timestamp: '2026-01-05T08:00:00Z',
      progress: 50,
    });
    expect(order.jobs?.[0]?.id).toBe('j-1');
  });

  it('refuses an order whose job is invalid', () => {
    expect(BackgroundCheckOrder.safeParse({ jobs: [{ currState: 'NOPE' }] }).success).toBe(false);
  });
});
