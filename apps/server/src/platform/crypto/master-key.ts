import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const MASTER_KEY_BYTES = 32;
export const MASTER_KEY_FILE = 'master.key';

export class MasterKeyError extends Error {
  override readonly name = 'MasterKeyError';
}

/** A base64 master key, or an error saying what is wrong with it (never the value). */
export const parseMasterKey = (value: string): Buffer => {
  const trimmed = value.trim();
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) throw new MasterKeyError('MASTER_KEY is not base64');
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  if (key.length !== MASTER_KEY_BYTES) {
    throw new MasterKeyError(`MASTER_KEY must be ${MASTER_KEY_BYTES} bytes (base64), got ${key.length}`);
  }
  return key;
};

export const generateMasterKey = (): string => randomBytes(MASTER_KEY_BYTES).toString('base64');

export interface MasterKeySettings {
  masterKey: string | undefined;
  appEnv: 'development' | 'test' | 'production';
  dataDir: string;
}

// Tests run without a key and without a data folder: one random key for the whole process, so data a
// test seeds is readable by the app it builds.
let processTestKey: Buffer | undefined;
const keysFromFiles = new Map<string, Buffer>();

/**
 * The master key: MASTER_KEY if set; in production nothing else (config refuses to start without it);
 * in test an in-memory key; in development `DATA_DIR/master.key`, created once with mode 0600.
 */
export const loadMasterKey = ({ masterKey, appEnv, dataDir }: MasterKeySettings): Buffer => {
  if (masterKey) return parseMasterKey(masterKey);
  if (appEnv === 'production') throw new MasterKeyError('MASTER_KEY is required in production');
  if (appEnv === 'test') {
    processTestKey ??= randomBytes(MASTER_KEY_BYTES);
    return processTestKey;
  }
  const path = join(dataDir, MASTER_KEY_FILE);
  const cached = keysFromFiles.get(path);
  if (cached) return cached;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    // 'wx' fails if another process created it first; then we read theirs.
    writeFileSync(path, `${generateMasterKey()}\n`, { flag: 'wx', mode: 0o600 });
    chmodSync(path, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseMasterKey(readFileSync(path, 'utf8'));
  keysFromFiles.set(path, key);
  return key;
};
