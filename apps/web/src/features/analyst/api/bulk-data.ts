import {
  type CreditInformationLevel,
  courtRecordsEndpoint,
  creditInformationEndpoint,
} from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';

/** POST /bulkdata/creditsafe?level {jobId}: the person record, kept by the server as a data part. */
export const useFetchCreditInformation = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (level: CreditInformationLevel) =>
      firstResult(
        await api.call(creditInformationEndpoint, { query: { level }, body: { jobId } }),
        creditInformationEndpoint,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.dataParts(jobId) }),
  });
};

/** POST /bulkdata/actapublica {jobId}: the court records, kept by the server as a data part. */
export const useFetchCourtRecords = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      firstResult(await api.call(courtRecordsEndpoint, { body: { jobId } }), courtRecordsEndpoint),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.dataParts(jobId) }),
  });
};
