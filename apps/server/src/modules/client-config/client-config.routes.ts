import { ClientConfig } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config';
import { SERVICE_MOUNTS } from '../../platform/http/services';
import { APP_VERSION } from '../../platform/version';

/**
 * The web app's deployment settings. Base URLs are relative to the page's origin because one process
 * serves every service; a deployment that moves a service elsewhere gives an absolute URL here.
 */
export const clientConfigFor = (config: Config): ClientConfig => ({
  apiBaseUrl: SERVICE_MOUNTS.mainApi.prefix,
  referenceBaseUrl: SERVICE_MOUNTS.reference.prefix,
  identityProviderUrl: SERVICE_MOUNTS.identityProvider.prefix,
  securityScreeningBaseUrl: SERVICE_MOUNTS.securityScreening.prefix,
  tagsBaseUrl: SERVICE_MOUNTS.tags.prefix,
  documentsBaseUrl: SERVICE_MOUNTS.documents.prefix,
  userPoolId: config.userPoolId,
  clientId: config.userPoolClientId,
  version: APP_VERSION,
  environment: config.appEnv,
});

export const clientConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const body = clientConfigFor(config);
  app.get(
    '/config.json',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Deployment settings for the web app',
        tags: ['platform'],
        response: { 200: ClientConfig },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  );
};
