import { downloadDeletionCertificateEndpoint } from '@granska/domain';
import { saveAs } from '../../../api/browser-file';
import { useApiMutation } from '../../../api/endpoint-hooks';

/** GET /deletion-certificates/{id}: the certificate's PDF, saved by the browser. */
export const useDownloadDeletionCertificate = () =>
  useApiMutation(async (api, id: string) => {
    const { blob, filename } = await api.download(downloadDeletionCertificateEndpoint, { params: { id } });
    saveAs(blob, filename ?? 'raderingsintyg.pdf');
  });
