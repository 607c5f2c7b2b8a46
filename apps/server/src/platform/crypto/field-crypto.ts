import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createSecretKey,
  hkdfSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

const FORMAT_VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class FieldCryptoError extends Error {
  override readonly name = 'FieldCryptoError';
}

/** A 32-byte key for one purpose, so no two uses ever share a key (HKDF-SHA256 from the master key). */
export const deriveKey = (masterKey: Buffer, purpose: string): Buffer =>
  Buffer.from(hkdfSync('sha256', masterKey, Buffer.alloc(0), `granska:${purpose}`, 32));

/**
 * Field encryption and keyed look-up hashes under one master key. `context` (e.g. `users.phone:<id>`)
 * is bound as associated data, so a ciphertext copied to another column or row does not decrypt.
 */
export interface FieldCrypto {
  /** `v1.<iv>.<ciphertext+tag>` (base64url), AES-256-GCM. */
  encryptField(plaintext: string, context?: string): string;
  decryptField(value: string, context?: string): string;
  /** A deterministic keyed hash (HMAC-SHA256, hex) for equality look-ups of encrypted values. */
  blindIndex(purpose: string, value: string): string;
  /** A key for one purpose (HMAC keys for codes, …). */
  deriveKey(purpose: string): Buffer;
}

export const createFieldCrypto = (masterKey: Buffer): FieldCrypto => {
  // Key objects, not buffers: Node checks a buffer key anew on every cipher, three times the cost of
  // the cipher itself for a short field (a staff list decrypts two fields per row).
  const encryptionKey = createSecretKey(deriveKey(masterKey, 'field-encryption'));
  const indexKeys = new Map<string, KeyObject>();
  const indexKey = (purpose: string) => {
    let key = indexKeys.get(purpose);
    if (!key) {
      key = createSecretKey(deriveKey(masterKey, `blind-index:${purpose}`));
      indexKeys.set(purpose, key);
    }
    return key;
  };

  return {
    encryptField(plaintext, context = '') {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', encryptionKey, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `${FORMAT_VERSION}.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    decryptField(value, context = '') {
      const [version, ivText, bodyText, ...rest] = value.split('.');
      if (version !== FORMAT_VERSION || ivText === undefined || bodyText === undefined || rest.length > 0) {
        throw new FieldCryptoError('not an encrypted field of a known version');
      }
      const iv = Buffer.from(ivText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new FieldCryptoError('malformed field');
      try {
        const decipher = createDecipheriv('aes-256-gcm', encryptionKey, iv);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
        return Buffer.concat([
          decipher.update(body.subarray(0, body.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
      } catch (error) {
        throw new FieldCryptoError('field does not decrypt with this key and context', { cause: error });
      }
    },
    blindIndex(purpose, value) {
      return createHmac('sha256', indexKey(purpose)).update(value, 'utf8').digest('hex');
    },
    deriveKey(purpose) {
      return deriveKey(masterKey, purpose);
    },
  };
};
