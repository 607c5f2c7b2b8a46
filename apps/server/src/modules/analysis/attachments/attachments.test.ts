import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ANALYSIS_MESSAGES,
  ATTACHMENT_MAX_BYTES,
  AttachmentFile,
  AttachmentView,
  okEnvelope,
} from '@granska/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analysisTestSuite, refusal } from '../../../platform/testing/analysis-kit';
import { listAudit } from '../../audit/audit.service';
import { analysisAttachments } from '../analysis.schema';
import { SAMPLE_FILES } from './attachment-samples.test-support';

const suite = analysisTestSuite('attachments');

const PDF = SAMPLE_FILES.pdf;
const upload = (
  jobId: string,
  file: { name: string; type: string; bytes: Buffer },
  token = suite.analyst.token,
) =>
  suite.kit.call('POST', '/attachment', token, {
    jobId,
    name: file.name,
    type: file.type,
    data: file.bytes.toString('base64'),
  });
const viewOf = (response: { json(): unknown }) => okEnvelope(AttachmentView).parse(response.json()).result[0];

const storedFiles = async () => {
  try {
    return await readdir(join(suite.testApp.dataDir, 'files', 'attachments'));
  } catch {
    return [];
  }
};
const rowsOf = (jobId: string) =>
  suite.testApp.database.db.select().from(analysisAttachments).where(eq(analysisAttachments.jobId, jobId));

