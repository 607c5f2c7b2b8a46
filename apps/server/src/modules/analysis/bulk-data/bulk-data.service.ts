import {
  type CourtRecordsResult,
  CREDIT_INFORMATION_LEVEL_LABELS,
  type CreditInformationLevel,
  type CreditInformationResult,
} from '@granska/domain';
import type { FieldCrypto } from '../../../platform/crypto/field-crypto';
import type { Database } from '../../../platform/db/database';
import type { RequestContext } from '../../../platform/http/request-context';
import { runAuditedRead, runCommand } from '../../audit';
import { openJobToChange } from '../analysis-access';
import { addDataPart, type NewDataPart } from '../data-parts/data-parts.service';
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
const personalNumberForLookup = (deps: BulkDataDeps, context: RequestContext, jobId: string, via: string) =>
  runAuditedRead(deps.db, context, async (tx) => {
    const { person, openAudit } = await openJobToChange(tx, deps.crypto, context, jobId, via);
    return { result: person.ssn, audit: openAudit };
  });

/**
 * Keeps a provider's answer as a part of the job, opened again: it may have been finalized or reassigned
 * meanwhile.
 */
const keepAsDataPart = (deps: BulkDataDeps, context: RequestContext, part: NewDataPart, via: string) =>
  runCommand(deps.db, context, async (tx) => {
    const { openAudit } = await openJobToChange(tx, deps.crypto, context, part.jobId, via);
    const { view, audit } = await addDataPart(tx, deps.crypto, context, part);
    return { result: view, audit: [openAudit, audit] };
  });

/**
 * POST /bulkdata/creditsafe?level: the credit-information person record of the job's person, kept as a
 * data part (source 'creditsafe', type ECONOMY).
 */
export const fetchCreditInformation = async (
  deps: BulkDataDeps,
  context: RequestContext,
  jobId: string,
  level: CreditInformationLevel,
): Promise<CreditInformationResult> => {
  const personalNumber = await personalNumberForLookup(deps, context, jobId, 'bulkdata.creditsafe');
  const { creditInformation } = deps.providers;
  const person = await creditInformation.lookUp({ personalNumber, level, now: context.now });
  const part = await keepAsDataPart(
    deps,
    context,
    {
      jobId,
      source: 'creditsafe',
      type: 'ECONOMY',
      title: `Kreditupplysning – ${CREDIT_INFORMATION_LEVEL_LABELS[level].sv}`,
      text: '',
      data: { kind: 'creditInformation', level, testData: creditInformation.testData, person },
    },
    'bulkdata.creditsafe',
  );
  return { dataPartId: part.id, level, testData: creditInformation.testData, person };
};

/** POST /bulkdata/actapublica: the person's court records, kept as a data part (source 'actapublica', LAW). */
export const fetchCourtRecords = async (
  deps: BulkDataDeps,
  context: RequestContext,
  jobId: string,
): Promise<CourtRecordsResult> => {
  const personalNumber = await personalNumberForLookup(deps, context, jobId, 'bulkdata.actapublica');
  const { courtRecords } = deps.providers;
  const answer = await courtRecords.search({ personalNumber, now: context.now });
  const part = await keepAsDataPart(
    deps,
    context,
    {
      jobId,
      source: 'actapublica',
      type: 'LAW',
      title: 'Domstolsuppgifter',
      text: '',
      data: { kind: 'courtRecords', testData: courtRecords.testData, ...answer },
    },
    'bulkdata.actapublica',
  );
  return { dataPartId: part.id, testData: courtRecords.testData, ...answer };
};
