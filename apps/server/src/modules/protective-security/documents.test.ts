import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ErrorEnvelope,
  okEnvelope,
  PS_DOCUMENT_MAX_BYTES,
  PS_DOCUMENT_MESSAGES,
  PsDocumentFile,
  PsDocumentView,
  PsPersonDeleted,
  PsPersonView,
} from '@granska/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenFor } from '../../platform/testing/factory';
import { personInput } from '../../platform/testing/ps-person-input';
import { createTestApp, type TestApp } from '../../platform/testing/test-app';
import { listAudit } from '../audit/audit.service';
import { pdfUpload } from './protective-security.audit-samples.test-support';
import { psDocuments } from './protective-security.schema';

/** A SÄK person card's documents, the documents service (protective-security-register.md, "Documents"). */
let testApp: TestApp;
let dataDir: string;
type Role = 'manager' | 'editor' | 'downloader' | 'staff' | 'deleter' | 'otherCustomer' | 'orderer';
let tokens: Record<Role, string>;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'granska-documents-'));
  testApp = await createTestApp({ seed: true, env: { DATA_DIR: dataDir } });
  let count = 0;
  const user = async (custNo: string, groups: string[]) =>
    (await accessTokenFor(testApp, { email: `doc${++count}@register.example`, custNo, groups })).token;
  const ps = 'ServiceProtectiveSecurity';
  tokens = {
    manager: await user('1003', [
      ps,
      'PSSecurityManager',
      'PSCreatePerson',
      'PSEditSecurityClass',
      'PSDownloadAttachmentPsPerson',
      'PSDeletePsPerson',
    ]),
    editor: await user('1003', [ps, 'PSSecurityStaff', 'PSEditSecurityClass']),
    downloader: await user('1003', [ps, 'PSAssistantSecurityManager', 'PSDownloadAttachmentPsPerson']),
    staff: await user('1003', [ps, 'PSSecurityStaff']),
    deleter: await user('1003', [ps, 'PSSecurityManager', 'PSDeletePsPerson']),
    otherCustomer: await user('1001', [
      ps,
      'PSSecurityManager',
      'PSEditSecurityClass',
      'PSDownloadAttachmentPsPerson',
    ]),
    orderer: await user('1003', [ps, 'PSOrderer']),
  };
});

afterAll(async () => {
  await testApp.close();
  await rm(dataDir, { recursive: true, force: true });
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, body?: unknown) =>
  testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(body !== undefined ? { payload: body as object } : {}),
  });

const newCard = async () => {
  const response = await call('POST', '/api/protective-security/persons', tokens.manager, personInput());
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(PsPersonView).parse(response.json()).result[0] as PsPersonView;
};

const upload = (personId: string, body: unknown, token = tokens.editor) =>
  call('POST', `/documents/person/${personId}/documents`, token, body);

const uploaded = async (personId: string, body: unknown = pdfUpload()) => {
  const response = await upload(personId, body);
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(PsDocumentView).parse(response.json()).result[0] as PsDocumentView;
};

const list = async (personId: string, token = tokens.staff) => {
  const response = await call('GET', `/documents/person/${personId}/documents`, token);
  expect(response.statusCode, response.body).toBe(200);
  return okEnvelope(PsDocumentView).parse(response.json()).result;
};

const storedFiles = async () => {
  try {
    return await readdir(join(dataDir, 'files', 'ps-documents'));
  } catch {
    return [];
  }
};

const refusalOf = (response: { json(): unknown }) => ErrorEnvelope.parse(response.json()).message;

const DOCX = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('[Content_Types].xml word/document.xml'),
]);

