import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { JobStateLogEntry } from '../entities/job';
import { CollectedDataStatus, ConsentState, InterviewType, JobState, Service, STAFF_GROUPS } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { JOB_ACTIONS, type JobTransitionRefusalCode } from '../job-state-machine';
import type { Label } from '../labels';
import { WORK_QUEUES } from '../work-queues';
import { okEnvelope } from './envelopes';
import { JOB_PERSON_AND_CHECK_FIELDS, OrderConsentView } from './orders';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';
import { Id, withoutNul } from './text-fields';

/**
 * Staff work on background-check jobs (issue 6): the coordinators' work queues, opening a job's person
 * data, assigning analysts and SPI leaders, coordinator notes, approve/reverse, and the security policy
 * every staff user approves before the first person data. Decisions: docs/decisions/staff-jobs.md.
 */

/** The queues of spec §4 (work-queues.ts) plus 'mine': the jobs assigned to the caller. */
export const JOB_QUEUES = [...WORK_QUEUES, 'mine'] as const;
export const JobQueue = z.enum(JOB_QUEUES);
export type JobQueue = z.infer<typeof JobQueue>;

/** 'YYYYMMDD-XXXX': the birth date stays readable, the last four digits never leave the server. */
export const MASKED_SSN_SUFFIX = 'XXXX';
export const maskPersonalNumber = (ssn: string): string => {
  const birthDate = ssn.replace(/\D/g, '').slice(0, 8);
  return `${birthDate.padEnd(8, 'X')}-${MASKED_SSN_SUFFIX}`;
};

export const DeadlineStatusValue = z.enum(['close', 'passed']);

/** A job in a staff list: enough to pick it, never the full personal number or contact details. */
export const StaffJobListItem = z.object({
  id: z.string(),
  orderId: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  service: Service,
  currState: JobState,
  prevState: JobState.nullable(),
  createTime: z.string(),
  /** Spec §4 order date (ISO), null before the job was sent. */
  orderDate: z.string().nullable(),
  /** The staff deadline (spec §4, internal variant), null when the job has none. */
  deadline: z.string().nullable(),
  /** 'close' from a day before the deadline, 'passed' after it; null once nobody waits for the job. */
  deadlineStatus: DeadlineStatusValue.nullable(),
  /** The analyst assigned (spec's staffId) and their e-mail. */
  staffId: z.string().nullable(),
  analystEmail: z.string().nullable(),
  spiLeaderId: z.string().nullable(),
  spiLeaderEmail: z.string().nullable(),
  personName: z.string(),
  /** 'YYYYMMDD-XXXX'. */
  maskedSSN: z.string(),
  /** The state of the job's JobStart consent; null when it has none (a draft, omitted consent). */
  consentState: ConsentState.nullable(),
  /** The job's collected-data record's status; null when the job has none. */
  collectedDataStatus: CollectedDataStatus.nullable(),
  /** When the job's waiting schedule is due (a scheduled order or finalizing); null when none waits. */
  activationTime: z.string().nullable(),
});
export type StaffJobListItem = z.infer<typeof StaffJobListItem>;

/** One change of a job's analyst; null user ids are "nobody" (assigned from or to). */
export const JobAssignmentView = z.object({
  fromUser: z.string().nullable(),
  toUser: z.string().nullable(),
  fromEmail: z.string().nullable(),
  toEmail: z.string().nullable(),
  time: z.string(),
});
export type JobAssignmentView = z.infer<typeof JobAssignmentView>;

export const StaffRiscGrades = z.record(z.string(), z.number().nullable());
export type StaffRiscGrades = z.infer<typeof StaffRiscGrades>;

export const JobActionName = z.enum(JOB_ACTIONS);

/** An opened job (POST /job/populate): everything staff need, for staff only. */
/**
 * A screening's interview as staff see it (spec §3 spiDetails, spiDate, performReferenceCheck;
 * docs/decisions/spi-interviews.md): null for a job without an ordered interview.
 */
