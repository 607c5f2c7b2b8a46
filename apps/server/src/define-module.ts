import type { ServiceName } from '@granska/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BankIdService } from './modules/bankid';
import type { FileStorage } from './modules/file-storage/file-storage.port';
import type { DeliveryAdapters } from './modules/notifications/delivery.port';
import type { Config } from './platform/config';
import type { FieldCrypto } from './platform/crypto/field-crypto';
import type { Database } from './platform/db/database';
import type { DomainEvent, Reaction } from './platform/events/domain-events';
import type { JobHandler, SchedulerLogger } from './platform/scheduler/scheduler';
import type { ServiceOptions } from './services/service-options';

/** What a module's routes are given: the service's options and the stored files. */
export interface RouteDeps extends ServiceOptions {
  files: FileStorage;
}

/** What a module's scheduled work is given (main.ts builds it once). */
export interface JobDeps {
  config: Config;
  db: Database;
  crypto: FieldCrypto;
  /** The app's BankID (app.bankId): scheduled work cancels orders whose step ended. */
  bankId: BankIdService;
  files: FileStorage;
  deliveryAdapters: DeliveryAdapters;
  log: SchedulerLogger;
}

type ServiceInstance = Parameters<FastifyPluginAsyncZod>[0];

/**
 * One server module as the application composes it (docs/decisions/how-to-add-a-module-and-a-portal.md):
 * its routes under the main API, its scheduled work, its tables, the domain events it publishes and its
 * reactions to other modules' events. Every module is listed once in `src/modules.ts`.
 */
export interface ModuleDefinition {
  /** The folder name under src/modules. */
  readonly name: string;
  /** Registers the module's main-API routes (`api.register(xRoutes, { db })`). */
  readonly routes?: (api: ServiceInstance, deps: RouteDeps) => PromiseLike<unknown>;
  /** Registers the module's routes under another service of spec §7 (e.g. the reference service, /ref). */
  readonly serviceRoutes?: Partial<
    Record<
      Exclude<ServiceName, 'mainApi'>,
      (service: ServiceInstance, deps: RouteDeps) => PromiseLike<unknown>
    >
  >;
  readonly jobs?: (deps: JobDeps) => readonly JobHandler[];
  /** Every table of the module's `*.schema.ts` (drizzle-kit reads the files; a test holds the two equal). */
  readonly tables?: Readonly<Record<string, unknown>>;
  readonly events?: readonly DomainEvent<never>[];
  readonly reactions?: readonly Reaction<never>[];
}

export const defineModule = <const M extends ModuleDefinition>(module: M): M => module;
