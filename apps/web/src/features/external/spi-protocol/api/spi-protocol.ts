import {
  collectSpiProtocolSigningEndpoint,
  type SpiProtocolPageView,
  spiProtocolEndpoint,
  startSpiProtocolSigningEndpoint,
} from '@granska/domain';
import { useQuery } from '@tanstack/react-query';
import { firstResult, type MainApi } from '../../../../api/main-api';
import { usePublicMainApi } from '../../../../api/use-public-main-api';
import { isInvalidLinkError } from '../../api/get-consent-page';

export const spiProtocolQueryKey = (protocolKey: string) =>
  ['external', 'spi-protocol', protocolKey] as const;

/** POST /spi-protocol/populate {protocolKey}: the protocol behind the link. */
export const useSpiProtocol = (protocolKey: string) => {
  const api = usePublicMainApi();
  return useQuery({
    queryKey: spiProtocolQueryKey(protocolKey),
    queryFn: async ({ signal }): Promise<SpiProtocolPageView> =>
      firstResult(
        await api.call(spiProtocolEndpoint, { body: { protocolKey }, signal }),
        spiProtocolEndpoint,
      ),
    retry: (failures, error) => !isInvalidLinkError(error) && failures < 1,
  });
};

/** POST /spi-protocol/bankid/sign. */
export const startSpiProtocolSigning = async (api: MainApi, protocolKey: string, restart: boolean) =>
  firstResult(
    await api.call(startSpiProtocolSigningEndpoint, { body: { protocolKey, restart } }),
    startSpiProtocolSigningEndpoint,
  );

/** POST /spi-protocol/bankid/collect. */
export const collectSpiProtocolSigning = async (
  api: MainApi,
  body: { protocolKey: string; orderRef: string; autoStarted: boolean },
  signal: AbortSignal,
) =>
  firstResult(
    await api.call(collectSpiProtocolSigningEndpoint, { body, signal }),
    collectSpiProtocolSigningEndpoint,
  );