describe('attachments (POST /attachment, /attachment/list, /attachment/populate, /attachment/delete)', () => {
  it('stores a file encrypted, lists it, and gives the same bytes back', async () => {
    const { jobId } = await suite.assignedJob(901);
    const response = await upload(jobId, PDF);
    expect(response.statusCode, response.body).toBe(200);
    const view = viewOf(response);
    expect(view).toMatchObject({ jobId, name: PDF.name, type: 'application/pdf', size: PDF.bytes.length });

    const listed = await suite.kit.call('POST', '/attachment/list', suite.analyst.token, { jobId });
    expect(okEnvelope(AttachmentView).parse(listed.json()).result).toEqual([view]);

    const populated = await suite.kit.call('POST', '/attachment/populate', suite.analyst.token, {
      id: view?.id,
    });
    expect(populated.headers['cache-control']).toBe('no-store');
    const [file] = okEnvelope(AttachmentFile).parse(populated.json()).result;
    expect(file).toMatchObject({ id: view?.id, name: PDF.name, type: 'application/pdf' });
    expect(Buffer.from(file?.data ?? '', 'base64').equals(PDF.bytes)).toBe(true);

    // At rest: the file is ciphertext, and its name (which may name the person) is encrypted too.
    const onDisk = await readFile(join(suite.testApp.dataDir, 'files', 'attachments', view?.id ?? ''));
    expect(onDisk.includes(Buffer.from('19850412-9012'))).toBe(false);
    expect(onDisk.includes(Buffer.from('%PDF'))).toBe(false);
    expect(JSON.stringify(await rowsOf(jobId))).not.toContain('Sara');

    const actions = (await listAudit(suite.testApp.database.db, { entityId: view?.id })).map(
      (row) => row.action,
    );
    expect(actions).toEqual(['attachment.create', 'attachment.read']);
  });

  it('accepts PNG, JPEG and Word documents by their content', async () => {
    const { jobId } = await suite.assignedJob(902);
    for (const sample of [SAMPLE_FILES.png, SAMPLE_FILES.jpeg, SAMPLE_FILES.docx]) {
      const response = await upload(jobId, sample);
      expect(response.statusCode, response.body).toBe(200);
      expect(viewOf(response)?.type).toBe(sample.type);
    }
  });

  it('refuses a file by its content, size or encoding with a 4xx and stores nothing', async () => {
    const { jobId } = await suite.assignedJob(903);
    const before = await storedFiles();
    const pdfBytes = PDF.bytes;
    const cases: [{ name: string; type: string; bytes: Buffer }, number, string][] = [
      [
        { name: 'virus.pdf', type: 'application/pdf', bytes: Buffer.from('MZ\x90\x00 not a pdf') },
        415,
        ANALYSIS_MESSAGES.attachmentTypeNotAllowed,
      ],
      [
        { name: 'bild.pdf', type: 'application/pdf', bytes: SAMPLE_FILES.png.bytes },
        415,
        ANALYSIS_MESSAGES.attachmentTypeMismatch,
      ],
      [
        { name: 'rapport.exe', type: 'application/x-msdownload', bytes: pdfBytes },
        415,
        ANALYSIS_MESSAGES.attachmentTypeNotAllowed,
      ],
      [
        { name: 'tom.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) },
        400,
        ANALYSIS_MESSAGES.attachmentEmpty,
      ],
      [
        {
          name: 'stor.pdf',
          type: 'application/pdf',
          bytes: Buffer.concat([pdfBytes, Buffer.alloc(ATTACHMENT_MAX_BYTES + 1 - pdfBytes.length)]),
        },
        413,
        ANALYSIS_MESSAGES.attachmentTooLarge,
      ],
    ];
    for (const [file, status, message] of cases) {
      expect(refusal(await upload(jobId, file)), file.name).toEqual({ statusCode: status, message });
    }
    const notBase64 = await suite.kit.call('POST', '/attachment', suite.analyst.token, {
      jobId,
      name: 'a.pdf',
      type: 'application/pdf',
      data: '%%% not base64 %%%',
    });
    expect(refusal(notBase64)).toEqual({ statusCode: 400, message: ANALYSIS_MESSAGES.attachmentNotBase64 });
    const overBodyLimit = await suite.kit.call('POST', '/attachment', suite.analyst.token, {
      jobId,
      name: 'a.pdf',
      type: 'application/pdf',
      data: 'A'.repeat(15 * 1024 * 1024),
    });
    expect(overBodyLimit.statusCode).toBe(413);

    expect(await rowsOf(jobId)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps a clean file name: no path, no control characters', async () => {
    const { jobId } = await suite.assignedJob(904);
    const response = await upload(jobId, { ...PDF, name: '../../etc/\u0007passwd.pdf' });
    expect(viewOf(response)?.name).toBe('.._.._etc_passwd.pdf');
  });

  it('deletes the row and the file, with an audit row that it existed', async () => {
    const { jobId } = await suite.assignedJob(905);
    const view = viewOf(await upload(jobId, PDF));
    const deleted = await suite.kit.call('POST', '/attachment/delete', suite.analyst.token, { id: view?.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().result).toEqual([{ id: view?.id }]);
    expect(await rowsOf(jobId)).toEqual([]);
    expect(await storedFiles()).not.toContain(view?.id);
    expect(
      refusal(await suite.kit.call('POST', '/attachment/populate', suite.analyst.token, { id: view?.id })),
    ).toEqual({
      statusCode: 404,
      message: ANALYSIS_MESSAGES.attachmentNotFound,
    });
    const [entry] = await listAudit(suite.testApp.database.db, {
      action: 'attachment.delete',
      entityId: view?.id,
    });
    expect(entry?.details).toEqual({ jobId, type: 'application/pdf', size: PDF.bytes.length });
  });

  it('refuses other analysts, customers and data collectors; after the report only reads', async () => {
    const { jobId, ordererToken } = await suite.assignedJob(906);
    const view = viewOf(await upload(jobId, PDF));
    const other = await suite.kit.user(['Analyst']);
    const dataCollector = await suite.kit.user(['DataCollector']);
    for (const token of [other.token, ordererToken, dataCollector.token]) {
      expect((await upload(jobId, PDF, token)).statusCode).toBe(403);
      expect((await suite.kit.call('POST', '/attachment/list', token, { jobId })).statusCode).toBe(403);
      expect((await suite.kit.call('POST', '/attachment/populate', token, { id: view?.id })).statusCode).toBe(
        403,
      );
      expect((await suite.kit.call('POST', '/attachment/delete', token, { id: view?.id })).statusCode).toBe(
        403,
      );
    }
    const hidden = await suite.kit.copyAsOtherService(jobId);
    const coordinator = await suite.kit.user(['Coordinator']);
    expect(
      (await suite.kit.call('POST', '/attachment/list', coordinator.token, { jobId: hidden })).statusCode,
    ).toBe(404);

    await suite.kit.setState(jobId, 'APPROVED');
    expect(refusal(await upload(jobId, PDF))).toEqual({
      statusCode: 409,
      message: ANALYSIS_MESSAGES.jobClosed,
    });
    expect(
      (await suite.kit.call('POST', '/attachment/delete', suite.analyst.token, { id: view?.id })).statusCode,
    ).toBe(409);
    expect(
      (await suite.kit.call('POST', '/attachment/populate', suite.analyst.token, { id: view?.id }))
        .statusCode,
    ).toBe(200);
    expect(await rowsOf(jobId)).toHaveLength(1);
  });
});
