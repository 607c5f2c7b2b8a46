import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { FileStorage } from './file-storage.port';

const MAGIC = Buffer.from('GFS1', 'ascii');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_PURPOSE = 'file-storage';

export class FileDecryptionError extends Error {
  override readonly name = 'FileDecryptionError';
}

/**
 * Encrypts every file before it reaches the storage below (AES-256-GCM under a key derived from the
 * master key for this purpose), so neither the folder nor a bucket holds readable personal data. The
 * storage key is bound as associated data: a file copied to another key does not decrypt. Layout:
 * `GFS1` | IV (12 bytes) | ciphertext | tag (16 bytes).
 */
export const encryptedFileStorage = (inner: FileStorage, crypto: FieldCrypto): FileStorage => {
  const key = crypto.deriveKey(KEY_PURPOSE);
  return {
    async put(storageKey, bytes) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(storageKey, 'utf8'));
      const body = Buffer.concat([cipher.update(bytes), cipher.final()]);
      await inner.put(storageKey, Buffer.concat([MAGIC, iv, body, cipher.getAuthTag()]));
    },
    async get(storageKey) {
      const stored = await inner.get(storageKey);
      if (stored.length < MAGIC.length + IV_BYTES + TAG_BYTES || !stored.subarray(0, 4).equals(MAGIC)) {
        throw new FileDecryptionError('not an encrypted file of a known version');
      }
      const iv = stored.subarray(MAGIC.length, MAGIC.length + IV_BYTES);
      const body = stored.subarray(MAGIC.length + IV_BYTES, stored.length - TAG_BYTES);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(storageKey, 'utf8'));
        decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
        return Buffer.concat([decipher.update(body), decipher.final()]);
      } catch (error) {
        throw new FileDecryptionError('file does not decrypt with this key', { cause: error });
      }
    },
    delete: (storageKey) => inner.delete(storageKey),
  };
};
