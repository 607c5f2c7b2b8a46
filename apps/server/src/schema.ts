// Every table of the server, for drizzle-kit's migration generator. It sits beside app.ts, above the
// modules: the platform's database handle does not know the modules' tables.
// Each module owns its tables in src/modules/<area>/<area>.schema.ts; add a line here for a new one.
export * from './modules/analysis/analysis.schema';
export * from './modules/api-keys/api-keys.schema';
export * from './modules/audit/audit.schema';
export * from './modules/bankid/bankid.schema';
export * from './modules/collected-data/collected-data.schema';
export * from './modules/customers/customers.schema';
export * from './modules/identity/identity.schema';
export * from './modules/jobs/jobs.schema';
export * from './modules/notifications/notifications.schema';
export * from './modules/orders/orders.schema';
export * from './modules/reports/reports.schema';
export * from './modules/webhooks/webhooks.schema';
