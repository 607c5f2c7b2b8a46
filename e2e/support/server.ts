import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const serverEntry = join(dirname(fileURLToPath(import.meta.url)), '../../apps/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 110_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the server did not become healthy within 110 s');
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Every browser test comes from 127.0.0.1 and two workers log in dozens of times a minute: the limits
 * per client address are raised so that a fast machine does not meet them (the per-user limit stays
 * at its default). rate-limits.spec.ts runs a server of its own on the defaults.
 */
export const RAISED_ADDRESS_LIMITS: Readonly<Record<string, string>> = {
  RATE_LIMIT_IDP_PER_MINUTE: '100000',
  RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000',
};

/**
 * Starts the built product on a free port with a fresh embedded database (demo data seeded). `env`
 * adds settings, for a spec that needs an installation of its own (short consent time-outs); an empty
 * value unsets one (the default limits: `RATE_LIMIT_IDP_PER_MINUTE: ''`).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'granska-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    LOG_LEVEL: 'warn',
    ...RAISED_ADDRESS_LIMITS,
    ...env,
  };
  delete serverEnv.DATABASE_URL;
  const server = spawn(process.execPath, [serverEntry], {
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    dataDir,
    stop: async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
