import { versionEndpoint } from '@granska/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../platform/config';
import { addEndpoint } from '../../platform/http/endpoint-routes';
import { ok } from '../../platform/http/envelopes';
import { APP_VERSION } from '../../platform/version';

export const versionRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  addEndpoint(app, versionEndpoint, async () => ok({ version: APP_VERSION, environment: config.appEnv }), {
    tags: ['platform'],
  });
};
