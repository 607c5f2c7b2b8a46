import type { CourtRecord } from '@granska/domain';

export interface CourtRecordsRequest {
  personalNumber: string;
  now: Date;
}

export interface CourtRecordsAnswer {
  message: string;
  records: CourtRecord[];
}

/**
 * The court-records provider (architecture.md: a provider HTTP API). The real adapter waits for the
 * provider's contract; the local stand-in answers test data.
 */
export interface CourtRecordsProvider {
  readonly testData: boolean;
  search(request: CourtRecordsRequest): Promise<CourtRecordsAnswer>;
}
