import { buildApp } from './app';
import { moduleJobs } from './module-list';
import { createMutualTlsAgent } from './modules/bankid/bankid-client';
import { LOCAL_BANKID_PAGE_PATH } from './modules/bankid/local-bankid-page.routes';
import { createFileStorage } from './modules/file-storage/file-storage';
import { createDeliveryAdapters } from './modules/notifications/delivery-adapters';
import { OUTBOX_PAGE_PATH } from './modules/notifications/outbox-page.routes';
import { demoUsersTable } from './modules/seed/demo-users';
import { seedDemo } from './modules/seed/seed';
import { ConfigError, readConfig } from './platform/config';
import { DataDirError, PRIVATE_UMASK, prepareDataDir } from './platform/data-dir';
import { openConfiguredDatabase } from './platform/db/database';
import { createScheduler } from './platform/scheduler/scheduler';

const SHUTDOWN_GRACE_MS = 10_000;

const start = async () => {
  const config = readConfig();
  // BankID's certificate must open before we serve anyone (the agent itself is made on first use).
  if (config.bankIdUrl) createMutualTlsAgent(config).destroy();
  // Everything this process writes (the embedded database, keys, stored files) is its user's alone;
  // DATA_DIR is created or tightened before anything opens it (docs/decisions/data-dir-modes.md).
  process.umask(PRIVATE_UMASK);
  const dataDirModes = prepareDataDir(config.dataDir);

  const database = await openConfiguredDatabase(config, (error) => {
    console.error(`database pool error: ${error.message}`);
  });
  await database.migrate();

  const app = await buildApp({ config, db: database.db, notifications: database });
  app.log.info({ driver: database.driver }, 'database migrated');
  if (dataDirModes.fixed > 0) {
    app.log.warn({ fixed: dataDirModes.fixed }, 'DATA_DIR: made folders 0700 and files 0600');
  }
  if (config.seedDemoData) {
    const seeded = await seedDemo(database.db, config, { orders: true });
    app.log.info(seeded, 'demo data seeded');
  }

  const deliveryAdapters = createDeliveryAdapters(config);
  const scheduler = createScheduler({
    database,
    handlers: moduleJobs({
      config,
      db: database.db,
      crypto: app.fieldCrypto,
      bankId: app.bankId,
      files: createFileStorage({ dataDir: config.dataDir, crypto: app.fieldCrypto }),
      deliveryAdapters,
      log: app.log,
    }),
    pollIntervalMs: config.schedulerPollIntervalMs,
    log: app.log,
  });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never finishes must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await scheduler.stop();
      deliveryAdapters.email.close();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.port, host: config.host });
  await scheduler.start();
  console.log(
    `Granska ${config.appEnv} listening on ${config.publicUrl} (bound to ${config.host}:${config.port})`,
  );
  if (config.seedDemoData && config.appEnv !== 'production') {
    console.log(`\nDemo users (docs/decisions/demo-seed.md):\n${demoUsersTable()}\n`);
  }
  if (config.appEnv !== 'production') {
    console.log(`Utkorg (test): ${config.publicUrl}${OUTBOX_PAGE_PATH}`);
    if (!config.bankIdUrl) console.log(`BankID (test): ${config.publicUrl}${LOCAL_BANKID_PAGE_PATH}`);
  }
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirError) console.error(error.message);
  else console.error('Granska failed to start:', error);
  process.exit(1);
});