export const StaffInterviewView = z.object({
  spiType: InterviewType,
  /** False: the customer holds the interview itself, no SPI leader of ours takes part. */
  sriPerformsInterview: z.boolean(),
  /** The booked interview (ISO), null until booked. */
  bookedTime: z.string().nullable(),
  /** The SPI date the customer gave (YYYY-MM-DD), null for none. */
  spiDate: z.string().nullable(),
  performReferenceCheck: z.boolean(),
  /** The reference check ordered for the person (spiDetails.refCheckId), null until ordered. */
  refCheckId: z.string().nullable(),
});
export type StaffInterviewView = z.infer<typeof StaffInterviewView>;

export const StaffJobDetails = StaffJobListItem.extend({
  ...JOB_PERSON_AND_CHECK_FIELDS,
  orderInstruction: z.string().nullable(),
  invoiceCompany: z.string().nullable(),
  costCenter: z.string().nullable(),
  consents: z.array(OrderConsentView),
  jobStateLog: z.array(JobStateLogEntry),
  assignments: z.array(JobAssignmentView),
  /** Staff only: never in a customer's response. */
  coordinatorNotes: z.string().nullable(),
  riscGrades: StaffRiscGrades.nullable(),
  /** The state-machine actions the caller may take now (the portal shows only these buttons). */
  availableActions: z.array(JobActionName),
  interview: StaffInterviewView.nullable(),
});
export type StaffJobDetails = z.infer<typeof StaffJobDetails>;

/** GET /jobs?queue&search&pageSize&nextToken. */
export const JobsQuery = z.object({
  queue: JobQueue.default('ordered'),
  /**
   * Spec §9 job search: job id or order id (prefix, case-insensitive); a whole consent key (> 2
   * characters; keys are stored hashed); the customer's name (substring).
   */
  search: withoutNul(z.string().trim().max(100)).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  /** The previous page's nextToken (opaque). */
  nextToken: withoutNul(
    z
      .string()
      .max(300)
      .regex(/^[A-Za-z0-9_-]+$/),
  ).optional(),
});
export type JobsQuery = z.infer<typeof JobsQuery>;

/** GET /jobs answers one result: the page's jobs and the token of the next page (null on the last). */
export const JobsPage = z.object({
  jobs: z.array(StaffJobListItem),
  nextToken: z.string().nullable(),
});
export type JobsPage = z.infer<typeof JobsPage>;

/** GET /jobs/counts: the number of jobs per queue the caller may list. */
export const JobQueueCounts = z.partialRecord(JobQueue, z.number().int().min(0));
export type JobQueueCounts = z.infer<typeof JobQueueCounts>;

/**
 * States in which an analyst may be assigned: the job is (or is about to be) worked on. Unassigning is
 * possible in every state.
 */
export const ANALYST_ASSIGNABLE_STATES = [
  'PENDING_CONSENT',
  'ANALYSING',
  'IN_PROGRESS',
  'INTERVIEWING',
  'PENDING_APPROVAL',
  'JOB_SURVEYING',
] as const satisfies readonly JobState[];

/**
 * Jobs "with an SPI" for the SPI coordinators: background-check jobs carry no SPI flag yet, so every
 * job where an SPI can be booked or is held (the states of the spiLeaderUnassigned queue).
 */
export const SPI_JOB_STATES = ['ANALYSING', 'INTERVIEWING'] as const satisfies readonly JobState[];

/** POST /jobs/user: assign the job to an enabled Analyst, or unassign it (`userId: null`). */
export const AssignAnalystRequest = z.object({ jobId: Id(), userId: Id().nullable() });
export type AssignAnalystRequest = z.infer<typeof AssignAnalystRequest>;

/** POST /job/populate, /job/approve, /job/reverse. */
export const JobIdRequest = z.object({ id: Id() });
export type JobIdRequest = z.infer<typeof JobIdRequest>;

export const COORDINATOR_NOTES_MAX_LENGTH = 10_000;

