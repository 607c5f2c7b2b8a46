import {
  type CitizenshipState,
  COLLECTED_DATA_MESSAGES,
  COLLECTED_FLAG_OF_TOPIC,
  CollectedDataDetailsInput,
  type CollectedDataQueueItem,
  type CollectedDataQueueQuery,
  type CollectedDataStatus,
  type CollectedDataView,
  type CollectionTopic,
  collectedFlagsOf,
  deadlineStatus,
  isTopicCollected,
  ORDER_SERVICES,
  type OrderService,
  type Paging,
  type SaveCollectedDataRequest,
  type StaffGroup,
  type UpdateCollectedDataRequest,
  type ValidationIssue,
} from '@granska/domain';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../platform/db/database';
import { AppError } from '../../platform/http/app-error';
import { type Caller, FORBIDDEN_MESSAGE } from '../../platform/http/caller';
import type { RequestContext } from '../../platform/http/request-context';
import { type CommandAudit, runAuditedRead, runCommand } from '../audit';
import { decryptPerson } from '../orders';
import { requirePolicyApproval, servicesOfGroup } from '../staff-access';
import { collectsFor, isCollectionUnderWay, type RecordAccess, recordAccess } from './collected-data.policy';
import {
  findRecordWithJob,
  listQueueRows,
  type RecordWithJob,
  statusesOfJobs,
  updateRecord,
} from './collected-data.repository';
import type { CollectedDataRow } from './collected-data.schema';

type Db = Database | Transaction;

export interface CollectedDataDeps {
  db: Database;
  crypto: FieldCrypto;
}

/** The encryption context of a record's details: bound to the record, so a copied value does not open. */
export const detailsContext = (recordId: string) => `collected_data.details:${recordId}`;

const QUEUE_GROUPS: readonly StaffGroup[] = ['DataCollector', 'Coordinator'];

/** The services whose records the caller sees in the queue: those of its collecting/coordinating groups. */
const queueServices = (caller: Caller): OrderService[] => [
  ...new Set(
    QUEUE_GROUPS.filter((group) => caller.groups.includes(group))
      .flatMap((group) => servicesOfGroup(group))
      .filter((service): service is OrderService => (ORDER_SERVICES as readonly string[]).includes(service)),
  ),
];

const deadlineOf = (job: RecordWithJob['job'], now: Date) => ({
  deadline: job.deadline?.toISOString() ?? null,
  deadlineStatus: deadlineStatus(job.deadline ?? null, now),
});

const queueItem = ({ record, job, customerName }: RecordWithJob, now: Date): CollectedDataQueueItem => ({
  id: record.id,
  jobId: record.jobId,
  status: record.status,
  jobType: job.service,
  customerId: record.customerId,
  customerName,
  ...deadlineOf(job, now),
  createTime: record.created.toISOString(),
  modified: record.modified.toISOString(),
  topics: record.topics,
  dataCollectorEmail: record.dataCollectorEmail,
});

/** GET /collecteddata/: the Inmatningskö, nearest deadline first; no person data in it. */
export const listCollectionQueue = async (
  deps: CollectedDataDeps,
  context: RequestContext,
  query: CollectedDataQueueQuery,
): Promise<{ result: CollectedDataQueueItem[]; paging: Paging }> => {
  const { rows, total } = await listQueueRows(deps.db, {
    filter: { services: queueServices(context.caller), ...(query.status ? { status: query.status } : {}) },
    limit: query.size,
    offset: query.page * query.size,
  });
  return {
    result: rows.map((row) => queueItem(row, context.now)),
    paging: { page: query.page, size: query.size, total },
  };
};

const detailsOf = (crypto: FieldCrypto, record: CollectedDataRow) =>
  record.detailsEnc === null
    ? {}
    : CollectedDataDetailsInput.parse(
        JSON.parse(crypto.decryptField(record.detailsEnc, detailsContext(record.id))),
      );

type Visible = Extract<RecordAccess, { kind: 'visible' }>;

