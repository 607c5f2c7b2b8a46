import {
  deleteAttachmentEndpoint,
  listAttachmentsEndpoint,
  populateAttachmentEndpoint,
  uploadAttachmentEndpoint,
} from '@granska/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { blobOf, readAsBase64, saveAs } from '../../../api/browser-file';
import { callForItem, useApiMutation } from '../../../api/endpoint-hooks';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';

/** POST /attachment/list {jobId}: the job's attachments without content. */
export const useAttachments = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.attachments(jobId),
    queryFn: async ({ signal }) =>
      (await api.call(listAttachmentsEndpoint, { body: { jobId }, signal })).result,
  });
};

/** The attachments are fetched again once one is added or removed. */
const refreshAttachments = (jobId: string) => (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: analystKeys.attachments(jobId) });

/** POST /attachment: uploads one file (the server checks its size and type by content). */
export const useUploadAttachment = (jobId: string) =>
  useApiMutation(
    async (api, file: File) =>
      callForItem(api, uploadAttachmentEndpoint, {
        body: { jobId, name: file.name, type: file.type, data: await readAsBase64(file) },
      }),
    refreshAttachments(jobId),
  );

/** POST /attachment/populate {id}: fetches the file and saves it as a download. */
export const useDownloadAttachment = () =>
  useApiMutation(async (api, id: string) => {
    const file = await callForItem(api, populateAttachmentEndpoint, { body: { id } });
    saveAs(blobOf(file), file.name);
    return file.id;
  });

/** POST /attachment/delete {id}. */
export const useDeleteAttachment = (jobId: string) =>
  useApiMutation(
    (api, id: string) => callForItem(api, deleteAttachmentEndpoint, { body: { id } }),
    refreshAttachments(jobId),
  );
