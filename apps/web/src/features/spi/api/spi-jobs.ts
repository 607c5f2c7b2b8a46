import {
  type BookSpiRequest,
  bookSpiEndpoint,
  cancelSpiBookingEndpoint,
  collectLeaderProtocolSigningEndpoint,
  DEFAULT_PAGE_SIZE,
  finalizeSpiReportEndpoint,
  listSpiLeaderJobsEndpoint,
  type SpiLeaderJobDetails,
  sendSpiProtocolLinkEndpoint,
  spiLeaderJobEndpoint,
  startLeaderProtocolSigningEndpoint,
} from '@granska/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { readAsBase64 } from '../../../api/browser-file';
import { callForItem, useApiMutation, useItemQuery } from '../../../api/endpoint-hooks';
import type { MainApi } from '../../../api/main-api';
import { useMainApi } from '../../../api/use-api';
import { toListPage } from '../../../components/list/list-page';

/** Every query of the SPI portal sits under this root. */
export const spiKeys = {
  all: ['spi'] as const,
  jobs: (page: number) => ['spi', 'jobs', page] as const,
  job: (jobId: string) => ['spi', 'job', jobId] as const,
};

/** GET /spi-leaders/jobs?page&size: the leader's jobs, deadline first; `page` counts from 1. */
export const useSpiLeaderJobs = (page: number) => {
  const api = useMainApi();
  return useQuery({
    queryKey: spiKeys.jobs(page),
    queryFn: async ({ signal }) =>
      toListPage(
        await api.call(listSpiLeaderJobsEndpoint, {
          query: { page: page - 1, size: DEFAULT_PAGE_SIZE },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
};

/** GET /spi-leaders/jobs/{id}: the job opened (audited by the server). */
export const useSpiLeaderJob = (jobId: string) =>
  useItemQuery(spiKeys.job(jobId), spiLeaderJobEndpoint, { params: { id: jobId } });

/** A change answers the job as it is now: shown at once, and the list is fetched again. */
export const showJob = (queryClient: QueryClient, job: SpiLeaderJobDetails) => {
  queryClient.setQueryData(spiKeys.job(job.id), job);
  return queryClient.invalidateQueries({ queryKey: ['spi', 'jobs'] });
};

/** POST /spi-leaders/jobs/{id}/booking: books or rebooks the interview. */
export const useBookSpi = (jobId: string) =>
  useApiMutation(
    (api, body: BookSpiRequest) => callForItem(api, bookSpiEndpoint, { params: { id: jobId }, body }),
    showJob,
  );

/** DELETE /spi-leaders/jobs/{id}/booking: cancels the booked interview. */
export const useCancelSpiBooking = (jobId: string) =>
  useApiMutation((api) => callForItem(api, cancelSpiBookingEndpoint, { params: { id: jobId } }), showJob);

/** POST /spi-leaders/jobs/{id}/spi-report/final: the written report and the interview report file. */
export const useFinalizeSpiReport = (jobId: string) =>
  useApiMutation(
    async (api, input: { text: string; file: File | null }) =>
      callForItem(api, finalizeSpiReportEndpoint, {
        params: { id: jobId },
        body: {
          text: input.text,
          file: input.file
            ? { name: input.file.name, type: input.file.type, data: await readAsBase64(input.file) }
            : null,
        },
      }),
    showJob,
  );

/** POST /spi-leaders/jobs/{id}/protocol/link: the person gets the link to sign the protocol. */
export const useSendProtocolLink = (jobId: string) =>
  useApiMutation((api) => callForItem(api, sendSpiProtocolLinkEndpoint, { params: { id: jobId } }), showJob);

/** POST /spi-leaders/jobs/{id}/protocol/bankid/sign: the leader's BankID order of the protocol. */
export const startLeaderProtocolSigning = (api: MainApi, jobId: string, restart: boolean) =>
  callForItem(api, startLeaderProtocolSigningEndpoint, { params: { id: jobId }, body: { restart } });

/** POST /spi-leaders/jobs/{id}/protocol/bankid/collect: one collect of the leader's order. */
export const collectLeaderProtocolSigning = (
  api: MainApi,
  jobId: string,
  body: { orderRef: string; autoStarted: boolean },
  signal: AbortSignal,
) => callForItem(api, collectLeaderProtocolSigningEndpoint, { params: { id: jobId }, body, signal });
