import {
  type CreditInformationLevel,
  courtRecordsEndpoint,
  creditInformationEndpoint,
} from '@granska/domain';
import type { QueryClient } from '@tanstack/react-query';
import { callForItem, useApiMutation } from '../../../api/endpoint-hooks';
import { analystKeys } from './query-keys';

/** What the server keeps is a new data part: the job's data parts are fetched again. */
const refreshDataParts = (jobId: string) => (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: analystKeys.dataParts(jobId) });

/** POST /bulkdata/creditsafe?level {jobId}: the person record, kept by the server as a data part. */
export const useFetchCreditInformation = (jobId: string) =>
  useApiMutation(
    (api, level: CreditInformationLevel) =>
      callForItem(api, creditInformationEndpoint, { query: { level }, body: { jobId } }),
    refreshDataParts(jobId),
  );

/** POST /bulkdata/actapublica {jobId}: the court records, kept by the server as a data part. */
export const useFetchCourtRecords = (jobId: string) =>
  useApiMutation(
    (api) => callForItem(api, courtRecordsEndpoint, { body: { jobId } }),
    refreshDataParts(jobId),
  );
