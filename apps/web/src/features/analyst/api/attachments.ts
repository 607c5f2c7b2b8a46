import {
  type AttachmentFile,
  deleteAttachmentEndpoint,
  listAttachmentsEndpoint,
  populateAttachmentEndpoint,
  type UploadAttachmentRequest,
  uploadAttachmentEndpoint,
} from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { firstResult } from '../../../api/main-api';
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

/** Base64 of a file the user picked (without the data-URL prefix). */
export const readAsBase64 = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
};

/** POST /attachment: uploads one file (the server checks its size and type by content). */
export const useUploadAttachment = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const body: UploadAttachmentRequest = {
        jobId,
        name: file.name,
        type: file.type,
        data: await readAsBase64(file),
      };
      return firstResult(await api.call(uploadAttachmentEndpoint, { body }), uploadAttachmentEndpoint);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.attachments(jobId) }),
  });
};

/** Hands the file to the browser as a download (never shown inline in the app). */
const saveFile = (file: AttachmentFile) => {
  const bytes = Uint8Array.from(atob(file.data), (character) => character.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.name;
  link.click();
  URL.revokeObjectURL(url);
};

/** POST /attachment/populate {id}: fetches the file and saves it as a download. */
export const useDownloadAttachment = () => {
  const api = useMainApi();
  return useMutation({
    mutationFn: async (id: string) => {
      const file = firstResult(
        await api.call(populateAttachmentEndpoint, { body: { id } }),
        populateAttachmentEndpoint,
      );
      saveFile(file);
      return file.id;
    },
  });
};

/** POST /attachment/delete {id}. */
export const useDeleteAttachment = (jobId: string) => {
  const api = useMainApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      firstResult(await api.call(deleteAttachmentEndpoint, { body: { id } }), deleteAttachmentEndpoint),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.attachments(jobId) }),
  });
};
