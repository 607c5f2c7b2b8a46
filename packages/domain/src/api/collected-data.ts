import { z } from 'zod';
import { defineEndpoint, type EndpointAccess } from '../contracts/endpoint';
import { type Checkpoint, CitizenshipState, CollectedDataStatus, type JobState, Service } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import { okEnvelope } from './envelopes';
import { DEFAULT_PAGE_SIZE, pagedOkEnvelope, pageQueryFields } from './paging';
import { Text } from './text-fields';

/**
 * Collected data (spec §3 "Collected data record", §7 GET /collecteddata/, GET and PUT
 * /collecteddata/{id}, GET /jobs/{id}/collecteddata): what a data collector looks up by hand for a job
 * (education and employer verification, the customer's extra questions, debt history, citizenship,
 * driver's licence and vehicles, sanction lists, trading prohibition). docs/decisions/collected-data.md.
 */

/** What a data collector may have to collect for a job; each has its collected flag. */
export const COLLECTION_TOPICS = [
  'education',
  'employer',
  'extraQuestion',
  'debtHistory',
  'citizenship',
  'driversLicense',
  'vehicleOwnership',
  'sanctionList',
  'tradingProhibition',
] as const;
export const CollectionTopic = z.enum(COLLECTION_TOPICS);
export type CollectionTopic = z.infer<typeof CollectionTopic>;

/** The spec's per-topic collected flags; citizenship has `citizenshipState` instead. */
export const COLLECTED_FLAG_OF_TOPIC = {
  education: 'educationCollected',
  employer: 'employerCollected',
  extraQuestion: 'extraQuestionCollected',
  debtHistory: 'debtHistoryCollected',
  driversLicense: 'driversLicenseCollected',
  vehicleOwnership: 'vehicleOwnershipCollected',
  sanctionList: 'sanctionListCollected',
  tradingProhibition: 'tradingProhibitionCollected',
} as const satisfies Record<Exclude<CollectionTopic, 'citizenship'>, string>;
export type CollectedFlag = (typeof COLLECTED_FLAG_OF_TOPIC)[keyof typeof COLLECTED_FLAG_OF_TOPIC];
export const COLLECTED_FLAGS = Object.values(COLLECTED_FLAG_OF_TOPIC) as CollectedFlag[];

/** The collected flags of a record, a request or a view, and nothing else. */
export const collectedFlagsOf = (
  source: Readonly<Record<CollectedFlag, boolean>>,
): Record<CollectedFlag, boolean> =>
  Object.fromEntries(COLLECTED_FLAGS.map((flag) => [flag, source[flag]])) as Record<CollectedFlag, boolean>;

const TOPIC_OF_CHECKPOINT: Partial<Record<Checkpoint, readonly CollectionTopic[]>> = {
  EDUCATION: ['education'],
  EMPLOYER: ['employer'],
  CITIZENSHIP: ['citizenship'],
  DRIVERSLICENSE: ['driversLicense', 'vehicleOwnership'],
  SANCTIONLIST: ['sanctionList'],
  TRADING_PROHIBITION: ['tradingProhibition'],
};

/** The fields of a job that decide what has to be collected for it. */
export interface CollectionJob {
  service: Service;
  verifyFormerEmployer?: boolean | null;
  verifyEducation?: boolean | null;
  /** The customer's bkConfig.checkCitizenship, as stored on the job when it was ordered. */
  checkCitizenship?: boolean | null;
  screeningCheckpoints?: readonly { checkpoint: Checkpoint; checked?: boolean | null }[] | null;
  screeningQuestions?: readonly string[] | null;
}

/**
 * The topics a data collector has to collect for a job, in COLLECTION_TOPICS order. Empty: the job needs
 * no collection and gets no record. INTERNET is the analyst's own search, not collection. A checkpoint
 * counts unless its `checked` is false (as for the deadline).
 */
export const collectionTopics = (job: CollectionJob): CollectionTopic[] => {
  const wanted = new Set<CollectionTopic>();
  if (job.verifyEducation) wanted.add('education');
  if (job.verifyFormerEmployer) wanted.add('employer');
  if (job.checkCitizenship) wanted.add('citizenship');
  if ((job.screeningQuestions ?? []).some((question) => question.trim() !== '')) wanted.add('extraQuestion');
  // An executive's economy is looked at more closely: the debt history is asked for by hand.
  if (job.service === 'EXECUTIVE') wanted.add('debtHistory');
  for (const { checkpoint, checked } of job.screeningCheckpoints ?? []) {
    if (checked === false) continue;
    for (const topic of TOPIC_OF_CHECKPOINT[checkpoint] ?? []) wanted.add(topic);
  }
  return COLLECTION_TOPICS.filter((topic) => wanted.has(topic));
};

