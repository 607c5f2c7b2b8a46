import { mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { seedDemo } from './modules/seed/seed';
import { ConfigError, readConfig } from './platform/config';
import { openConfiguredDatabase } from './platform/db/database';

const SHUTDOWN_GRACE_MS = 10_000;

const start = async () => {
  const config = readConfig();
  mkdirSync(config.dataDir, { recursive: true });

  const database = await openConfiguredDatabase(config, (error) => {
    console.error(`database pool error: ${error.message}`);
  });
  await database.migrate();

  const app = await buildApp({ config, db: database.db });
  app.log.info({ driver: database.driver }, 'database migrated');
  if (config.seedDemoData) {
    const { customersInserted } = await seedDemo(database.db);
    app.log.info({ customersInserted }, 'demo data seeded');
  }

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // A request that never finishes must not keep the process alive forever.
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
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
  console.log(
    `Granska ${config.appEnv} listening on ${config.publicUrl} (bound to ${config.host}:${config.port})`,
  );
};

start().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('Granska failed to start:', error);
  process.exit(1);
});
