import { ANALYSIS_MESSAGES } from '@granska/domain';
import type { AppEnv } from '../../../platform/config';
import { AppError } from '../../../platform/http/app-error';
import type { CourtRecordsProvider } from './court-records.port';
import { courtRecordsStandIn } from './court-records.stand-in';
import type { CreditInformationProvider } from './credit-information.port';
import { creditInformationStandIn } from './credit-information.stand-in';

export interface BulkDataProviders {
  creditInformation: CreditInformationProvider;
  courtRecords: CourtRecordsProvider;
}

const unavailable = (message: string) => async (): Promise<never> => {
  throw new AppError('SERVICE_UNAVAILABLE', message);
};

/**
 * The providers of bulk data. Outside production, the local stand-ins (test services). In production
 * no real adapter exists yet (the providers' contracts are not in hand; docs/decisions/analysis.md), so
 * a lookup answers 503 rather than invented data.
 */
export const bulkDataProviders = (appEnv: AppEnv): BulkDataProviders =>
  appEnv === 'production'
    ? {
        creditInformation: {
          testData: false,
          lookUp: unavailable(ANALYSIS_MESSAGES.creditInformationUnavailable),
        },
        courtRecords: { testData: false, search: unavailable(ANALYSIS_MESSAGES.courtRecordsUnavailable) },
      }
    : { creditInformation: creditInformationStandIn, courtRecords: courtRecordsStandIn };
