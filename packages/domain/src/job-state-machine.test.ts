import { describe, expect, it } from 'vitest';
import { jobDeadline } from './deadlines';
import { JOB_STATES, type JobState } from './enums';
import {
  applyJobAction,
  availableJobActions,
  JOB_ACTIONS,
  JOB_TRANSITIONS,
  type JobAction,
  nextJobState,
  type StateMachineJob,
  SYSTEM_ACTOR,
} from './job-state-machine';

const SYSTEM = [SYSTEM_ACTOR];
const COORDINATOR = ['Coordinator'];
const ANALYST = ['Analyst'];
const SPI_LEADER = ['SPILeader'];
const NOW = new Date('2025-06-02T08:00:00.000Z');

describe('nextJobState: allowed transitions', () => {
  it.each([
    ['send consent', { currState: 'CREATED', service: 'COWORKER' }, 'send', SYSTEM, 'PENDING_CONSENT'],
    [
      'coordinator sends',
      { currState: 'CREATED', service: 'COWORKER' },
      'send',
      COORDINATOR,
      'PENDING_CONSENT',
    ],
    [
      'omit consent',
      { currState: 'CREATED', service: 'SECURITY_SCREENING' },
      'omitConsent',
      SYSTEM,
      'ANALYSING',
    ],
    [
      'security clearance survey out',
      { currState: 'CREATED', service: 'SECURITY_CLEARANCE' },
      'sendSurvey',
      SYSTEM,
      'JOB_SURVEYING',
    ],
    ['consent accepted', { currState: 'PENDING_CONSENT' }, 'consentAccepted', SYSTEM, 'ANALYSING'],
    ['consent declined', { currState: 'PENDING_CONSENT' }, 'consentDeclined', SYSTEM, 'DECLINED'],
    ['consent timed out', { currState: 'PENDING_CONSENT' }, 'consentTimedOut', SYSTEM, 'TIMED_OUT'],
    ['consent withdrawn while analysing', { currState: 'ANALYSING' }, 'consentWithdrawn', SYSTEM, 'DECLINED'],
    ['consent withdrawn in progress', { currState: 'IN_PROGRESS' }, 'consentWithdrawn', SYSTEM, 'DECLINED'],
    [
      'consent withdrawn before the interview',
      { currState: 'INTERVIEWING' },
      'consentWithdrawn',
      SYSTEM,
      'DECLINED',
    ],
    [
      'consent withdrawn before the report approval',
      { currState: 'PENDING_APPROVAL' },
      'consentWithdrawn',
      SYSTEM,
      'DECLINED',
    ],
    ['survey done', { currState: 'JOB_SURVEYING' }, 'surveyDone', SYSTEM, 'ANALYSING'],
    ['SPI coordinator books SPI', { currState: 'ANALYSING' }, 'bookSpi', ['SPICoordinator'], 'INTERVIEWING'],
    ['SPI leader books SPI', { currState: 'ANALYSING' }, 'bookSpi', SPI_LEADER, 'INTERVIEWING'],
    ['SPI report finalized', { currState: 'INTERVIEWING' }, 'finalizeSpiReport', SPI_LEADER, 'ANALYSING'],
    ['SPI booking cancelled', { currState: 'INTERVIEWING' }, 'cancelSpiBooking', SPI_LEADER, 'ANALYSING'],
    ['report finalized, no approval step', { currState: 'ANALYSING' }, 'finalizeReport', ANALYST, 'APPROVED'],
    [
      'report finalized from IN_PROGRESS',
      { currState: 'IN_PROGRESS' },
      'finalizeReport',
      ANALYST,
      'APPROVED',
    ],
    [
      'report finalized, subject approves (extended GDPR)',
      { currState: 'ANALYSING', extendedGDPR: true },
      'finalizeReport',
      ANALYST,
      'PENDING_APPROVAL',
    ],
    [
      'report finalized, manual approval',
      { currState: 'ANALYSING', manualApproval: true },
      'finalizeReport',
      COORDINATOR,
      'PENDING_APPROVAL',
    ],
    [
      'report approval consent accepted',
      { currState: 'PENDING_APPROVAL' },
      'consentAccepted',
      SYSTEM,
      'APPROVED',
    ],
    ['coordinator approves', { currState: 'PENDING_APPROVAL' }, 'approve', COORDINATOR, 'APPROVED'],
    ['report delivered', { currState: 'APPROVED' }, 'markReportDelivered', COORDINATOR, 'ARCHIVED'],
    [
      'customer approves a security-clearance activation',
      { currState: 'SCHEDULED', service: 'SECURITY_CLEARANCE' },
      'approveScheduledActivation',
      ['SCApproveActivation'],
      'SCHEDULED',
    ],
    [
      'approved security-clearance activation fires',
      { currState: 'SCHEDULED', service: 'SECURITY_CLEARANCE', scDetails: { scheduleApproved: true } },
      'activateSchedule',
      SYSTEM,
      'CREATED',
    ],
    [
      'scheduled order activates',
      { currState: 'SCHEDULED_ORDER', service: 'COWORKER' },
      'activateSchedule',
      SYSTEM,
      'CREATED',
    ],
    [
      'approved LFD follow-up activates',
      { currState: 'SCHEDULED', service: 'LFD_FOLLOWUP', lfdDetails: { followUpApproved: true } },
      'activateSchedule',
      SYSTEM,
      'CREATED',
    ],
    [
      'LFD follow-up is scheduled',
      { currState: 'CREATED', service: 'LFD_FOLLOWUP' },
      'scheduleFollowUp',
      SYSTEM,
      'SCHEDULED',
    ],
    [
      'scheduled LFD follow-up archived',
      { currState: 'SCHEDULED', service: 'LFD_FOLLOWUP' },
      'archive',
      SYSTEM,
      'ARCHIVED',
    ],
    ['archive declined', { currState: 'DECLINED' }, 'archive', SYSTEM, 'ARCHIVED'],
    ['archive timed out', { currState: 'TIMED_OUT' }, 'archive', COORDINATOR, 'ARCHIVED'],
    ['archive approved', { currState: 'APPROVED' }, 'archive', SYSTEM, 'ARCHIVED'],
    [
      'reverse to the previous state',
      { currState: 'APPROVED', prevState: 'ANALYSING' },
      'reverse',
      COORDINATOR,
      'ANALYSING',
    ],
    [
      'reverse out of the archive',
      { currState: 'ARCHIVED', prevState: 'APPROVED' },
      'reverse',
      COORDINATOR,
      'APPROVED',
    ],
    [
      'one allowed group among many is enough',
      { currState: 'ANALYSING' },
      'finalizeReport',
      ['DataCollector', 'Analyst'],
      'APPROVED',
    ],
    ['a draft scheduled', { currState: 'CREATED' }, 'scheduleOrder', SYSTEM, 'SCHEDULED_ORDER'],
    ['a scheduled order cancelled', { currState: 'SCHEDULED_ORDER' }, 'cancelSchedule', SYSTEM, 'CREATED'],
    ['finalizing scheduled', { currState: 'ANALYSING' }, 'scheduleFinalize', ANALYST, 'SCHEDULED'],
    [
      'a scheduled finalizing cancelled',
      { currState: 'SCHEDULED', prevState: 'ANALYSING' },
      'cancelSchedule',
      ANALYST,
      'ANALYSING',
    ],
  ] satisfies [string, StateMachineJob, JobAction, string[], JobState][])(
    '%s',
    (_name, job, action, groups, expected) => {
      const result = nextJobState(job, action, groups);
      expect(result).toMatchObject({ ok: true, to: expected });
    },
  );
});

