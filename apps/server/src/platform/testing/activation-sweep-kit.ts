import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFileStorage } from '../../modules/file-storage/file-storage';
import type { FileStorage } from '../../modules/file-storage/file-storage.port';
import { activateDueSchedules } from '../../modules/scheduled-work/schedule-activations';
import { scheduleActivations } from '../../modules/scheduled-work/scheduled-work.module';
import type { TestApp } from './test-app';

/** A file storage in a new temporary folder (`prefix` names it), as a server's DATA_DIR gives one. */
export const temporaryFileStorage = async (testApp: TestApp, prefix: string): Promise<FileStorage> =>
  createFileStorage({ dataDir: await mkdtemp(join(tmpdir(), prefix)), crypto: testApp.app.fieldCrypto });

/** The activation sweep of one server process (its own deps, as main.ts builds them), clock at `now`. */
export const activationSweep = (testApp: TestApp, files: FileStorage) => (now: Date) =>
  activateDueSchedules({
    db: testApp.database.db,
    activations: scheduleActivations({
      db: testApp.database.db,
      crypto: testApp.app.fieldCrypto,
      files,
      config: testApp.config,
      bankId: testApp.app.bankId,
    }),
    now: () => now,
  });
