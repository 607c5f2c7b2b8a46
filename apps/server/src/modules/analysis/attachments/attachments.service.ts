import { randomUUID } from 'node:crypto';
import {
  ANALYSIS_MESSAGES,
  type AttachmentFile,
  AttachmentType,
  type AttachmentView,
  type DeletedAttachment,
  MAX_ATTACHMENTS_PER_JOB,
  type UploadAttachmentRequest,
} from '@granska/domain';
import type { FieldCrypto } from '../../../platform/crypto/field-crypto';
import type { Database } from '../../../platform/db/database';
import { AppError } from '../../../platform/http/app-error';
import type { RequestContext } from '../../../platform/http/request-context';
import { runAuditedRead, runCommand } from '../../audit';
import type { FileStorage } from '../../file-storage';
import type { AnalysisAttachmentRow } from '../analysis.schema';
import { openJobToChange, openJobToRead } from '../analysis-access';
import { checkAttachmentContent, cleanFileName, decodeBase64 } from './attachment-content';
import {
  attachmentsOfJob,
  countAttachments,
  deleteAttachmentRow,
  findAttachment,
  insertAttachment,
} from './attachments.repository';

export interface AttachmentDeps {
  db: Database;
  crypto: FieldCrypto;
  storage: FileStorage;
  /** Where a file that could not be removed is reported (ids only). */
  warn: (details: Record<string, unknown>, message: string) => void;
}

const nameContext = (id: string) => `analysis_attachments.name:${id}`;
const storageKeyOf = (id: string) => `attachments/${id}`;

const toView = (crypto: FieldCrypto, row: AnalysisAttachmentRow): AttachmentView => ({
  id: row.id,
  jobId: row.jobId,
  name: crypto.decryptField(row.nameEnc, nameContext(row.id)),
  type: AttachmentType.parse(row.contentType),
  size: row.size,
  uploadedBy: row.uploadedBy,
  created: row.created.toISOString(),
});

/**
 * POST /attachment: checks the content before anything is stored (size, type by content), then writes
 * the file encrypted and its row with the audit record. A failure after the file was written removes it
 * again, so a refused or failed upload leaves nothing behind.
 */
export const uploadAttachment = async (
  deps: AttachmentDeps,
  context: RequestContext,
  request: UploadAttachmentRequest,
): Promise<AttachmentView> => {
  const bytes = decodeBase64(request.data);
  const type = checkAttachmentContent(bytes, request.type);
  const id = randomUUID();
  const storageKey = storageKeyOf(id);
  let written = false;
  try {
    return await runCommand(deps.db, context, async (tx) => {
      const { openAudit } = await openJobToChange(
        tx,
        deps.crypto,
        context,
        request.jobId,
        'attachment.create',
      );
      if ((await countAttachments(tx, request.jobId)) >= MAX_ATTACHMENTS_PER_JOB) {
        throw AppError.conflict(ANALYSIS_MESSAGES.tooManyAttachments);
      }
      await deps.storage.put(storageKey, bytes);
      written = true;
      const row = await insertAttachment(tx, {
        id,
        jobId: request.jobId,
        nameEnc: deps.crypto.encryptField(cleanFileName(request.name), nameContext(id)),
        contentType: type,
        size: bytes.length,
        storageKey,
        uploadedBy: context.caller.userId,
        created: context.now,
      });
      return {
        result: toView(deps.crypto, row),
        audit: [
          openAudit,
          {
            action: 'attachment.create',
            entity: 'attachment',
            entityId: id,
            details: { jobId: request.jobId, type, size: bytes.length },
          },
        ],
      };
    });
  } catch (error) {
    if (written) {
      await deps.storage.delete(storageKey).catch((cause: unknown) => {
        deps.warn({ attachmentId: id, error: (cause as Error).name }, 'could not remove a failed upload');
      });
    }
    throw error;
  }
};

/** The attachment row, or 404 as for an unknown id. */
const attachmentOrNotFound = async (db: Parameters<typeof findAttachment>[0], id: string) => {
  const row = await findAttachment(db, id);
  if (!row) throw AppError.notFound(ANALYSIS_MESSAGES.attachmentNotFound);
  return row;
};

/** POST /attachment/populate: the file (spec §3 File, base64), read through its job's rules, audited. */
export const populateAttachment = (
  deps: AttachmentDeps,
  context: RequestContext,
  id: string,
): Promise<AttachmentFile> =>
  runAuditedRead(deps.db, context, async (tx) => {
    const row = await attachmentOrNotFound(tx, id);
    const { openAudit } = await openJobToRead(tx, deps.crypto, context, row.jobId, 'attachment.populate');
    const bytes = await deps.storage.get(row.storageKey);
    const view = toView(deps.crypto, row);
    return {
      result: {
        id: view.id,
        name: view.name,
        type: view.type,
        size: view.size,
        data: bytes.toString('base64'),
      },
      audit: [
        openAudit,
        { action: 'attachment.read', entity: 'attachment', entityId: row.id, details: { jobId: row.jobId } },
      ],
    };
  });

/**
 * POST /attachment/delete: removes the row (with the audit record that it existed) while the job is under
 * analysis, then the file. A file that cannot be removed is reported; it can no longer be reached.
 */
export const deleteAttachment = async (
  deps: AttachmentDeps,
  context: RequestContext,
  id: string,
): Promise<DeletedAttachment> => {
  const row = await runCommand(deps.db, context, async (tx) => {
    const found = await attachmentOrNotFound(tx, id);
    const { openAudit } = await openJobToChange(tx, deps.crypto, context, found.jobId, 'attachment.delete');
    await deleteAttachmentRow(tx, found.id);
    return {
      result: found,
      audit: [
        openAudit,
        {
          action: 'attachment.delete',
          entity: 'attachment',
          entityId: found.id,
          details: { jobId: found.jobId, type: found.contentType, size: found.size },
        },
      ],
    };
  });
  await deps.storage.delete(row.storageKey).catch((cause: unknown) => {
    deps.warn(
      { attachmentId: row.id, error: (cause as Error).name },
      'could not remove a deleted attachment',
    );
  });
  return { id: row.id };
};

/** POST /attachment/list: the job's attachments without their content, oldest first. */
export const listAttachments = (deps: AttachmentDeps, context: RequestContext, jobId: string) =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { openAudit } = await openJobToRead(tx, deps.crypto, context, jobId, 'attachment.list');
    return {
      result: (await attachmentsOfJob(tx, jobId)).map((row) => toView(deps.crypto, row)),
      audit: openAudit,
    };
  });

/** A job's attachments with their content, for the report (the caller has opened the job itself). */
export const attachmentsForReport = async (
  deps: Pick<AttachmentDeps, 'db' | 'crypto' | 'storage'>,
  jobId: string,
): Promise<(AttachmentView & { bytes: Buffer })[]> =>
  Promise.all(
    (await attachmentsOfJob(deps.db, jobId)).map(async (row) => ({
      ...toView(deps.crypto, row),
      bytes: await deps.storage.get(row.storageKey),
    })),
  );