/** The job states in which data is collected; a record of a job in any other state is put aside. */
export const COLLECTION_JOB_STATES = [
  'ANALYSING',
  'IN_PROGRESS',
  'INTERVIEWING',
] as const satisfies readonly JobState[];

const TEXT_MAX = 5000;
const SHORT_TEXT_MAX = 200;

/** A calendar date YYYY-MM-DD (a licence's issue date); empty means not given. */
const isCalendarDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(value)) &&
  new Date(value).toISOString().slice(0, 10) === value;
const DateOnly = z
  .string()
  .refine((value) => value === '' || isCalendarDay(value), 'Ogiltigt datum (ÅÅÅÅ-MM-DD)');

export const VehicleOwnershipInput = z.object({
  vehicle: Text(SHORT_TEXT_MAX).optional(),
  regNr: Text(20).optional(),
  modelYear: z.number().int().min(1900, 'Ogiltig årsmodell').max(2100, 'Ogiltig årsmodell').optional(),
  unpaidVehicleTax: z.boolean().optional(),
  unpaidRoadTrafficFee: z.boolean().optional(),
  inTrafic: z.boolean().optional(),
  drivingBan: z.boolean().optional(),
  leasing: z.boolean().optional(),
  comment: Text(TEXT_MAX).optional(),
});
export type VehicleOwnershipInput = z.infer<typeof VehicleOwnershipInput>;

export const DriversLicenseInput = z.object({
  type: Text(20).optional(),
  issuedDate: DateOnly.optional(),
});
export type DriversLicenseInput = z.infer<typeof DriversLicenseInput>;

export const MAX_VEHICLES = 20;
export const MAX_LICENCES = 20;

/** The spec's collectedDataDetails with bounded sizes. */
export const CollectedDataDetailsInput = z.object({
  verifyEducation: Text(TEXT_MAX).optional(),
  verifyEmployer: Text(TEXT_MAX).optional(),
  extraQuestion: Text(TEXT_MAX).optional(),
  debtHistorySixRegister: Text(TEXT_MAX).optional(),
  citizenship: Text(TEXT_MAX).optional(),
  other: Text(TEXT_MAX).optional(),
  driversLicenseComment: Text(TEXT_MAX).optional(),
  vehicleOwnership: z.array(VehicleOwnershipInput).max(MAX_VEHICLES).optional(),
  driversLicense: z.array(DriversLicenseInput).max(MAX_LICENCES).optional(),
});
export type CollectedDataDetailsInput = z.infer<typeof CollectedDataDetailsInput>;

/**
 * The free-text fields of collectedDataDetails in the order the screens show them (the data
 * collector's form and the analyst's read-only view).
 */
export const COLLECTED_TEXT_FIELDS = [
  'verifyEducation',
  'verifyEmployer',
  'extraQuestion',
  'debtHistorySixRegister',
  'citizenship',
  'driversLicenseComment',
  'other',
] as const satisfies readonly (keyof CollectedDataDetailsInput)[];
export type CollectedTextField = (typeof COLLECTED_TEXT_FIELDS)[number];

/** A vehicle's yes/no facts, in the order the screens show them. */
export const COLLECTED_VEHICLE_FLAGS = [
  'unpaidVehicleTax',
  'unpaidRoadTrafficFee',
  'inTrafic',
  'drivingBan',
  'leasing',
] as const satisfies readonly (keyof VehicleOwnershipInput)[];
export type CollectedVehicleFlag = (typeof COLLECTED_VEHICLE_FLAGS)[number];

const collectedFlagFields = {
  educationCollected: z.boolean().default(false),
  employerCollected: z.boolean().default(false),
  extraQuestionCollected: z.boolean().default(false),
  debtHistoryCollected: z.boolean().default(false),
  driversLicenseCollected: z.boolean().default(false),
  vehicleOwnershipCollected: z.boolean().default(false),
  sanctionListCollected: z.boolean().default(false),
  tradingProhibitionCollected: z.boolean().default(false),
} satisfies Record<CollectedFlag, z.ZodType>;