const recordView = (
  crypto: FieldCrypto,
  found: RecordWithJob,
  access: Visible,
  now: Date,
): CollectedDataView => {
  const { record, job } = found;
  const person = access.opensPersonData ? decryptPerson(crypto, job) : null;
  return {
    id: record.id,
    createTime: record.created.toISOString(),
    modified: record.modified.toISOString(),
    status: record.status,
    dataCollectorUserId: record.dataCollectorUserId,
    dataCollectorEmail: record.dataCollectorEmail,
    collectedDataDetails: access.opensPersonData ? detailsOf(crypto, record) : null,
    jobId: job.id,
    jobType: job.service,
    jobState: job.currState,
    customerId: record.customerId,
    customerName: found.customerName,
    ...deadlineOf(job, now),
    verifyFormerEmployer: job.verifyFormerEmployer,
    verifyEducation: job.verifyEducation,
    position: job.position,
    screeningQuestions: job.screeningQuestions,
    topics: record.topics,
    ...collectedFlagsOf(record),
    citizenshipState: record.citizenshipState,
    isChecked: record.topics.every((topic) => isTopicCollected(record, topic)),
    editor: record.editorEmail,
    person: person ? { name: person.name, SSN: person.ssn } : null,
    mayEdit: access.mayEdit,
    mayReopen: access.mayReopen,
  };
};

/** The record and the caller's rights on it; 404 or 403 here, so callers only handle the visible case. */
const requireVisible = (
  caller: Caller,
  found: RecordWithJob | undefined,
  notFound: string,
): { found: RecordWithJob; access: Visible } => {
  if (!found) throw AppError.notFound(notFound);
  const access = recordAccess(caller, { status: found.record.status, job: found.job });
  if (access.kind === 'hidden') throw AppError.notFound(notFound);
  if (access.kind === 'refused') throw AppError.forbidden(access.message);
  return { found, access };
};

/** Policy approval before person data, and the read's audit row. */
const openPersonData = async (
  tx: Db,
  context: RequestContext,
  found: RecordWithJob,
  via: string,
): Promise<CommandAudit> => {
  await requirePolicyApproval(tx, context.caller);
  return {
    action: 'collectedData.open',
    entity: 'collectedData',
    entityId: found.record.id,
    details: { jobId: found.job.id, orderId: found.job.orderId, customerId: found.job.customerId, via },
  };
};

/**
 * GET /collecteddata/{id} (`{id}`) and GET /jobs/{id}/collecteddata (`{jobId}`): one record. Person data
 * and details only to those who may open them now, after the security policy, with a
 * 'collectedData.open' audit row.
 */
export const openCollectedData = (
  deps: CollectedDataDeps,
  context: RequestContext,
  by: { id: string } | { jobId: string },
): Promise<CollectedDataView> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { found, access } = requireVisible(
      context.caller,
      await findRecordWithJob(tx, by),
      'id' in by ? COLLECTED_DATA_MESSAGES.notFound : COLLECTED_DATA_MESSAGES.jobHasNone,
    );
    // Without person data in the answer there is nothing to audit.
    const audit = access.opensPersonData
      ? await openPersonData(tx, context, found, 'id' in by ? 'record' : 'job')
      : [];
    return { result: recordView(deps.crypto, found, access, context.now), audit };
  });

const citizenshipStateAfter = (
  topics: readonly CollectionTopic[],
  body: SaveCollectedDataRequest,
): CitizenshipState => {
  if (!topics.includes('citizenship')) return 'DO_NOT_CHECK';
  if (body.citizenshipCollected) return 'DONE';
  return body.collectedDataDetails.citizenship?.trim() ? 'IN_PROGRESS' : 'STARTED';
};

/** Finishing needs every topic of the record marked collected; each missing one is an issue. */
const missingTopicIssues = (
  topics: readonly CollectionTopic[],
  after: Parameters<typeof isTopicCollected>[0],
): ValidationIssue[] =>
  topics
    .filter((topic) => !isTopicCollected(after, topic))
    .map((topic) => ({
      path: `body.${topic === 'citizenship' ? 'citizenshipCollected' : COLLECTED_FLAG_OF_TOPIC[topic]}`,
      message: COLLECTED_DATA_MESSAGES.topicNotCollected,
    }));

