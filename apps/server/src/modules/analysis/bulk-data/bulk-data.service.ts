import {
  type CourtRecordsResult,
  CREDIT_INFORMATION_LEVEL_LABELS,
  type CreditInformationLevel,
  type CreditInformationResult,
} from '@granska/domain';
import type { FieldCrypto } from '../../../platform/crypto/field-crypto';
import type { Database } from '../../../platform/db/database';
import { type AnalysisContext, openJobToChange } from '../analysis-access';
import { addDataPart } from '../data-parts/data-parts.service';
import type { BulkDataProviders } from './bulk-data.providers';

export interface BulkDataDeps {
  db: Database;
  crypto: FieldCrypto;
  providers: BulkDataProviders;
}

/**
 * Reads the job's personal number for a provider lookup. The open is audited and committed before the
 * provider is asked, so the record of who sent the number out stays even when the provider fails, and no
 * transaction waits on a provider.
 */
const personalNumberForLookup = (deps: BulkDataDeps, context: AnalysisContext, jobId: string, via: string) =>
  deps.db.transaction(async (tx) => (await openJobToChange(tx, deps.crypto, context, jobId, via)).person.ssn);

/**
 * POST /bulkdata/creditsafe?level: the credit-information person record of the job's person, kept as a
 * data part (source 'creditsafe', type ECONOMY). The job is checked again when the answer is stored: it
 * may have been finalized or reassigned meanwhile.
 */
export const fetchCreditInformation = async (
  deps: BulkDataDeps,
  context: AnalysisContext,
  jobId: string,
  level: CreditInformationLevel,
  now: Date,
): Promise<CreditInformationResult> => {
  const personalNumber = await personalNumberForLookup(deps, context, jobId, 'bulkdata.creditsafe');
  const { creditInformation } = deps.providers;
  const person = await creditInformation.lookUp({ personalNumber, level, now });
  return deps.db.transaction(async (tx) => {
    await openJobToChange(tx, deps.crypto, context, jobId, 'bulkdata.creditsafe');
    const part = await addDataPart(
      tx,
      deps.crypto,
      context,
      {
        jobId,
        source: 'creditsafe',
        type: 'ECONOMY',
        title: `Kreditupplysning – ${CREDIT_INFORMATION_LEVEL_LABELS[level].sv}`,
        text: '',
        data: { kind: 'creditInformation', level, testData: creditInformation.testData, person },
      },
      now,
    );
    return { dataPartId: part.id, level, testData: creditInformation.testData, person };
  });
};

/** POST /bulkdata/actapublica: the person's court records, kept as a data part (source 'actapublica', LAW). */
export const fetchCourtRecords = async (
  deps: BulkDataDeps,
  context: AnalysisContext,
  jobId: string,
  now: Date,
): Promise<CourtRecordsResult> => {
  const personalNumber = await personalNumberForLookup(deps, context, jobId, 'bulkdata.actapublica');
  const { courtRecords } = deps.providers;
  const answer = await courtRecords.search({ personalNumber, now });
  return deps.db.transaction(async (tx) => {
    await openJobToChange(tx, deps.crypto, context, jobId, 'bulkdata.actapublica');
    const part = await addDataPart(
      tx,
      deps.crypto,
      context,
      {
        jobId,
        source: 'actapublica',
        type: 'LAW',
        title: 'Domstolsuppgifter',
        text: '',
        data: { kind: 'courtRecords', testData: courtRecords.testData, ...answer },
      },
      now,
    );
    return { dataPartId: part.id, testData: courtRecords.testData, ...answer };
  });
};