const saveFields = {
  ...collectedFlagFields,
  /** Citizenship has been checked (citizenshipState DONE). */
  citizenshipCollected: z.boolean().default(false),
  finish: z.boolean().default(false),
  modified: z.string().max(40).optional(),
};

/**
 * PUT /collecteddata/{id} by a data collector: the whole form. Saved as SAVED ('Påbörjad'); with
 * `finish: true` as DONE ('Färdigställd'), after which the record is read-only. `modified` is the
 * record's `modified` as the form loaded it: when someone saved in between, the save is 409.
 */
export const SaveCollectedDataRequest = z
  .object({ collectedDataDetails: CollectedDataDetailsInput, ...saveFields })
  .strict();
export type SaveCollectedDataRequest = z.infer<typeof SaveCollectedDataRequest>;
export type SaveCollectedDataInput = z.input<typeof SaveCollectedDataRequest>;

/**
 * PUT /collecteddata/{id}'s body: the data collector's form (SaveCollectedDataRequest), or a
 * coordinator's `{reopen: true}`, which takes a DONE record back to SAVED for more collection.
 * One object rather than a union, so a refused field is named in the 400's issues.
 */
export const UpdateCollectedDataRequest = z
  .object({
    reopen: z.literal(true).optional(),
    collectedDataDetails: CollectedDataDetailsInput.optional(),
    ...saveFields,
  })
  .strict()
  .superRefine((body, context) => {
    if (body.reopen && body.collectedDataDetails) {
      context.addIssue({ code: 'custom', path: ['reopen'], message: 'Återöppning skickas utan uppgifter' });
    }
    if (!body.reopen && !body.collectedDataDetails) {
      context.addIssue({ code: 'custom', path: ['collectedDataDetails'], message: 'Uppgifter saknas' });
    }
  });
export type UpdateCollectedDataRequest = z.infer<typeof UpdateCollectedDataRequest>;

/** GET /collecteddata/{id} and GET /jobs/{id}/collecteddata: `{id}`. */
export const CollectedDataIdParams = z.object({ id: z.string().trim().min(1).max(100) });
export type CollectedDataIdParams = z.infer<typeof CollectedDataIdParams>;

/** GET /collecteddata/?page&size&status: the Inmatningskö, records not yet DONE. */
export const CollectedDataQueueQuery = z.object({
  ...pageQueryFields(DEFAULT_PAGE_SIZE),
  status: z.enum(['CREATED', 'SAVED']).optional(),
});
export type CollectedDataQueueQuery = z.infer<typeof CollectedDataQueueQuery>;

const DeadlineStatus = z.enum(['close', 'passed']).nullable();

/** One row of the Inmatningskö: no person data (the queue is a list; the record is opened one by one). */
export const CollectedDataQueueItem = z.object({
  id: z.string(),
  jobId: z.string(),
  status: CollectedDataStatus,
  jobType: Service,
  customerId: z.string(),
  customerName: z.string(),
  /** The job's staff deadline (spec §4), null when it has none. */
  deadline: z.string().nullable(),
  deadlineStatus: DeadlineStatus,
  createTime: z.string(),
  modified: z.string(),
  topics: z.array(CollectionTopic),
  dataCollectorEmail: z.string().nullable(),
});
export type CollectedDataQueueItem = z.infer<typeof CollectedDataQueueItem>;

export const CollectedDataQueuePage = pagedOkEnvelope(CollectedDataQueueItem);
export type CollectedDataQueuePage = z.infer<typeof CollectedDataQueuePage>;

/** The person checked, for looking things up: shown only to those who may open it now. */
export const CollectedDataPerson = z.object({ name: z.string(), SSN: z.string() });
export type CollectedDataPerson = z.infer<typeof CollectedDataPerson>;

