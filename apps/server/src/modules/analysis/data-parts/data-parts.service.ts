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
import { recordAudit } from '../../audit';
import { type AnalysisContext, openJobToChange, openJobToRead } from '../analysis-access';
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
 * Adds a part to a job the caller has opened for a change (in its transaction), with the audit row.
 * Bulk data arrives here too, so every part of a job has one way in.
 */
export const addDataPart = async (
  tx: Transaction,
  crypto: FieldCrypto,
  context: AnalysisContext,
  part: NewDataPart,
  now: Date,
): Promise<DataPartView> => {
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
    created: now,
    updatedBy: context.caller.userId,
    updated: now,
  });
  await recordAudit(tx, {
    actor: context.caller,
    action: 'datapart.create',
    entity: 'datapart',
    entityId: id,
    ip: context.ip,
    details: { jobId: part.jobId, source: part.source, type: part.type },
  });
  return toDataPartView(crypto, row);
};

/**
 * POST /datapart: a new written part, or a change of a part's type, title and text (a bulk-data part
 * keeps its source and provider data). A part that is not the job's is 404 like an unknown one.
 */
export const saveDataPart = (
  { db, crypto }: DataPartDeps,
  context: AnalysisContext,
  request: SaveDataPartRequest,
  now: Date,
): Promise<DataPartView> =>
  db.transaction(async (tx) => {
    if (request.id === undefined) {
      await openJobToChange(tx, crypto, context, request.jobId, 'datapart.create');
      return addDataPart(
        tx,
        crypto,
        context,
        {
          jobId: request.jobId,
          source: 'manual',
          type: request.type,
          title: request.title,
          text: request.text,
          data: null,
        },
        now,
      );
    }
    const existing = await findDataPart(tx, request.id);
    if (!existing || existing.jobId !== request.jobId)
      throw AppError.notFound(ANALYSIS_MESSAGES.dataPartNotFound);
    await openJobToChange(tx, crypto, context, existing.jobId, 'datapart.update');
    const before = toDataPartView(crypto, existing);
    const changed = (['type', 'title', 'text'] as const).filter((field) => before[field] !== request[field]);
    const { titleEnc, textEnc } = encryptDataPartFields(crypto, existing.id, request);
    const row = await updateDataPart(tx, existing.id, {
      type: request.type,
      titleEnc,
      textEnc,
      updatedBy: context.caller.userId,
      updated: now,
    });
    await recordAudit(tx, {
      actor: context.caller,
      action: 'datapart.update',
      entity: 'datapart',
      entityId: existing.id,
      ip: context.ip,
      details: { jobId: existing.jobId, fields: changed },
    });
    return toDataPartView(crypto, row);
  });

/** POST /datapart/populate: one part, read through its job's staff-access rules. */
export const populateDataPart = ({ db, crypto }: DataPartDeps, context: AnalysisContext, id: string) =>
  db.transaction(async (tx) => {
    const part = await findDataPart(tx, id);
    if (!part) throw AppError.notFound(ANALYSIS_MESSAGES.dataPartNotFound);
    await openJobToRead(tx, crypto, context, part.jobId, 'datapart.populate');
    await recordAudit(tx, {
      actor: context.caller,
      action: 'datapart.read',
      entity: 'datapart',
      entityId: part.id,
      ip: context.ip,
      details: { jobId: part.jobId },
    });
    return toDataPartView(crypto, part);
  });

/** GET /jobs/{id}/dataparts: every part of the job, oldest first (at most MAX_DATA_PARTS_PER_JOB). */
export const listDataParts = ({ db, crypto }: DataPartDeps, context: AnalysisContext, jobId: string) =>
  db.transaction(async (tx) => {
    await openJobToRead(tx, crypto, context, jobId, 'datapart.list');
    return (await dataPartsOfJob(tx, jobId)).map((row) => toDataPartView(crypto, row));
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
