import { ANALYSIS_MESSAGES } from '@granska/domain';
import type { AppEnv, CreditInformationConfig } from '../../../platform/config';
import { AppError } from '../../../platform/http/app-error';
import type { CourtRecordsProvider } from './court-records.port';
import { courtRecordsStandIn } from './court-records.stand-in';
import { createCreditsafeProvider } from './credit-information.creditsafe';
import type { CreditInformationProvider } from './credit-information.port';
import { creditInformationStandIn } from './credit-information.stand-in';

export interface BulkDataProviders {
  creditInformation: CreditInformationProvider;
  courtRecords: CourtRecordsProvider;
}

export interface BulkDataSettings {
  appEnv: AppEnv;
  creditInformation: CreditInformationConfig;
}

const unavailable = (message: string) => async (): Promise<never> => {
  throw new AppError('SERVICE_UNAVAILABLE', message);
};

const creditInformationProvider = (config: CreditInformationConfig): CreditInformationProvider => {
  if (config.provider === 'creditsafe') return createCreditsafeProvider(config.creditsafe);
  if (config.provider === 'stand-in') return creditInformationStandIn;
  return { testData: false, lookUp: unavailable(ANALYSIS_MESSAGES.creditInformationUnavailable) };
};

/**
 * The providers of bulk data. Credit information as configured (CREDIT_INFORMATION_PROVIDER): Creditsafe,
 * the local stand-in (never in production), or none, which answers 503 rather than invented data. Court
 * records: the stand-in outside production; in production no real adapter exists yet (the provider's
 * contract is not in hand; docs/decisions/analysis.md), so a search answers 503.
 */
export const bulkDataProviders = ({ appEnv, creditInformation }: BulkDataSettings): BulkDataProviders => ({
  creditInformation: creditInformationProvider(creditInformation),
  courtRecords:
    appEnv === 'production'
      ? { testData: false, search: unavailable(ANALYSIS_MESSAGES.courtRecordsUnavailable) }
      : courtRecordsStandIn,
});
