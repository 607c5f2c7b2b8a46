import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerModuleServiceRoutes } from '../module-list';
import { installRefusedReadAudit } from '../modules/audit/refused-reads';
import { createFileStorage } from '../modules/file-storage/file-storage';
import { installAuth } from '../platform/http/auth';
import { useServiceEnvelope } from '../platform/http/error-handler';
import { SERVICE_MOUNTS } from '../platform/http/services';
import type { ServiceOptions } from './service-options';

type OtherService = 'reference' | 'securityScreening' | 'tags' | 'documents';

/**
 * A service of spec §7 beside the main API (reference, security screening, tags, documents): it answers
 * in its own envelope, every request to it goes through the auth layer, and the modules register their
 * routes for it (`serviceRoutes` in their definition).
 */
export const guardedService =
  (serviceName: OtherService): FastifyPluginAsyncZod<ServiceOptions> =>
  async (service, { config, db, crypto, identity, rateLimits }) => {
    useServiceEnvelope(service, SERVICE_MOUNTS[serviceName].envelope);
    installAuth(service, identity.authenticate, { limitRequest: rateLimits.guardedPrefix });
    installRefusedReadAudit(service, db);
    const files = createFileStorage({ dataDir: config.dataDir, crypto });
    await registerModuleServiceRoutes(serviceName, service, {
      config,
      db,
      crypto,
      identity,
      rateLimits,
      files,
    });
  };
