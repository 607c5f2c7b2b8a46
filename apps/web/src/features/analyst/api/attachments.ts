import {
  type AnalysisIdRequest,
  type AnalysisJobRequest,
  AttachmentFile,
  AttachmentView,
  DeletedAttachment,
  mainApiErrorMessage,
  type UploadAttachmentRequest,
} from '@granska/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMainApi } from '../../../api/use-api';
import { analystKeys } from './query-keys';
import { singleResult } from './single-result';

const LIST_PATH = '/attachment/list';
const UPLOAD_PATH = '/attachment';
const POPULATE_PATH = '/attachment/populate';
const DELETE_PATH = '/attachment/delete';

/** POST /attachment/list {jobId}: the job's attachments without content. */
export const useAttachments = (jobId: string) => {
  const api = useMainApi();
  return useQuery({
    queryKey: analystKeys.attachments(jobId),
    queryFn: ({ signal }) => {
      const body: AnalysisJobRequest = { jobId };
      return api.request({
        method: 'POST',
        path: LIST_PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', LIST_PATH),
        schema: AttachmentView.array(),
        signal,
      });
    },
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
      return api.request({
        method: 'POST',
        path: UPLOAD_PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', UPLOAD_PATH),
        schema: singleResult(AttachmentView),
      });
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
      const body: AnalysisIdRequest = { id };
      const file = await api.request({
        method: 'POST',
        path: POPULATE_PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', POPULATE_PATH),
        schema: singleResult(AttachmentFile),
      });
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
    mutationFn: (id: string) => {
      const body: AnalysisIdRequest = { id };
      return api.request({
        method: 'POST',
        path: DELETE_PATH,
        body,
        errorMessage: mainApiErrorMessage('POST', DELETE_PATH),
        schema: singleResult(DeletedAttachment),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: analystKeys.attachments(jobId) }),
  });
};
