import type { CreditInformationLevel, CreditInformationPerson } from '@granska/domain';

export interface CreditInformationRequest {
  personalNumber: string;
  level: CreditInformationLevel;
  /** The time of the lookup: ages and the latest income years count from it. */
  now: Date;
}

/**
 * The credit-information provider (architecture.md: a provider HTTP API with the spec's `level`):
 * Creditsafe Sweden (credit-information.creditsafe.ts, docs/decisions/credit-information.md) or the
 * local stand-in, which answers test data. Failures are AppErrors with the analyst's message.
 */
export interface CreditInformationProvider {
  /** True for the local stand-in: its answers are invented test data and are labelled so. */
  readonly testData: boolean;
  lookUp(request: CreditInformationRequest): Promise<CreditInformationPerson>;
}
