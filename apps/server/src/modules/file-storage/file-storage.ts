import { join } from 'node:path';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import { encryptedFileStorage } from './encrypted-file-storage';
import type { FileStorage } from './file-storage.port';
import { createLocalFileStorage } from './local-file-storage';

export { FileNotFoundError, type FileStorage } from './file-storage.port';

/**
 * The server's file storage: encrypted files in `DATA_DIR/files`. An S3-compatible adapter is not built
 * yet (docs/decisions/analysis.md); it would take the place of the local folder under the same
 * encryption.
 */
export const createFileStorage = ({
  dataDir,
  crypto,
}: {
  dataDir: string;
  crypto: FieldCrypto;
}): FileStorage => encryptedFileStorage(createLocalFileStorage(join(dataDir, 'files')), crypto);
