import { type ConsentState, JOB_STATES, type JobState, type Service, type StaffGroup } from './enums';

/** The job lifecycle (spec §4 "not shown"; architecture.md's proposal). Table: docs/decisions/job-state-machine.md. */

export const JOB_ACTIONS = [
  'send',
  'omitConsent',
  'sendSurvey',
  'consentAccepted',
  'consentDeclined',
  'consentTimedOut',
  'consentWithdrawn',
  'surveyDone',
  'bookSpi',
  'cancelSpiBooking',
  'finalizeSpiReport',
  'finalizeReport',
  'approve',
  'resendReportApproval',
  'closeUnapproved',
  'markReportDelivered',
  'approveScheduledActivation',
  'scheduleOrder',
  'scheduleFinalize',
  'scheduleFollowUp',
  'cancelSchedule',
  'activateSchedule',
  'archive',
  'reverse',
] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** The server itself: consent answers, time-outs, scheduled work, and work done for an authorized order. */
export const SYSTEM_ACTOR = 'System';

/** Who may take an action: staff groups, the system, and the customer group that approves activations. */
export type JobActor = StaffGroup | typeof SYSTEM_ACTOR | 'SCApproveActivation';

export interface StateMachineLogEntry {
  time?: string | null;
  state?: JobState | null;
  assignedAnalyst?: string | null;
}

export interface StateMachineJob {
  currState?: JobState | null;
  prevState?: JobState | null;
  service?: Service | null;
  consents?: readonly unknown[] | null;
  extendedGDPR?: boolean | null;
  manualApproval?: boolean | null;
  staffId?: string | null;
  scDetails?: { scheduleApproved?: boolean | null } | null;
  lfdDetails?: { followUpApproved?: boolean | null } | null;
  jobStateLog?: readonly StateMachineLogEntry[] | null;
  /** The state of the job's newest ReportApproval consent (the person's approval of the report). */
  reportApprovalState?: ConsentState | null;
}

export const JOB_CONDITIONS = {
  securityClearance: (job: StateMachineJob) => job.service === 'SECURITY_CLEARANCE',
  notSecurityClearance: (job: StateMachineJob) => job.service !== 'SECURITY_CLEARANCE',
  noConsents: (job: StateMachineJob) => (job.consents?.length ?? 0) === 0,
  reportApprovalRequired: (job: StateMachineJob) => job.extendedGDPR === true || job.manualApproval === true,
  noReportApprovalRequired: (job: StateMachineJob) =>
    job.extendedGDPR !== true && job.manualApproval !== true,
  lfdFollowUp: (job: StateMachineJob) => job.service === 'LFD_FOLLOWUP',
  // A security-clearance activation and an LFD follow-up wait for the customer's approval; other
  // schedules only for their time.
  activationReleased: (job: StateMachineJob) =>
    job.service === 'SECURITY_CLEARANCE'
      ? job.scDetails?.scheduleApproved === true
      : job.service === 'LFD_FOLLOWUP'
        ? job.lfdDetails?.followUpApproved === true
        : true,
  // The person's report approval ended without approving: the coordinator decides (reports.md).
  reportApprovalTimedOut: (job: StateMachineJob) => job.reportApprovalState === 'CsntTimedOut',
  reportApprovalDeclined: (job: StateMachineJob) => job.reportApprovalState === 'CsntDeclined',
  reportApprovalUnanswered: (job: StateMachineJob) =>
    job.reportApprovalState === 'CsntTimedOut' || job.reportApprovalState === 'CsntDeclined',
} as const satisfies Record<string, (job: StateMachineJob) => boolean>;
export type JobCondition = keyof typeof JOB_CONDITIONS;

export interface JobTransition {
  from: readonly JobState[];
  action: JobAction;
  roles: readonly JobActor[];
  /** 'prevState' returns the job to the state it came from. */
  to: JobState | 'prevState';
  when?: JobCondition;
}

const ALL_STATES_BUT_CREATED: readonly JobState[] = JOB_STATES.filter((state) => state !== 'CREATED');

