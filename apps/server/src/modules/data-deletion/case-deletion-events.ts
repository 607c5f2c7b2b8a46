import type { DeletedDataCategory, JobService } from '@granska/domain';
import { domainEvent } from '../../platform/events/domain-events';

/**
 * A finished case's personal data is being deleted (docs/decisions/deletion-policy.md). Published by the
 * deletion sweep in the deletion's transaction; each module that keeps personal data of a job reacts by
 * deleting its own rows and telling what it deleted (`deleted`) and which stored files must go
 * (`removeFiles`: removed by scheduled work once the transaction commits, so a rollback keeps them).
 */
export interface CaseDataDeleting {
  jobId: string;
  orderId: string;
  customerId: string;
  service: JobService;
  deleted(category: DeletedDataCategory, count: number): void;
  removeFiles(storageKeys: readonly string[]): void;
}

export const caseDataDeleting = domainEvent<CaseDataDeleting>('caseDataDeleting');
