import { type RunningServer, startServer } from './server';
import { test } from './test';

/** Starting one (a fresh embedded database, migrated and seeded) on a busy machine; a test's 30 s is too short. */
const START_TIMEOUT_MS = 120_000;

/**
 * An installation of the spec's own on the given settings (short time-outs, default limits), started
 * before the spec's tests and stopped after them. `baseUrl()` is its address once started.
 */
export function installationOfItsOwn(env: Record<string, string>): { baseUrl(): string } {
  let server: RunningServer | undefined;
  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS);
    server = await startServer(env);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  return {
    baseUrl: () => {
      if (!server) throw new Error('the installation has not started');
      return server.baseUrl;
    },
  };
}
