import { randomUUID } from 'node:crypto';
import {
  ANALYSIS_MESSAGES,
  type DataPartData,
  type DataPartSource,
  type DataPartType,
  type DataPartView,
  MAX_DATA_PARTS_PER_JOB,
  type SaveDataPartRequest,
} from '@granska/domain';
import type { FieldCrypto } from '../../../platform/crypto/field-crypto';
import type { Database, Transaction } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { type CommandAudit, runAuditedRead, runCommand } from '../../audit';
import { openJobToChange, openJobToRead } from '../analysis-access';
import { encryptDataPartFields, toDataPartView } from './data-part-views';
import {
  countDataParts,
  dataPartsOfJob,
  findDataPart,
  insertDataPart,
  updateDataPart,
} from './data-parts.repository';

export interface DataPartDeps {
  db: Database;
  crypto: FieldCrypto;
}

export interface NewDataPart {
  jobId: string;
  source: DataPartSource;
  type: DataPartType;
  title: string;
  text: string;
  data: DataPartData | null;
}

/**
 * Adds a part to a job the caller has opened for a change (in its transaction), and answers it with the
 * audit row for the command to write. Bulk data arrives here too, so every part of a job has one way in.
 */
export const addDataPart = async (
  tx: Transaction,
  crypto: FieldCrypto,
  context: RequestContext,
  part: NewDataPart,
): Promise<{ view: DataPartView; audit: CommandAudit }> => {
  if ((await countDataParts(tx, part.jobId)) >= MAX_DATA_PARTS_PER_JOB) {
    throw AppError.conflict(ANALYSIS_MESSAGES.tooManyDataParts);
  }
  const id = randomUUID();
  const row = await insertDataPart(tx, {
    id,
    jobId: part.jobId,
    source: part.source,
    type: part.type,
    ...encryptDataPartFields(crypto, id, part),
    createdBy: context.caller.userId,
    created: context.now,
    updatedBy: context.caller.userId,
    updated: context.now,
  });
  return {
    view: toDataPartView(crypto, row),
    audit: {
      action: 'datapart.create',
      entity: 'datapart',
      entityId: id,
      details: { jobId: part.jobId, source: part.source, type: part.type },
    },
  };
};

/**
 * POST /datapart: a new written part, or a change of a part's type, title and text (a bulk-data part
 * keeps its source and provider data). A part that is not the job's is 404 like an unknown one.
 */
export const saveDataPart = (
  { db, crypto }: DataPartDeps,
  context: RequestContext,
  request: SaveDataPartRequest,
): Promise<DataPartView> =>
  runCommand(db, context, async (tx) => {
    if (request.id === undefined) {
      const { openAudit } = await openJobToChange(tx, crypto, context, request.jobId, 'datapart.create');
      const { view, audit } = await addDataPart(tx, crypto, context, {
        jobId: request.jobId,
        source: 'manual',
        type: request.type,
        title: request.title,
        text: request.text,
        data: null,
      });
      return { result: view, audit: [openAudit, audit] };
    }
    const existing = await findDataPart(tx, request.id);
    if (!existing || existing.jobId !== request.jobId)
      throw AppError.notFound(ANALYSIS_MESSAGES.dataPartNotFound);
    const { openAudit } = await openJobToChange(tx, crypto, context, existing.jobId, 'datapart.update');
    const before = toDataPartView(crypto, existing);
    const changed = (['type', 'title', 'text'] as const).filter((field) => before[field] !== request[field]);
    const { titleEnc, textEnc } = encryptDataPartFields(crypto, existing.id, request);
    const row = await updateDataPart(tx, existing.id, {
      type: request.type,
      titleEnc,
      textEnc,
      updatedBy: context.caller.userId,
      updated: context.now,
    });
    return {
      result: toDataPartView(crypto, row),
      audit: [
        openAudit,
        {
          action: 'datapart.update',
          entity: 'datapart',
          entityId: existing.id,
          details: { jobId: existing.jobId, fields: changed },
        },
      ],
    };
  });

/** POST /datapart/populate: one part, read through its job's staff-access rules. */
export const populateDataPart = ({ db, crypto }: DataPartDeps, context: RequestContext, id: string) =>
  runAuditedRead(db, context, async (tx) => {
    const part = await findDataPart(tx, id);
    if (!part) throw AppError.notFound(ANALYSIS_MESSAGES.dataPartNotFound);
    const { openAudit } = await openJobToRead(tx, crypto, context, part.jobId, 'datapart.populate');
    return {
      result: toDataPartView(crypto, part),
      audit: [
        openAudit,
        { action: 'datapart.read', entity: 'datapart', entityId: part.id, details: { jobId: part.jobId } },
      ],
    };
  });

/** GET /jobs/{id}/dataparts: every part of the job, oldest first (at most MAX_DATA_PARTS_PER_JOB). */
export const listDataParts = ({ db, crypto }: DataPartDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(db, context, async (tx) => {
    const { openAudit } = await openJobToRead(tx, crypto, context, jobId, 'datapart.list');
    return {
      result: (await dataPartsOfJob(tx, jobId)).map((row) => toDataPartView(crypto, row)),
      audit: openAudit,
    };
  });

/**
 * The parts of a job for the report (no access check and no audit: the caller, the report's
 * generation, has opened the job itself).
 */
export const dataPartsForReport = async (
  db: Database | Transaction,
  crypto: FieldCrypto,
  jobId: string,
): Promise<DataPartView[]> => (await dataPartsOfJob(db, jobId)).map((row) => toDataPartView(crypto, row));