describe('a person card’s documents', () => {
  it('uploads, lists and downloads a document, stored encrypted and audited', async () => {
    const card = await newCard();
    const file = pdfUpload('Säkerhetsskyddsavtal Sara.pdf');
    const document = await uploaded(card.id, file);
    expect(document).toMatchObject({
      personId: card.id,
      filename: 'Säkerhetsskyddsavtal Sara.pdf',
      type: 'application/pdf',
      size: Buffer.from(file.data, 'base64').length,
      uploadedBy: expect.stringContaining('@register.example'),
    });
    const text = await uploaded(card.id, {
      filename: 'intervju.txt',
      type: 'text/plain',
      data: Buffer.from('Intervjun hölls 12 mars.\n').toString('base64'),
    });
    const word = await uploaded(card.id, {
      filename: 'beslut.docx',
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      data: DOCX.toString('base64'),
    });
    expect((await list(card.id)).map((each) => each.id).sort()).toEqual(
      [document.id, text.id, word.id].sort(),
    );

    const download = await call('GET', `/documents/document/${document.id}`, tokens.downloader);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers['cache-control']).toBe('no-store');
    expect(okEnvelope(PsDocumentFile).parse(download.json()).result[0]).toEqual({
      id: document.id,
      filename: 'Säkerhetsskyddsavtal Sara.pdf',
      type: 'application/pdf',
      data: file.data,
    });

    const onDisk = await readFile(join(dataDir, 'files', 'ps-documents', document.id));
    expect(onDisk.includes('säkerhetsskyddsavtal')).toBe(false);
    const rows = JSON.stringify(await testApp.database.db.select().from(psDocuments));
    expect(rows).not.toContain('Sara.pdf');
    const audit = await listAudit(testApp.database.db, { entityId: document.id });
    expect(audit.map((row) => row.action).sort()).toEqual(['ps-document.create', 'ps-document.read']);
    expect(
      await listAudit(testApp.database.db, { action: 'ps-document.list', entityId: card.id }),
    ).not.toEqual([]);
  });

  it('refuses other file types, a mismatch, empty, bad base64 and too large files with 400, storing nothing', async () => {
    const card = await newCard();
    const before = await storedFiles();
    const cases: [unknown, string][] = [
      [
        {
          filename: 'program.exe',
          type: 'application/x-msdownload',
          data: Buffer.from([0x4d, 0x5a, 0, 1]).toString('base64'),
        },
        PS_DOCUMENT_MESSAGES.typeNotAllowed,
      ],
      [
        { filename: 'bild.gif', type: 'image/gif', data: Buffer.from('GIF89a').toString('base64') },
        PS_DOCUMENT_MESSAGES.typeNotAllowed,
      ],
      [{ ...pdfUpload(), type: 'image/png' }, PS_DOCUMENT_MESSAGES.typeMismatch],
      [{ ...pdfUpload(), data: '' }, PS_DOCUMENT_MESSAGES.empty],
      [{ ...pdfUpload(), data: 'inte base64!' }, PS_DOCUMENT_MESSAGES.notBase64],
      [
        {
          ...pdfUpload(),
          data: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(PS_DOCUMENT_MAX_BYTES)]).toString(
            'base64',
          ),
        },
        PS_DOCUMENT_MESSAGES.tooLarge,
      ],
    ];
    for (const [body, message] of cases) {
      const response = await upload(card.id, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(refusalOf(response)).toBe(message);
    }
    expect(await list(card.id)).toEqual([]);
    expect(await storedFiles()).toEqual(before);
  });

  it('gives each right its part: readers list, PSDownloadAttachmentPsPerson downloads, PSEditSecurityClass changes', async () => {
    const card = await newCard();
    const document = await uploaded(card.id);
    expect((await call('GET', `/documents/person/${card.id}/documents`, tokens.orderer)).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/documents/document/${document.id}`, tokens.staff)).statusCode).toBe(403);
    expect((await call('GET', `/documents/document/${document.id}`, tokens.editor)).statusCode).toBe(403);
    expect((await upload(card.id, pdfUpload(), tokens.staff)).statusCode).toBe(403);
    expect((await upload(card.id, pdfUpload(), tokens.downloader)).statusCode).toBe(403);
    expect((await call('DELETE', `/documents/document/${document.id}`, tokens.downloader)).statusCode).toBe(
      403,
    );
    const refused = await listAudit(testApp.database.db, {
      action: 'ps-document.read',
      entityId: document.id,
    });
    expect(refused.map((row) => row.outcome)).toContain('DENIED');

    const deleted = await call('DELETE', `/documents/document/${document.id}`, tokens.editor);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await list(card.id)).toEqual([]);
    expect(await storedFiles()).not.toContain(document.id);
    expect((await call('GET', `/documents/document/${document.id}`, tokens.manager)).statusCode).toBe(404);
  });

  it('answers another customer 404 for the card and the document, and audits the refusal', async () => {
    const card = await newCard();
    const document = await uploaded(card.id);
    const other = tokens.otherCustomer;
    expect((await call('GET', `/documents/person/${card.id}/documents`, other)).statusCode).toBe(404);
    expect((await upload(card.id, pdfUpload(), other)).statusCode).toBe(404);
    const download = await call('GET', `/documents/document/${document.id}`, other);
    expect(download.statusCode).toBe(404);
    expect(refusalOf(download)).toBe(PS_DOCUMENT_MESSAGES.notFound);
    expect((await call('DELETE', `/documents/document/${document.id}`, other)).statusCode).toBe(404);
    const refused = await listAudit(testApp.database.db, {
      action: 'ps-document.read',
      entityId: document.id,
    });
    expect(refused.map((row) => row.outcome)).toContain('NOT_FOUND');
    expect(await list(card.id)).toHaveLength(1);
  });

  it('deletes the documents and their files with the card, and says how many went', async () => {
    const card = await newCard();
    const first = await uploaded(card.id);
    const second = await uploaded(card.id, pdfUpload('andra.pdf'));
    expect(await storedFiles()).toEqual(expect.arrayContaining([first.id, second.id]));
    const deleted = await call('DELETE', `/api/protective-security/persons/${card.id}`, tokens.deleter);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(okEnvelope(PsPersonDeleted).parse(deleted.json()).result[0]).toMatchObject({ documents: 2 });
    const files = await storedFiles();
    expect(files).not.toContain(first.id);
    expect(files).not.toContain(second.id);
    expect((await call('GET', `/documents/document/${first.id}`, tokens.manager)).statusCode).toBe(404);
  });
});