/** POST /job/coordinator-notes: replaces the notes; empty clears them. */
export const CoordinatorNotesRequest = z.object({
  id: Id(),
  coordinatorNotes: withoutNul(z.string().max(COORDINATOR_NOTES_MAX_LENGTH)),
});
export type CoordinatorNotesRequest = z.infer<typeof CoordinatorNotesRequest>;

/** GET /staff/analysts, /staff/spi-leaders: enabled users of the group, by e-mail. */
export const StaffUserOption = z.object({ id: z.string(), email: z.string() });
export type StaffUserOption = z.infer<typeof StaffUserOption>;

/** POST /spi-coordinators/updateSpiLeader: assign (or with null unassign) the job's SPI leader. */
export const UpdateSpiLeaderRequest = z.object({ jobId: Id(), userId: Id().nullable() });
export type UpdateSpiLeaderRequest = z.infer<typeof UpdateSpiLeaderRequest>;

/** GET /spi-coordinators/jobs?page&size: jobs with an SPI, deadline first. */
export const SpiJobsQuery = z.object({ ...pageQueryFields(DEFAULT_PAGE_SIZE) });
export type SpiJobsQuery = z.infer<typeof SpiJobsQuery>;
export const SpiJobsPage = pagedOkEnvelope(StaffJobListItem);
export type SpiJobsPage = z.infer<typeof SpiJobsPage>;

/**
 * The security policy of spec §2 (the policy modal's 10 points). A staff user approves it before first
 * opening person data; the approval is recorded per version, so a changed text asks everyone again.
 * Bump the version whenever a point's text changes.
 */
export const SECURITY_POLICY_VERSION = '2026-1';

export const SECURITY_POLICY_POINT_KEYS = [
  'gdpr',
  'noCustomerContact',
  'noLegalDetails',
  'consentFirst',
  'methodConfidential',
  'noNotesOutside',
  'securedPremises',
  'noPhotos',
  'internalOnly',
  'askCoordinator',
] as const;
export type SecurityPolicyPointKey = (typeof SECURITY_POLICY_POINT_KEYS)[number];

export const SECURITY_POLICY_POINTS: Readonly<Record<SecurityPolicyPointKey, Label>> = {
  gdpr: {
    sv: 'Alla personuppgifter som du tar del av omfattas av sekretess och ska hanteras enligt dataskyddsförordningen (GDPR).',
    en: 'All personal data you see is confidential and must be handled according to the General Data Protection Regulation (GDPR).',
  },
  noCustomerContact: { sv: 'Du får inte ta kontakt med kunder.', en: 'You must not contact customers.' },
  noLegalDetails: {
    sv: 'Du får inte lämna ut detaljerade uppgifter om rättsliga förhållanden eller brottmål.',
    en: 'You must not disclose detailed information about legal matters or criminal cases.',
  },
  consentFirst: {
    sv: 'Samtycke ska finnas innan några uppgifter samlas in om en person.',
    en: 'Consent must be given before any information about a person is collected.',
  },
  methodConfidential: {
    sv: 'Våra metoder och arbetssätt är konfidentiella och får inte spridas.',
    en: 'Our methods and ways of working are confidential and must not be shared.',
  },
  noNotesOutside: {
    sv: 'Du får inte föra anteckningar om ärenden utanför systemet.',
    en: 'You must not keep notes about cases outside the system.',
  },
  securedPremises: {
    sv: 'Arbetet får endast utföras i säkrade lokaler.',
    en: 'Work may only be done in secured premises.',
  },
  noPhotos: {
    sv: 'Det är förbjudet att fotografera eller filma bildskärmar.',
    en: 'Photographing or filming screens is forbidden.',
  },
  internalOnly: {
    sv: 'Ärenden får endast diskuteras internt.',
    en: 'Cases may only be discussed internally.',
  },
  askCoordinator: {
    sv: 'Kontakta koordinatorn när du är osäker på hur något ska hanteras.',
    en: 'Contact the coordinator whenever you are unsure how to handle something.',
  },
};