export const JOB_TRANSITIONS: readonly JobTransition[] = [
  {
    from: ['CREATED'],
    action: 'send',
    roles: [SYSTEM_ACTOR, 'Coordinator'],
    to: 'PENDING_CONSENT',
    when: 'notSecurityClearance',
  },
  {
    from: ['CREATED'],
    action: 'omitConsent',
    roles: [SYSTEM_ACTOR, 'Coordinator'],
    to: 'ANALYSING',
    when: 'noConsents',
  },
  {
    from: ['CREATED'],
    action: 'sendSurvey',
    roles: [SYSTEM_ACTOR, 'Coordinator'],
    to: 'JOB_SURVEYING',
    when: 'securityClearance',
  },
  { from: ['PENDING_CONSENT'], action: 'consentAccepted', roles: [SYSTEM_ACTOR], to: 'ANALYSING' },
  { from: ['PENDING_CONSENT'], action: 'consentDeclined', roles: [SYSTEM_ACTOR], to: 'DECLINED' },
  { from: ['PENDING_CONSENT'], action: 'consentTimedOut', roles: [SYSTEM_ACTOR], to: 'TIMED_OUT' },
  // The person withdraws an accepted consent (a signed WithdrawnConsent): work on the job stops.
  {
    from: ['ANALYSING', 'IN_PROGRESS', 'INTERVIEWING', 'PENDING_APPROVAL'],
    action: 'consentWithdrawn',
    roles: [SYSTEM_ACTOR],
    to: 'DECLINED',
  },
  { from: ['JOB_SURVEYING'], action: 'surveyDone', roles: [SYSTEM_ACTOR], to: 'ANALYSING' },
  { from: ['ANALYSING'], action: 'bookSpi', roles: ['SPICoordinator', 'SPILeader'], to: 'INTERVIEWING' },
  // A cancelled interview returns the job to the analyst until a new one is booked (spi-interviews.md).
  {
    from: ['INTERVIEWING'],
    action: 'cancelSpiBooking',
    roles: ['SPICoordinator', 'SPILeader'],
    to: 'ANALYSING',
  },
  { from: ['INTERVIEWING'], action: 'finalizeSpiReport', roles: ['SPILeader'], to: 'ANALYSING' },
  {
    from: ['ANALYSING', 'IN_PROGRESS'],
    action: 'finalizeReport',
    roles: ['Analyst', 'Coordinator'],
    to: 'PENDING_APPROVAL',
    when: 'reportApprovalRequired',
  },
  {
    from: ['ANALYSING', 'IN_PROGRESS'],
    action: 'finalizeReport',
    roles: ['Analyst', 'Coordinator'],
    to: 'APPROVED',
    when: 'noReportApprovalRequired',
  },
  { from: ['PENDING_APPROVAL'], action: 'consentAccepted', roles: [SYSTEM_ACTOR], to: 'APPROVED' },
  { from: ['PENDING_APPROVAL'], action: 'approve', roles: ['Coordinator'], to: 'APPROVED' },
  // The person's approval timed out or was declined: ask again (a new link), or close without a report.
  {
    from: ['PENDING_APPROVAL'],
    action: 'resendReportApproval',
    roles: ['Coordinator'],
    to: 'PENDING_APPROVAL',
    when: 'reportApprovalUnanswered',
  },
  {
    from: ['PENDING_APPROVAL'],
    action: 'closeUnapproved',
    roles: ['Coordinator'],
    to: 'TIMED_OUT',
    when: 'reportApprovalTimedOut',
  },
  {
    from: ['PENDING_APPROVAL'],
    action: 'closeUnapproved',
    roles: ['Coordinator'],
    to: 'DECLINED',
    when: 'reportApprovalDeclined',
  },
  { from: ['APPROVED'], action: 'markReportDelivered', roles: ['Coordinator', SYSTEM_ACTOR], to: 'ARCHIVED' },
  {
    from: ['SCHEDULED', 'SCHEDULED_ORDER'],
    action: 'approveScheduledActivation',
    roles: ['SCApproveActivation', 'Coordinator'],
    to: 'SCHEDULED',
    when: 'securityClearance',
  },
  // Scheduled work (docs/decisions/scheduled-work.md): a draft waits for its start, a report for its
  // finalizing; cancelling (or the server, just before it finalizes) returns the job where it was.
  { from: ['CREATED'], action: 'scheduleOrder', roles: [SYSTEM_ACTOR], to: 'SCHEDULED_ORDER' },
  {
    from: ['ANALYSING', 'IN_PROGRESS'],
    action: 'scheduleFinalize',
    roles: ['Analyst', 'Coordinator'],
    to: 'SCHEDULED',
  },
  // An LFD follow-up waits in SCHEDULED from the approval of the previous report (lfd.md).
  {
    from: ['CREATED'],
    action: 'scheduleFollowUp',
    roles: [SYSTEM_ACTOR],
    to: 'SCHEDULED',
    when: 'lfdFollowUp',
  },
  { from: ['SCHEDULED_ORDER'], action: 'cancelSchedule', roles: [SYSTEM_ACTOR], to: 'CREATED' },
  {
    from: ['SCHEDULED'],
    action: 'cancelSchedule',
    roles: ['Analyst', 'Coordinator', SYSTEM_ACTOR],
    to: 'prevState',
  },
  {
    from: ['SCHEDULED', 'SCHEDULED_ORDER'],
    action: 'activateSchedule',
    roles: [SYSTEM_ACTOR],
    to: 'CREATED',
    when: 'activationReleased',
  },
  {
    from: ['APPROVED', 'DECLINED', 'TIMED_OUT'],
    action: 'archive',
    roles: [SYSTEM_ACTOR, 'Coordinator'],
    to: 'ARCHIVED',
  },
  // A follow-up cancelled, or not approved by its time, is archived without running.
  { from: ['SCHEDULED'], action: 'archive', roles: [SYSTEM_ACTOR], to: 'ARCHIVED', when: 'lfdFollowUp' },
  { from: ALL_STATES_BUT_CREATED, action: 'reverse', roles: ['Coordinator'], to: 'prevState' },
];

