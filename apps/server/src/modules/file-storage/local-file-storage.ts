import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertStorageKey, FileNotFoundError, type FileStorage } from './file-storage.port';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * Files in a folder (the embedded default: `DATA_DIR/files`). The folder is created on the first write,
 * so a server that never stores a file never touches the disk. A write goes to a temporary name and is
 * renamed into place, so a reader never sees half a file.
 */
export const createLocalFileStorage = (directory: string): FileStorage => {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return join(directory, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temporary = `${path}.${randomUUID()}.tmp`;
      await writeFile(temporary, bytes, { mode: 0o600 });
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) throw new FileNotFoundError(`no file ${key}`);
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
};
