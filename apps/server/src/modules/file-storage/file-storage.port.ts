/**
 * Where files (attachments, reports) are kept: a port, so the local folder of the embedded default and
 * object storage in a deployment are interchangeable (architecture.md, "Files"). Keys are relative
 * paths of lower-case letters, digits, dashes and slashes chosen by the server, never by a caller.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under the key; FileNotFoundError when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes the file; a missing file is not an error (deleting twice is harmless). */
  delete(key: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  override readonly name = 'FileNotFoundError';
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;
const MAX_KEY_LENGTH = 300;

/** Refuses anything but the server's own key shape, so no key can leave the storage's folder. */
export const assertStorageKey = (key: string): void => {
  if (key.length > MAX_KEY_LENGTH || !KEY.test(key)) throw new Error('invalid file storage key');
};
