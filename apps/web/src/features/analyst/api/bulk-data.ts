import {
  type AnalysisJobRequest,
  CourtRecordsResult,
  type CreditInformationLevel,
  CreditInformationResult,
  mainApiErrorMessage,
} from '@granska/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';
import { singleResult } from './single-result';

const CREDIT_PATH = '/bulkdata/creditsafe';
const COURT_PATH = '/bulkdata/actapublica';

/** POST /bulkdata/creditsafe?level {jobId}: the person record, kept by the server as a data part. */
export const useFetchCreditInformation = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (level: CreditInformationLevel) => {
      const body: AnalysisJobRequest = { jobId };
      return api.request({
        method: 'POST',
        path: CREDIT_PATH,
        query: { level },
        body,
        errorMessage: mainApiErrorMessage('POST', CREDIT_PATH),
        schema: singleResult(CreditInformationResult),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.dataParts(jobId) }),
  });
};

/** POST /bulkdata/actapublica {jobId}: the court records, kept by the server as a data part. */
export const useFetchCourtRecords = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => {
      const body: AnalysisJobRequest = { jobId };
      return api.request({
        method: 'POST',
        path: COURT_PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', COURT_PATH),
        schema: singleResult(CourtRecordsResult),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.dataParts(jobId) }),
  });
};
