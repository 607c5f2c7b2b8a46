import { okEnvelope, VersionInfo } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../platform/config';
import { ok } from '../../platform/http/envelopes';
import { APP_VERSION } from '../../platform/version';

export const versionRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/version',
    {
      config: { access: 'public' },
      schema: {
        summary: 'Version and environment of the server',
        tags: ['platform'],
        response: { 200: okEnvelope(VersionInfo) },
      },
    },
    async () => ok({ version: APP_VERSION, environment: config.appEnv }),
  );
};