export type JobTransitionRefusalCode =
  | 'ACTION_NOT_ALLOWED_IN_STATE'
  | 'FORBIDDEN'
  | 'CONDITION_NOT_MET'
  | 'NO_PREVIOUS_STATE';

export interface JobTransitionRefusal {
  code: JobTransitionRefusalCode;
  action: JobAction;
  from: JobState | null;
  message: string;
}

export type JobTransitionResult =
  | { ok: true; from: JobState; to: JobState; transition: JobTransition }
  | { ok: false; refusal: JobTransitionRefusal };

function refuse(code: JobTransitionRefusalCode, action: JobAction, from: JobState | null, message: string) {
  return { ok: false as const, refusal: { code, action, from, message } };
}

/** The state `action` takes the job to for a caller in `callerGroups`, or why it cannot. */
export function nextJobState(
  job: StateMachineJob,
  action: JobAction,
  callerGroups: readonly string[],
): JobTransitionResult {
  const from = job.currState ?? null;
  const inState = JOB_TRANSITIONS.filter(
    (transition) => transition.action === action && from !== null && transition.from.includes(from),
  );
  if (inState.length === 0) {
    return refuse(
      'ACTION_NOT_ALLOWED_IN_STATE',
      action,
      from,
      `Action ${action} is not allowed in state ${from}.`,
    );
  }
  const permitted = inState.filter((transition) =>
    transition.roles.some((role) => callerGroups.includes(role)),
  );
  if (permitted.length === 0) {
    return refuse('FORBIDDEN', action, from, `The caller's groups may not ${action} a job.`);
  }
  const transition = permitted.find((candidate) => !candidate.when || JOB_CONDITIONS[candidate.when](job));
  if (!transition) {
    const conditions = permitted.map((candidate) => candidate.when).join(', ');
    return refuse('CONDITION_NOT_MET', action, from, `Action ${action} needs: ${conditions}.`);
  }
  if (transition.to === 'prevState') {
    const previous = job.prevState;
    if (!previous || previous === from) {
      return refuse('NO_PREVIOUS_STATE', action, from, 'The job has no previous state to return to.');
    }
    return { ok: true, from: from as JobState, to: previous, transition };
  }
  return { ok: true, from: from as JobState, to: transition.to, transition };
}

/** Actions the caller may take on the job now (for showing only the buttons that work). */
export function availableJobActions(job: StateMachineJob, callerGroups: readonly string[]): JobAction[] {
  return JOB_ACTIONS.filter((action) => nextJobState(job, action, callerGroups).ok);
}

export type ApplyJobActionResult<J> =
  | { ok: true; job: J; from: JobState; to: JobState }
  | { ok: false; refusal: JobTransitionRefusal };

/**
 * Applies an action: the new state in currState, the left state in prevState and a jobStateLog entry.
 * An action that keeps the state (approving an activation) changes no state field and logs nothing.
 */
export function applyJobAction<J extends StateMachineJob>(
  job: J,
  action: JobAction,
  callerGroups: readonly string[],
  now: Date,
): ApplyJobActionResult<J> {
  const result = nextJobState(job, action, callerGroups);
  if (!result.ok) return result;
  const { from, to } = result;
  let next: J = job;
  if (action === 'approveScheduledActivation') {
    next = { ...next, scDetails: { ...next.scDetails, scheduleApproved: true } };
  }
  if (to !== from) {
    const entry: StateMachineLogEntry = { time: now.toISOString(), state: to };
    if (job.staffId) entry.assignedAnalyst = job.staffId;
    next = { ...next, currState: to, prevState: from, jobStateLog: [...(job.jobStateLog ?? []), entry] };
  }
  return { ok: true, job: next, from, to };
}