describe('nextJobState: refusals', () => {
  it.each([
    [
      'approve outside PENDING_APPROVAL',
      { currState: 'ANALYSING' },
      'approve',
      COORDINATOR,
      'ACTION_NOT_ALLOWED_IN_STATE',
    ],
    ['send twice', { currState: 'PENDING_CONSENT' }, 'send', SYSTEM, 'ACTION_NOT_ALLOWED_IN_STATE'],
    ['a job without state', {}, 'send', SYSTEM, 'ACTION_NOT_ALLOWED_IN_STATE'],
    [
      'finalize SPI report while analysing',
      { currState: 'ANALYSING' },
      'finalizeSpiReport',
      SPI_LEADER,
      'ACTION_NOT_ALLOWED_IN_STATE',
    ],
    [
      'reverse a created job',
      { currState: 'CREATED', prevState: 'ANALYSING' },
      'reverse',
      COORDINATOR,
      'ACTION_NOT_ALLOWED_IN_STATE',
    ],
    [
      'deliver a report not approved',
      { currState: 'PENDING_APPROVAL' },
      'markReportDelivered',
      COORDINATOR,
      'ACTION_NOT_ALLOWED_IN_STATE',
    ],
    [
      'withdraw a consent that was never accepted',
      { currState: 'PENDING_CONSENT' },
      'consentWithdrawn',
      SYSTEM,
      'ACTION_NOT_ALLOWED_IN_STATE',
    ],
    [
      'withdraw after the report is done',
      { currState: 'APPROVED' },
      'consentWithdrawn',
      SYSTEM,
      'ACTION_NOT_ALLOWED_IN_STATE',
    ],
    [
      'coordinator withdraws for the person',
      { currState: 'ANALYSING' },
      'consentWithdrawn',
      COORDINATOR,
      'FORBIDDEN',
    ],
    ['analyst approves', { currState: 'PENDING_APPROVAL' }, 'approve', ANALYST, 'FORBIDDEN'],
    ['analyst reverses', { currState: 'APPROVED', prevState: 'ANALYSING' }, 'reverse', ANALYST, 'FORBIDDEN'],
    [
      'coordinator fakes a consent answer',
      { currState: 'PENDING_CONSENT' },
      'consentAccepted',
      COORDINATOR,
      'FORBIDDEN',
    ],
    [
      'SPI coordinator finalizes the SPI report',
      { currState: 'INTERVIEWING' },
      'finalizeSpiReport',
      ['SPICoordinator'],
      'FORBIDDEN',
    ],
    ['no groups', { currState: 'ANALYSING' }, 'finalizeReport', [], 'FORBIDDEN'],
    [
      'cancel an SPI booking while analysing',
      { currState: 'ANALYSING' },
      'cancelSpiBooking',
      SPI_LEADER,
      'ACTION_NOT_ALLOWED_IN_STATE',
    ],
    [
      'analyst cancels an SPI booking',
      { currState: 'INTERVIEWING' },
      'cancelSpiBooking',
      ANALYST,
      'FORBIDDEN',
    ],
    [
      'customer orderer approves an activation',
      { currState: 'SCHEDULED', service: 'SECURITY_CLEARANCE' },
      'approveScheduledActivation',
      ['SCOrderer'],
      'FORBIDDEN',
    ],
    [
      'send consent for a security clearance',
      { currState: 'CREATED', service: 'SECURITY_CLEARANCE' },
      'send',
      SYSTEM,
      'CONDITION_NOT_MET',
    ],
    [
      'survey for a background check',
      { currState: 'CREATED', service: 'COWORKER' },
      'sendSurvey',
      SYSTEM,
      'CONDITION_NOT_MET',
    ],
    [
      'omit consent when consents exist',
      { currState: 'CREATED', consents: [{}] },
      'omitConsent',
      SYSTEM,
      'CONDITION_NOT_MET',
    ],
    [
      'unapproved LFD follow-up',
      { currState: 'SCHEDULED', service: 'LFD_FOLLOWUP', lfdDetails: { followUpApproved: false } },
      'activateSchedule',
      SYSTEM,
      'CONDITION_NOT_MET',
    ],
    [
      'a background check is no follow-up',
      { currState: 'CREATED', service: 'COWORKER' },
      'scheduleFollowUp',
      SYSTEM,
      'CONDITION_NOT_MET',
    ],
    [
      'a scheduled finalizing is not archived',
      { currState: 'SCHEDULED', service: 'COWORKER' },
      'archive',
      SYSTEM,
      'CONDITION_NOT_MET',
    ],
    [
      'unapproved security-clearance activation',
      { currState: 'SCHEDULED', service: 'SECURITY_CLEARANCE' },
      'activateSchedule',
      SYSTEM,
      'CONDITION_NOT_MET',
    ],
    [
      'approve activation of a non-clearance job',
      { currState: 'SCHEDULED', service: 'LFD_FOLLOWUP' },
      'approveScheduledActivation',
      COORDINATOR,
      'CONDITION_NOT_MET',
    ],
    [
      'reverse without previous state',
      { currState: 'APPROVED' },
      'reverse',
      COORDINATOR,
      'NO_PREVIOUS_STATE',
    ],
    [
      'reverse to the same state',
      { currState: 'APPROVED', prevState: 'APPROVED' },
      'reverse',
      COORDINATOR,
      'NO_PREVIOUS_STATE',
    ],
  ] satisfies [string, StateMachineJob, JobAction, string[], string][])(
    '%s → %s',
    (_name, job: StateMachineJob, action, groups, code) => {
      const result = nextJobState(job, action, groups);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.refusal.code).toBe(code);
        expect(result.refusal.action).toBe(action);
        expect(result.refusal.from).toBe(job.currState ?? null);
      }
    },
  );
});