/** One record (spec §3 fields, plus what the form needs). */
export const CollectedDataView = z.object({
  id: z.string(),
  createTime: z.string(),
  modified: z.string(),
  status: CollectedDataStatus,
  dataCollectorUserId: z.string().nullable(),
  dataCollectorEmail: z.string().nullable(),
  /** Null when withheld: a data collector does not see a finished record's data. */
  collectedDataDetails: CollectedDataDetailsInput.nullable(),
  jobId: z.string(),
  jobType: Service,
  jobState: z.string(),
  customerId: z.string(),
  customerName: z.string(),
  deadline: z.string().nullable(),
  deadlineStatus: DeadlineStatus,
  verifyFormerEmployer: z.boolean(),
  verifyEducation: z.boolean(),
  /** The job's position and the customer's extra questions (what `extraQuestion` answers). */
  position: z.string().nullable(),
  screeningQuestions: z.array(z.string()),
  topics: z.array(CollectionTopic),
  educationCollected: z.boolean(),
  employerCollected: z.boolean(),
  extraQuestionCollected: z.boolean(),
  debtHistoryCollected: z.boolean(),
  driversLicenseCollected: z.boolean(),
  vehicleOwnershipCollected: z.boolean(),
  sanctionListCollected: z.boolean(),
  tradingProhibitionCollected: z.boolean(),
  citizenshipState: CitizenshipState,
  /** Every topic to collect is marked collected. */
  isChecked: z.boolean(),
  /** E-mail of the last one who saved. */
  editor: z.string().nullable(),
  person: CollectedDataPerson.nullable(),
  /** What the caller may do now (the server decides again on PUT). */
  mayEdit: z.boolean(),
  mayReopen: z.boolean(),
});
export type CollectedDataView = z.infer<typeof CollectedDataView>;

/** Whether a topic is marked collected on a record. */
export const isTopicCollected = (
  record: Pick<CollectedDataView, CollectedFlag | 'citizenshipState'>,
  topic: CollectionTopic,
): boolean =>
  topic === 'citizenship' ? record.citizenshipState === 'DONE' : record[COLLECTED_FLAG_OF_TOPIC[topic]];

export const COLLECTED_DATA_MESSAGES = {
  notFound: 'Insamlade uppgifter kunde inte hittas',
  jobHasNone: 'Uppdraget har inga uppgifter att samla in',
  alreadyDone: 'Insamlingen är färdigställd och kan inte ändras',
  notDone: 'Insamlingen är inte färdigställd',
  jobNotInProgress: 'Uppdraget granskas inte längre; uppgifter kan inte samlas in',
  changedMeanwhile: 'Uppgifterna har ändrats av någon annan. Ladda om och försök igen',
  topicsMissing: 'Markera alla uppgifter som ska samlas in som insamlade innan du färdigställer',
  topicNotCollected: 'Ej markerad som insamlad',
} as const;

/*
 * Who may reach collected data (docs/decisions/collected-data.md). The endpoints declare staff groups
 * only, so customers and API keys are refused before any record is read; the server's
 * collected-data.policy.ts decides per record.
 */
export const COLLECTED_DATA_QUEUE_ACCESS = {
  groups: ['DataCollector', 'Coordinator'],
} as const satisfies EndpointAccess;

export const COLLECTED_DATA_READ_ACCESS = {
  groups: ['DataCollector', 'Coordinator', 'Analyst'],
} as const satisfies EndpointAccess;

/** Data collectors save and finish; coordinators reopen a finished record. */
export const COLLECTED_DATA_UPDATE_ACCESS = {
  groups: ['DataCollector', 'Coordinator'],
} as const satisfies EndpointAccess;

export const collectedDataQueueEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/collecteddata/',
  query: CollectedDataQueueQuery,
  response: CollectedDataQueuePage,
  access: COLLECTED_DATA_QUEUE_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /collecteddata/'],
  summary: 'The Inmatningskö: records not yet finished of jobs under way, nearest deadline first',
});

export const getCollectedDataEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/collecteddata/{id}',
  params: CollectedDataIdParams,
  response: okEnvelope(CollectedDataView),
  access: COLLECTED_DATA_READ_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /collecteddata/{id}'],
  summary: 'One collected-data record; person data only for those who may open it now (audited)',
});

export const updateCollectedDataEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'PUT',
  path: '/collecteddata/{id}',
  params: CollectedDataIdParams,
  body: UpdateCollectedDataRequest,
  response: okEnvelope(CollectedDataView),
  access: COLLECTED_DATA_UPDATE_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['PUT /collecteddata/{id}'],
  summary:
    'Save the form (SAVED) or finish it (`finish: true`, DONE); a coordinator reopens a DONE record ' +
    '(`reopen: true`)',
});

export const jobCollectedDataEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/jobs/{id}/collecteddata',
  params: CollectedDataIdParams,
  response: okEnvelope(CollectedDataView),
  access: COLLECTED_DATA_READ_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /jobs/{id}/collecteddata'],
  summary: "The job's collected-data record (404 when the job needs no collection)",
});
