import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db/database';
import type { TestDatabase } from '../apps/server/src/platform/testing/test-app';

// What the benchmarks share (bench/README.md): their own database, and how latencies are measured.

/** The PostgreSQL server to measure on (BENCH_DATABASE_URL or TEST_DATABASE_URL), else none: PGlite. */
export const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
export const driver = adminUrl ? 'PostgreSQL' : 'PGlite';

/** A fresh database of our own: on the server of adminUrl (dropped afterwards), or PGlite in memory. */
export const benchDatabase = async (): Promise<TestDatabase> => {
  if (!adminUrl) {
    const connection = await openDatabase({ driver: 'pglite' });
    await connection.migrate();
    return { ...connection, dispose: () => connection.close() };
  }
  const name = `granska_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name} template template0 encoding 'UTF8'`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 20 });
  await connection.migrate();
  return {
    ...connection,
    dispose: async () => {
      await connection.close();
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
};

/** The value at percentile `p` of sorted latencies. */
export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** `runs` latencies of `call` one after the other, after `warmupRuns` unmeasured, sorted. */
export const sequentialLatencies = async (
  call: () => Promise<void>,
  runs: number,
  warmupRuns: number,
): Promise<number[]> => {
  for (let i = 0; i < warmupRuns; i += 1) await call();
  const latencies: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
};

export const ms = (value: number) => `${value.toFixed(2)} ms`;
