import type { RuntimeConfig } from '../config/runtime-config';
import { createSessionController, type SessionController } from './session-controller';
import { createTokenStorage } from './token-storage';

/**
 * The session of the running app: tokens in local storage (memory when it is unavailable), the
 * official user-pool client loaded on demand from its own chunk and pointed at the configured
 * identity provider (`/idp`, relative to this origin, or a hosted pool's absolute URL).
 */
export const createBrowserSession = (
  config: Pick<RuntimeConfig, 'identityProviderUrl' | 'userPoolId' | 'clientId'>,
): SessionController => {
  const storage = createTokenStorage();
  return createSessionController({
    clientId: config.clientId,
    storage,
    loadIdentityClient: async () => {
      const { createCognitoIdentityClient } = await import('./cognito-identity-client');
      return createCognitoIdentityClient({
        userPoolId: config.userPoolId,
        clientId: config.clientId,
        endpoint: new URL(config.identityProviderUrl, window.location.origin).href,
        storage,
      });
    },
  });
};
