import type { JobDeps, ModuleDefinition, RouteDeps } from './define-module';
import { accountModule } from './modules/account/account.module';
import { analysisModule } from './modules/analysis/analysis.module';
import { apiKeysModule } from './modules/api-keys/api-keys.module';
import { auditModule } from './modules/audit/audit.module';
import { bankidModule } from './modules/bankid/bankid.module';
import { billingModule } from './modules/billing/billing.module';
import { clearanceSurveysModule } from './modules/clearance-surveys/clearance-surveys.module';
import { collectedDataModule } from './modules/collected-data/collected-data.module';
import { consentModule } from './modules/consent/consent.module';
import { customersModule } from './modules/customers/customers.module';
import { dataDeletionModule } from './modules/data-deletion/data-deletion.module';
import { identityModule } from './modules/identity/identity.module';
import { jobsModule } from './modules/jobs/jobs.module';
import { notificationsModule } from './modules/notifications/notifications.module';
import { ordersModule } from './modules/orders/orders.module';
import { protectiveSecurityModule } from './modules/protective-security/protective-security.module';
import { referenceChecksModule } from './modules/reference-checks/reference-checks.module';
import { reportsModule } from './modules/reports/reports.module';
import { scheduledWorkModule } from './modules/scheduled-work/scheduled-work.module';
import { spiInterviewsModule } from './modules/spi-interviews/spi-interviews.module';
import { staffAccessModule } from './modules/staff-access/staff-access.module';
import { usersModule } from './modules/users/users.module';
import { versionModule } from './modules/version/version.module';
import { webhooksModule } from './modules/webhooks/webhooks.module';
import { installReactions } from './platform/events/domain-events';
import type { JobHandler } from './platform/scheduler/scheduler';

/**
 * Every server module, once (docs/decisions/how-to-add-a-module-and-a-portal.md). The main API registers
 * their routes in this order, main.ts schedules their jobs, and their reactions to each other's domain
 * events are installed from here. `npm run new-module` adds a line.
 */
export const MODULES: readonly ModuleDefinition[] = [
  versionModule,
  accountModule,
  analysisModule,
  customersModule,
  apiKeysModule,
  billingModule,
  ordersModule,
  webhooksModule,
  staffAccessModule,
  jobsModule,
  collectedDataModule,
  consentModule,
  reportsModule,
  scheduledWorkModule,
  usersModule,
  notificationsModule,
  auditModule,
  bankidModule,
  identityModule,
  referenceChecksModule,
  protectiveSecurityModule,
  dataDeletionModule,
  clearanceSurveysModule,
  spiInterviewsModule,
];

/** Installs every module's reactions to the domain events; the app and the server tests call it first. */
export const installModuleReactions = (modules: readonly ModuleDefinition[] = MODULES): void =>
  installReactions(
    modules.flatMap((module) => module.events ?? []),
    modules.flatMap((module) => module.reactions ?? []),
  );

export const registerModuleRoutes = async (
  api: Parameters<NonNullable<ModuleDefinition['routes']>>[0],
  deps: RouteDeps,
  modules: readonly ModuleDefinition[] = MODULES,
): Promise<void> => {
  for (const module of modules) if (module.routes) await module.routes(api, deps);
};

/** Registers every module's routes of one of the other services (`serviceRoutes`). */
export const registerModuleServiceRoutes = async (
  serviceName: keyof NonNullable<ModuleDefinition['serviceRoutes']>,
  service: Parameters<NonNullable<ModuleDefinition['routes']>>[0],
  deps: RouteDeps,
  modules: readonly ModuleDefinition[] = MODULES,
): Promise<void> => {
  for (const module of modules) await module.serviceRoutes?.[serviceName]?.(service, deps);
};

export const moduleJobs = (deps: JobDeps, modules: readonly ModuleDefinition[] = MODULES): JobHandler[] =>
  modules.flatMap((module) => module.jobs?.(deps) ?? []);
