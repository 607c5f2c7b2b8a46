import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppEnv, CreditInformationConfig } from '../../platform/config';
import type { FieldCrypto } from '../../platform/crypto/field-crypto';
import type { Database } from '../../platform/db/database';
import type { FileStorage } from '../file-storage';
import { attachmentsRoutes } from './attachments/attachments.routes';
import { bulkDataProviders } from './bulk-data/bulk-data.providers';
import { bulkDataRoutes } from './bulk-data/bulk-data.routes';
import { dataPartsRoutes } from './data-parts/data-parts.routes';
import { riskGradesRoutes } from './risk-grades/risk-grades.routes';

export interface AnalysisRoutesOptions {
  db: Database;
  crypto: FieldCrypto;
  appEnv: AppEnv;
  creditInformation: CreditInformationConfig;
  fileStorage: FileStorage;
}

/**
 * The analyst's work on a job (issue 6, part C): data parts, bulk data (credit information, court
 * records), risk grades and attachments. docs/decisions/analysis.md.
 */
export const analysisRoutes: FastifyPluginAsyncZod<AnalysisRoutesOptions> = async (
  app,
  { db, crypto, appEnv, creditInformation, fileStorage },
) => {
  await app.register(dataPartsRoutes, { db, crypto });
  await app.register(bulkDataRoutes, {
    db,
    crypto,
    providers: bulkDataProviders({ appEnv, creditInformation }),
  });
  await app.register(riskGradesRoutes, { db, crypto });
  await app.register(attachmentsRoutes, { db, crypto, storage: fileStorage });
};
