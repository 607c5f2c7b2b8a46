import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirError, PRIVATE_UMASK, prepareDataDir } from './data-dir';
import { openConfiguredDatabase } from './db/database';

const temporaryDirs: string[] = [];
const temporaryDir = () => {
  const dir = fs.mkdtempSync(join(tmpdir(), 'granska-data-dir-'));
  temporaryDirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporaryDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const modeOf = (path: string) => fs.statSync(path).mode & 0o777;

/** Every folder and file under `root` (itself included) with its permission bits, as `0o…` text. */
const modesUnder = (root: string): Record<string, string> => {
  const modes: Record<string, string> = {};
  const walk = (path: string, name: string) => {
    const stat = fs.lstatSync(path);
    modes[name] = `${stat.isDirectory() ? 'dir' : 'file'} ${(stat.mode & 0o777).toString(8)}`;
    if (stat.isDirectory())
      for (const entry of fs.readdirSync(path)) walk(join(path, entry), `${name}/${entry}`);
  };
  walk(root, '.');
  return modes;
};

describe('prepareDataDir', () => {
  it('creates a missing DATA_DIR readable by its owner only', () => {
    const dataDir = join(temporaryDir(), 'nested', 'data');
    prepareDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
  });

  it('makes every folder 0700 and every file 0600 that an earlier start left open', () => {
    const dataDir = temporaryDir();
    fs.chmodSync(dataDir, 0o777);
    fs.mkdirSync(join(dataDir, 'pglite', 'base', '1'), { recursive: true });
    fs.writeFileSync(join(dataDir, 'master.key'), 'key\n');
    fs.writeFileSync(join(dataDir, 'pglite', 'base', '1', '1259'), 'table');
    fs.writeFileSync(join(dataDir, 'pglite', 'pg_wal_000000010000000000000001'), 'wal');
    for (const path of ['master.key', 'pglite/base/1/1259', 'pglite/pg_wal_000000010000000000000001']) {
      fs.chmodSync(join(dataDir, path), 0o666);
    }
    for (const path of ['pglite', 'pglite/base', 'pglite/base/1']) fs.chmodSync(join(dataDir, path), 0o777);

    expect(prepareDataDir(dataDir)).toEqual({ fixed: 7 });
    expect(modesUnder(dataDir)).toEqual({
      '.': 'dir 700',
      './master.key': 'file 600',
      './pglite': 'dir 700',
      './pglite/base': 'dir 700',
      './pglite/base/1': 'dir 700',
      './pglite/base/1/1259': 'file 600',
      './pglite/pg_wal_000000010000000000000001': 'file 600',
    });
    expect(prepareDataDir(dataDir)).toEqual({ fixed: 0 });
  });

  it('refuses with which path, which mode and how to fix it when a mode cannot be changed', () => {
    const dataDir = temporaryDir();
    const locked = join(dataDir, 'files');
    fs.mkdirSync(locked, { mode: 0o755 });
    fs.chmodSync(locked, 0o755);
    const refusing = {
      ...fs,
      chmodSync: (path: fs.PathLike, mode: fs.Mode) => {
        if (path === locked) {
          throw Object.assign(new Error(`EPERM: operation not permitted, chmod '${locked}'`), {
            code: 'EPERM',
          });
        }
        fs.chmodSync(path, mode);
      },
    };

    const attempt = () => prepareDataDir(dataDir, refusing);
    expect(attempt).toThrow(DataDirError);
    expect(attempt).toThrow(`${locked} is a folder with mode 0755`);
    expect(attempt).toThrow('must be 0700');
    expect(attempt).toThrow('EPERM');
    expect(attempt).toThrow(`chown -R`);
    expect(attempt).toThrow(`chmod -R u=rwX,go= ${dataDir}`);
    expect(modeOf(locked)).toBe(0o755);
  });

  it('refuses clearly when DATA_DIR is a file', () => {
    const dataDir = join(temporaryDir(), 'data');
    fs.writeFileSync(dataDir, 'not a folder');
    expect(() => prepareDataDir(dataDir)).toThrow(DataDirError);
    expect(() => prepareDataDir(dataDir)).toThrow(`DATA_DIR ${dataDir} is not a folder`);
  });
});

describe('the embedded database in DATA_DIR', () => {
  it('keeps its files, the WAL written after start included, readable by the server user only', async () => {
    const dataDir = temporaryDir();
    const previous = process.umask(PRIVATE_UMASK);
    try {
      const database = await openConfiguredDatabase({ databaseUrl: undefined, dataDir });
      try {
        await database.migrate();
        const walBefore = fs.readdirSync(join(dataDir, 'pglite', 'pg_wal'));
        // Rows with a personal number's shape, enough to fill new WAL segments.
        await database.db.execute('create table wal_probe (id text primary key, payload jsonb not null)');
        await database.db.execute(
          "insert into wal_probe (id, payload) select 'probe-' || n, " +
            "jsonb_build_object('pnr', '19800101-' || lpad(n::text, 4, '0'), 'pad', repeat('x', 2000)) " +
            'from generate_series(1, 9000) as n',
        );
        await database.db.execute('select pg_switch_wal()');
        await database.db.execute('checkpoint');
        const walAfter = fs.readdirSync(join(dataDir, 'pglite', 'pg_wal'));
        expect(walAfter.filter((name) => !walBefore.includes(name)).length).toBeGreaterThan(0);

        const modes = Object.entries(modesUnder(dataDir));
        expect(modes.length).toBeGreaterThan(100);
        expect(modes.filter(([, mode]) => mode !== 'dir 700' && mode !== 'file 600')).toEqual([]);
      } finally {
        await database.close();
      }
    } finally {
      process.umask(previous);
    }
    expect(
      Object.values(modesUnder(dataDir)).filter((mode) => mode !== 'dir 700' && mode !== 'file 600'),
    ).toEqual([]);
  }, 180_000);
});