const saveRecord = async (
  tx: Transaction,
  deps: CollectedDataDeps,
  context: RequestContext,
  found: RecordWithJob,
  body: SaveCollectedDataRequest,
): Promise<{ saved: CollectedDataRow; audit: CommandAudit }> => {
  const { record, job } = found;
  if (!collectsFor(context.caller, job.service)) throw AppError.forbidden(FORBIDDEN_MESSAGE);
  if (record.status === 'DONE') throw AppError.conflict(COLLECTED_DATA_MESSAGES.alreadyDone);
  if (!isCollectionUnderWay(job.currState)) throw AppError.conflict(COLLECTED_DATA_MESSAGES.jobNotInProgress);
  if (body.modified !== undefined && Date.parse(body.modified) !== record.modified.getTime()) {
    throw AppError.conflict(COLLECTED_DATA_MESSAGES.changedMeanwhile);
  }
  await requirePolicyApproval(tx, context.caller);
  const flags = collectedFlagsOf(body);
  const citizenshipState = citizenshipStateAfter(record.topics, body);
  if (body.finish) {
    const issues = missingTopicIssues(record.topics, { ...flags, citizenshipState });
    if (issues.length > 0) throw AppError.badRequest(COLLECTED_DATA_MESSAGES.topicsMissing, issues);
  }
  const status: CollectedDataStatus = body.finish ? 'DONE' : 'SAVED';
  const saved = await updateRecord(tx, record.id, {
    status,
    detailsEnc: deps.crypto.encryptField(
      JSON.stringify(body.collectedDataDetails),
      detailsContext(record.id),
    ),
    ...flags,
    citizenshipState,
    dataCollectorUserId: record.dataCollectorUserId ?? context.caller.userId,
    dataCollectorEmail: record.dataCollectorEmail ?? context.caller.email,
    modified: context.now,
    modifiedBy: context.caller.userId,
    editorEmail: context.caller.email,
  });
  return {
    saved,
    audit: {
      action: body.finish ? 'collectedData.finish' : 'collectedData.save',
      entity: 'collectedData',
      entityId: record.id,
      details: {
        jobId: job.id,
        status,
        collected: record.topics.filter((topic) => isTopicCollected(saved, topic)),
      },
    },
  };
};

const reopenRecord = async (
  tx: Transaction,
  context: RequestContext,
  found: RecordWithJob,
  access: Visible,
): Promise<{ saved: CollectedDataRow; audit: CommandAudit }> => {
  const { record, job } = found;
  if (!access.mayReopen) {
    if (!context.caller.groups.includes('Coordinator')) throw AppError.forbidden(FORBIDDEN_MESSAGE);
    if (record.status !== 'DONE') throw AppError.conflict(COLLECTED_DATA_MESSAGES.notDone);
    throw AppError.conflict(COLLECTED_DATA_MESSAGES.jobNotInProgress);
  }
  const reopened = await updateRecord(tx, record.id, {
    status: 'SAVED',
    modified: context.now,
    modifiedBy: context.caller.userId,
    editorEmail: context.caller.email,
  });
  return {
    saved: reopened,
    audit: {
      action: 'collectedData.reopen',
      entity: 'collectedData',
      entityId: record.id,
      details: { jobId: job.id },
    },
  };
};

/**
 * PUT /collecteddata/{id}: a data collector saves (SAVED) or finishes (DONE) the form; a coordinator
 * reopens a DONE record. The record and its job are locked, so a save cannot race a state change.
 * Answers the record as the caller now sees it (a finished one without person data for a collector).
 */
export const updateCollectedData = (
  deps: CollectedDataDeps,
  context: RequestContext,
  id: string,
  body: UpdateCollectedDataRequest,
): Promise<CollectedDataView> =>
  runCommand(deps.db, context, async (tx) => {
    const { found, access } = requireVisible(
      context.caller,
      await findRecordWithJob(tx, { id }, { lock: true }),
      COLLECTED_DATA_MESSAGES.notFound,
    );
    const { saved, audit } = body.reopen
      ? await reopenRecord(tx, context, found, access)
      : await saveRecord(tx, deps, context, found, {
          ...body,
          collectedDataDetails: body.collectedDataDetails ?? {},
        });
    const after = requireVisible(
      context.caller,
      { ...found, record: saved },
      COLLECTED_DATA_MESSAGES.notFound,
    );
    return { result: recordView(deps.crypto, after.found, after.access, context.now), audit };
  });

/** The spec's Job.collectedDataStatus for these jobs (for job views of other modules). */
export const collectedDataStatusOfJobs = (
  db: Db,
  jobIds: readonly string[],
): Promise<Map<string, CollectedDataStatus>> => statusesOfJobs(db, jobIds);
