import {
  deletePsDocumentEndpoint,
  downloadPsDocumentEndpoint,
  listPsDocumentsEndpoint,
  uploadPsDocumentEndpoint,
} from '@granska/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { blobOf, readAsBase64, saveAs } from '../../../api/browser-file';
import { callForItem, useApiMutation } from '../../../api/endpoint-hooks';
import { useDocumentsApi } from '../../../api/use-api';
import { sakKeys } from './sak-api';

const documentsKey = (personId: string) => [...sakKeys.all, 'documents', personId] as const;

/** GET /documents/person/{id}/documents: the card's documents without their content. */
export const usePersonDocuments = (personId: string, { enabled }: { enabled: boolean }) => {
  const api = useDocumentsApi();
  return useQuery({
    queryKey: documentsKey(personId),
    queryFn: async ({ signal }) =>
      (await api.call(listPsDocumentsEndpoint, { params: { id: personId }, signal })).result,
    enabled,
  });
};

const useDocumentMutation = <Input, Result>(
  personId: string,
  call: (api: ReturnType<typeof useDocumentsApi>, input: Input) => Promise<Result>,
  refresh = true,
) => {
  const api = useDocumentsApi();
  return useApiMutation(
    (_mainApi, input: Input) => call(api, input),
    refresh
      ? (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: documentsKey(personId) })
      : undefined,
  );
};

/** POST /documents/person/{id}/documents: one file (the server checks its size and type by content). */
export const useUploadDocument = (personId: string) =>
  useDocumentMutation(personId, async (api, file: File) =>
    callForItem(api, uploadPsDocumentEndpoint, {
      params: { id: personId },
      body: { filename: file.name, type: file.type, data: await readAsBase64(file) },
    }),
  );

/** GET /documents/document/{id}: fetches the file and saves it as a download. */
export const useDownloadDocument = (personId: string) =>
  useDocumentMutation(
    personId,
    async (api, id: string) => {
      const file = await callForItem(api, downloadPsDocumentEndpoint, { params: { id } });
      saveAs(blobOf(file), file.filename);
      return file.id;
    },
    false,
  );

/** DELETE /documents/document/{id}. */
export const useDeleteDocument = (personId: string) =>
  useDocumentMutation(personId, (api, id: string) =>
    callForItem(api, deletePsDocumentEndpoint, { params: { id } }),
  );