/** GET /staff/policy, POST /staff/policy/approve: the caller's approval of the current version. */
export const PolicyApprovalStatus = z.object({
  version: z.string(),
  approved: z.boolean(),
  approvedAt: z.string().nullable(),
});
export type PolicyApprovalStatus = z.infer<typeof PolicyApprovalStatus>;

/** POST /staff/policy/approve: the version the user read (an older one is 409). */
export const ApprovePolicyRequest = z.object({ version: withoutNul(z.string().trim().min(1).max(50)) });
export type ApprovePolicyRequest = z.infer<typeof ApprovePolicyRequest>;

export const JOB_MESSAGES = {
  notFound: 'Jobbet kunde inte hittas',
  policyNotApproved: 'Du måste godkänna säkerhetspolicyn innan du öppnar personuppgifter',
  policyVersionChanged: 'Säkerhetspolicyn har ändrats. Läs den nya versionen och godkänn den igen',
  notAssignedToYou: 'Jobbet är inte tilldelat dig',
  noPersonDataRights: 'Du saknar behörighet att se personuppgifter i detta jobb',
  queueNotAllowed: 'Du saknar behörighet till denna arbetskö',
  analystNotFound: 'Analytikern kunde inte hittas',
  spiLeaderNotFound: 'SPI-ledaren kunde inte hittas',
  noSpi: 'Jobbet har ingen SPI som kan tilldelas en SPI-ledare',
  customerHoldsInterview: 'Kunden håller intervjun själv, så jobbet kan inte tilldelas en SPI-ledare',
  notAssignable: 'Jobbet kan inte tilldelas en analytiker i sin nuvarande status',
  invalidNextToken: 'Ogiltig sidmarkör',
} as const;

/** The Swedish message of each state-machine refusal (its own messages are for developers). */
export const JOB_TRANSITION_REFUSAL_MESSAGES: Readonly<Record<JobTransitionRefusalCode, string>> = {
  ACTION_NOT_ALLOWED_IN_STATE: 'Åtgärden är inte möjlig i jobbets nuvarande status',
  FORBIDDEN: 'Du saknar behörighet att utföra åtgärden',
  CONDITION_NOT_MET: 'Jobbet uppfyller inte villkoren för åtgärden',
  NO_PREVIOUS_STATE: 'Jobbet har ingen tidigare status att återgå till',
};

/*
 * Who may call the staff job endpoints (docs/decisions/staff-jobs.md). Customers and API keys never:
 * they declare staff groups only. The server's services then check the record (staff-access.ts).
 */

/** The security policy: every staff user approves it before first seeing person data. */
export const STAFF_POLICY_ACCESS = { groups: STAFF_GROUPS } as const satisfies EndpointAccess;

/** Lists of jobs: coordinators every queue, analysts and SPI leaders their own ('mine'). */
export const JOB_LIST_ACCESS = {
  groups: ['Coordinator', 'SPICoordinator', 'Analyst', 'SPILeader'],
} as const satisfies EndpointAccess;

/** Opening a job's person data; the service decides per job (staff-access.ts personDataRefusal). */
export const JOB_OPEN_ACCESS = JOB_LIST_ACCESS;

/** Coordinating work: staff user lists and coordinator notes. */
export const COORDINATOR_ACCESS = {
  groups: ['Coordinator', 'SPICoordinator'],
} as const satisfies EndpointAccess;

/** Assigning analysts, approve and reverse: the Coordinator (the state machine decides the rest). */
export const JOB_COORDINATION_ACCESS = { groups: ['Coordinator'] } as const satisfies EndpointAccess;

/** The SPI coordinators' endpoints (spec §7 /spi-coordinators/*). */
export const SPI_COORDINATOR_ACCESS = { groups: ['SPICoordinator'] } as const satisfies EndpointAccess;

export const staffPolicyEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/staff/policy',
  response: okEnvelope(PolicyApprovalStatus),
  access: STAFF_POLICY_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /staff/policy'],
  summary: 'Whether the caller approved the current security policy (spec §2, 10 points)',
});

