import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFieldCrypto } from '../../platform/crypto/field-crypto';
import { FileDecryptionError } from './encrypted-file-storage';
import { createFileStorage, FileNotFoundError } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';

let dataDir: string;
const crypto = createFieldCrypto(randomBytes(32));

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'granska-files-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const SECRET = Buffer.from('Personnummer 19850412-0013 och namnet Sara Samtyckesson', 'utf8');

describe('the encrypted local file storage', () => {
  it('gives back what was stored, and the folder holds no readable byte of it', async () => {
    const storage = createFileStorage({ dataDir, crypto });
    await storage.put('attachments/job-1/file-1', SECRET);
    expect((await storage.get('attachments/job-1/file-1')).equals(SECRET)).toBe(true);

    const onDisk = await readFile(join(dataDir, 'files', 'attachments', 'job-1', 'file-1'));
    expect(onDisk.subarray(0, 4).toString('ascii')).toBe('GFS1');
    expect(onDisk.includes(Buffer.from('19850412'))).toBe(false);
    expect(onDisk.includes(Buffer.from('Sara'))).toBe(false);
    // No temporary file is left beside it.
    expect(await readdir(join(dataDir, 'files', 'attachments', 'job-1'))).toEqual(['file-1']);
  });

  it('refuses a file moved to another key, or read with another master key', async () => {
    const storage = createFileStorage({ dataDir, crypto });
    await storage.put('attachments/job-2/a', SECRET);
    const bytes = await readFile(join(dataDir, 'files', 'attachments', 'job-2', 'a'));
    await writeFile(join(dataDir, 'files', 'attachments', 'job-2', 'b'), bytes);
    await expect(storage.get('attachments/job-2/b')).rejects.toBeInstanceOf(FileDecryptionError);

    const otherKey = createFileStorage({ dataDir, crypto: createFieldCrypto(randomBytes(32)) });
    await expect(otherKey.get('attachments/job-2/a')).rejects.toBeInstanceOf(FileDecryptionError);
  });

  it('answers FileNotFoundError for a missing file, and deleting twice is harmless', async () => {
    const storage = createFileStorage({ dataDir, crypto });
    await storage.put('attachments/job-3/a', SECRET);
    await storage.delete('attachments/job-3/a');
    await storage.delete('attachments/job-3/a');
    await expect(storage.get('attachments/job-3/a')).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('accepts only the server’s key shape, so no key leaves the folder', async () => {
    const storage = createLocalFileStorage(join(dataDir, 'files'));
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'A/Upper', 'a//b', '', 'a/b/']) {
      await expect(storage.put(key, SECRET), key).rejects.toThrow('invalid file storage key');
    }
  });

  it('does not touch the disk before the first write', async () => {
    const folder = join(dataDir, 'never-written');
    const storage = createFileStorage({ dataDir: folder, crypto });
    await expect(storage.get('attachments/x/y')).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(readdir(folder)).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