describe('the transition table', () => {
  it('uses only known states and actions', () => {
    for (const transition of JOB_TRANSITIONS) {
      expect(JOB_ACTIONS).toContain(transition.action);
      for (const state of transition.from) expect(JOB_STATES).toContain(state);
      if (transition.to !== 'prevState') expect(JOB_STATES).toContain(transition.to);
    }
  });

  it('gives every action at least one transition', () => {
    for (const action of JOB_ACTIONS) {
      expect(JOB_TRANSITIONS.some((transition) => transition.action === action)).toBe(true);
    }
  });

  it('never has two unconditional rows for the same state and action', () => {
    const seen = new Set<string>();
    for (const transition of JOB_TRANSITIONS.filter((row) => !row.when)) {
      for (const from of transition.from) {
        const key = `${from}:${transition.action}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
  });
});

describe('availableJobActions', () => {
  it.each([
    [
      'analyst on an analysing job',
      { currState: 'ANALYSING', prevState: 'PENDING_CONSENT' },
      ANALYST,
      ['finalizeReport', 'scheduleFinalize'],
    ],
    [
      'coordinator on an analysing job',
      { currState: 'ANALYSING', prevState: 'PENDING_CONSENT' },
      COORDINATOR,
      ['finalizeReport', 'scheduleFinalize', 'reverse'],
    ],
    [
      'system on a pending consent',
      { currState: 'PENDING_CONSENT' },
      SYSTEM,
      ['consentAccepted', 'consentDeclined', 'consentTimedOut'],
    ],
    [
      'coordinator on a new clearance',
      { currState: 'CREATED', service: 'SECURITY_CLEARANCE' },
      COORDINATOR,
      ['omitConsent', 'sendSurvey'],
    ],
    ['system on an analysing job', { currState: 'ANALYSING' }, SYSTEM, ['consentWithdrawn']],
    ['data collector anywhere', { currState: 'ANALYSING' }, ['DataCollector'], []],
  ] satisfies [string, StateMachineJob, string[], JobAction[]][])('%s', (_name, job, groups, expected) => {
    expect(availableJobActions(job, groups)).toEqual(expected);
  });
});

describe('applyJobAction', () => {
  it('updates currState and prevState and appends a log entry without changing the input', () => {
    const job = {
      id: 'job-1',
      currState: 'PENDING_CONSENT' as const,
      prevState: 'CREATED' as const,
      staffId: 'analyst-1',
      jobStateLog: [{ time: '2025-06-01T08:00:00.000Z', state: 'PENDING_CONSENT' as const }],
    };
    const snapshot = structuredClone(job);
    const result = applyJobAction(job, 'consentAccepted', SYSTEM, NOW);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.job).toMatchObject({ id: 'job-1', currState: 'ANALYSING', prevState: 'PENDING_CONSENT' });
    expect(result.job.jobStateLog).toEqual([
      { time: '2025-06-01T08:00:00.000Z', state: 'PENDING_CONSENT' },
      { time: '2025-06-02T08:00:00.000Z', state: 'ANALYSING', assignedAnalyst: 'analyst-1' },
    ]);
    expect(job).toEqual(snapshot);
  });

  it('starts a log when there is none', () => {
    const job: StateMachineJob = { currState: 'CREATED', service: 'COWORKER' };
    const result = applyJobAction(job, 'send', SYSTEM, NOW);
    expect(result.ok && result.job.jobStateLog).toEqual([
      { time: NOW.toISOString(), state: 'PENDING_CONSENT' },
    ]);
  });

  it('reverse returns to prevState and a second reverse goes back again', () => {
    const approved = { currState: 'APPROVED' as const, prevState: 'ANALYSING' as const, jobStateLog: [] };
    const once = applyJobAction(approved, 'reverse', COORDINATOR, NOW);
    if (!once.ok) throw new Error('expected reverse to succeed');
    expect(once.job).toMatchObject({ currState: 'ANALYSING', prevState: 'APPROVED' });
    expect(once.job.jobStateLog).toEqual([{ time: NOW.toISOString(), state: 'ANALYSING' }]);
    const twice = applyJobAction(once.job, 'reverse', COORDINATOR, NOW);
    expect(twice.ok && twice.job.currState).toBe('APPROVED');
  });

  it('approving an activation sets scheduleApproved and leaves the state and log alone', () => {
    const job = {
      currState: 'SCHEDULED' as const,
      prevState: 'CREATED' as const,
      service: 'SECURITY_CLEARANCE' as const,
      scDetails: { surveyId: 's-1', scheduleApproved: false },
      jobStateLog: [],
    };
    const result = applyJobAction(job, 'approveScheduledActivation', ['SCApproveActivation'], NOW);
    if (!result.ok) throw new Error('expected approval to succeed');
    expect(result.job).toMatchObject({
      currState: 'SCHEDULED',
      prevState: 'CREATED',
      scDetails: { surveyId: 's-1', scheduleApproved: true },
      jobStateLog: [],
    });
  });

  it('passes refusals through and leaves the job untouched', () => {
    const job = { currState: 'ANALYSING' as const };
    const result = applyJobAction(job, 'approve', COORDINATOR, NOW);
    expect(result).toMatchObject({ ok: false, refusal: { code: 'ACTION_NOT_ALLOWED_IN_STATE' } });
  });

  it('walks a background check with an SPI from order to archive', () => {
    const steps: [JobAction, string[], JobState][] = [
      ['send', SYSTEM, 'PENDING_CONSENT'],
      ['consentAccepted', SYSTEM, 'ANALYSING'],
      ['bookSpi', ['SPICoordinator'], 'INTERVIEWING'],
      ['finalizeSpiReport', SPI_LEADER, 'ANALYSING'],
      ['finalizeReport', ANALYST, 'APPROVED'],
      ['markReportDelivered', COORDINATOR, 'ARCHIVED'],
    ];
    let job: StateMachineJob = { currState: 'CREATED', service: 'EXECUTIVE' };
    for (const [action, groups, expected] of steps) {
      const result = applyJobAction(job, action, groups, NOW);
      if (!result.ok) throw new Error(`${action} refused: ${result.refusal.message}`);
      expect(result.job.currState).toBe(expected);
      job = result.job;
    }
    expect(job.jobStateLog?.map((entry) => entry.state)).toEqual(steps.map(([, , state]) => state));
  });

  it('walks a scheduled security clearance into surveying, where its deadline starts', () => {
    let job: StateMachineJob = { currState: 'SCHEDULED', service: 'SECURITY_CLEARANCE', scDetails: {} };
    expect(applyJobAction(job, 'activateSchedule', SYSTEM, NOW).ok).toBe(false);
    const steps: [JobAction, string[]][] = [
      ['approveScheduledActivation', ['SCApproveActivation']],
      ['activateSchedule', SYSTEM],
      ['sendSurvey', SYSTEM],
    ];
    for (const [action, groups] of steps) {
      const result = applyJobAction(job, action, groups, NOW);
      if (!result.ok) throw new Error(`${action} refused: ${result.refusal.message}`);
      job = result.job;
    }
    expect(job.currState).toBe('JOB_SURVEYING');
    // Monday 2 June 10:00 Stockholm + 10 calendar days = Thursday 12 June 10:00.
    const { service, currState, jobStateLog } = job;
    expect(jobDeadline({ service, currState, jobStateLog })?.toISOString()).toBe('2025-06-12T08:00:00.000Z');
  });
});

describe("the coordinator's decision on an unanswered report approval (reports.md)", () => {
  const waiting = (reportApprovalState: StateMachineJob['reportApprovalState']): StateMachineJob => ({
    currState: 'PENDING_APPROVAL',
    prevState: 'ANALYSING',
    reportApprovalState,
  });

  it('offers the coordinator approve, a new request, closing and reverse once the approval timed out', () => {
    expect(availableJobActions(waiting('CsntTimedOut'), COORDINATOR)).toEqual([
      'approve',
      'resendReportApproval',
      'closeUnapproved',
      'reverse',
    ]);
  });

  it('closes a timed-out approval as TIMED_OUT and a declined one as DECLINED', () => {
    expect(nextJobState(waiting('CsntTimedOut'), 'closeUnapproved', COORDINATOR)).toMatchObject({
      ok: true,
      to: 'TIMED_OUT',
    });
    expect(nextJobState(waiting('CsntDeclined'), 'closeUnapproved', COORDINATOR)).toMatchObject({
      ok: true,
      to: 'DECLINED',
    });
  });

  it('sends a new request without changing the state or the log', () => {
    const job = { ...waiting('CsntTimedOut'), jobStateLog: [] };
    const result = applyJobAction(job, 'resendReportApproval', COORDINATOR, NOW);
    expect(result).toMatchObject({ ok: true, from: 'PENDING_APPROVAL', to: 'PENDING_APPROVAL' });
    if (result.ok) expect(result.job.jobStateLog).toEqual([]);
  });

  it('neither resends nor closes while the person can still answer, and only for coordinators', () => {
    for (const action of ['resendReportApproval', 'closeUnapproved'] as const) {
      expect(nextJobState(waiting('CsntPendingAnswer'), action, COORDINATOR)).toMatchObject({
        ok: false,
        refusal: { code: 'CONDITION_NOT_MET' },
      });
      expect(nextJobState(waiting('CsntTimedOut'), action, ANALYST)).toMatchObject({
        ok: false,
        refusal: { code: 'FORBIDDEN' },
      });
    }
    expect(availableJobActions(waiting('CsntPendingAnswer'), COORDINATOR)).toEqual(['approve', 'reverse']);
  });
});