export const approveStaffPolicyEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/staff/policy/approve',
  body: ApprovePolicyRequest,
  response: okEnvelope(PolicyApprovalStatus),
  access: STAFF_POLICY_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /staff/policy/approve'],
  summary: 'Record that the caller approved this version of the security policy',
});

export const listJobsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs',
  query: JobsQuery,
  response: okEnvelope(JobsPage),
  access: JOB_LIST_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs'],
  summary:
    'A keyset page of a work queue (spec §4; `mine` for the caller’s own jobs), deadline first, ' +
    'searched by job or order id prefix, a whole consent key or the customer’s name',
});

export const jobQueueCountsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/counts',
  response: okEnvelope(JobQueueCounts),
  access: JOB_LIST_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/counts'],
  summary: 'How many jobs each queue the caller may list holds',
});

export const populateJobEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/job/populate',
  effect: 'read',
  body: JobIdRequest,
  response: okEnvelope(StaffJobDetails),
  access: JOB_OPEN_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /job/populate'],
  summary: 'Open a job: its person data (need-to-know, security policy, audited) and staff fields',
});

export const assignAnalystEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/jobs/user',
  body: AssignAnalystRequest,
  response: okEnvelope(StaffJobDetails),
  access: JOB_COORDINATION_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /jobs/user'],
  summary: 'Assign the job to an enabled analyst, or unassign it with userId null',
});

export const saveCoordinatorNotesEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/job/coordinator-notes',
  body: CoordinatorNotesRequest,
  response: okEnvelope(StaffJobDetails),
  access: COORDINATOR_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /job/coordinator-notes'],
  summary: 'Replace the job’s coordinator notes (staff only, encrypted; empty clears them)',
});

export const approveJobEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/job/approve',
  body: JobIdRequest,
  response: okEnvelope(StaffJobDetails),
  access: JOB_COORDINATION_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /job/approve'],
  summary: 'Approve a report waiting for approval (PENDING_APPROVAL → APPROVED)',
});

export const reverseJobEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/job/reverse',
  body: JobIdRequest,
  response: okEnvelope(StaffJobDetails),
  access: JOB_COORDINATION_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /job/reverse'],
  summary: 'Return the job to its previous state',
});

export const closeUnapprovedJobEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/job/close-unapproved',
  body: JobIdRequest,
  response: okEnvelope(StaffJobDetails),
  access: JOB_COORDINATION_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /job/close-unapproved'],
  summary: 'End a job whose report the person did not approve (timed out → TIMED_OUT, declined → DECLINED)',
});

/** The state changes a coordinator makes on a job, each its own endpoint. */
export const JOB_STATE_ACTION_ENDPOINTS = {
  approve: approveJobEndpoint,
  reverse: reverseJobEndpoint,
  closeUnapproved: closeUnapprovedJobEndpoint,
} as const;
export type JobStateAction = keyof typeof JOB_STATE_ACTION_ENDPOINTS;

export const listAnalystsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/staff/analysts',
  response: okEnvelope(StaffUserOption),
  access: COORDINATOR_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /staff/analysts'],
  summary: 'Enabled users of the Analyst group, by e-mail',
});

export const listSpiLeadersEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/staff/spi-leaders',
  response: okEnvelope(StaffUserOption),
  access: COORDINATOR_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /staff/spi-leaders'],
  summary: 'Enabled users of the SPILeader group, by e-mail',
});

export const listSpiJobsEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/spi-coordinators/jobs',
  query: SpiJobsQuery,
  response: SpiJobsPage,
  access: SPI_COORDINATOR_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /spi-coordinators/jobs'],
  summary: 'A page of the jobs with an SPI (ANALYSING or INTERVIEWING), deadline first',
});

export const updateSpiLeaderEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'POST',
  path: '/spi-coordinators/updateSpiLeader',
  body: UpdateSpiLeaderRequest,
  response: okEnvelope(StaffJobDetails),
  access: SPI_COORDINATOR_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['POST /spi-coordinators/updateSpiLeader'],
  summary: 'Set (or with userId null clear) the SPI leader of a job with an SPI',
});
