import * as nodeFs from 'node:fs';
import { join } from 'node:path';

/** New files 0600 and folders 0700: PGlite (through Node's fs) and everything else write with it. */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FOLDER_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** DATA_DIR cannot be made private; the message names the path, its mode and the fix. */
export class DataDirError extends Error {
  override readonly name = 'DataDirError';
}

/** The part of node:fs prepareDataDir uses (tests inject failures). */
export interface DataDirFs {
  mkdirSync(path: string, options: { recursive: true; mode: number }): unknown;
  statSync(path: string): nodeFs.Stats;
  lstatSync(path: string): nodeFs.Stats;
  readdirSync(path: string): string[];
  chmodSync(path: string, mode: number): void;
}

const octal = (mode: number) => `0${(mode & 0o7777).toString(8).padStart(3, '0')}`;

const codeOf = (error: unknown): string =>
  (error as NodeJS.ErrnoException)?.code ?? (error instanceof Error ? error.message : String(error));

const fixHint = (dataDir: string) =>
  'DATA_DIR and everything in it must belong to the user the server runs as' +
  `${typeof process.getuid === 'function' ? ` (uid ${process.getuid()})` : ''}. ` +
  `Fix it as root with \`chown -R <server user> ${dataDir} && chmod -R u=rwX,go= ${dataDir}\`, ` +
  'then start again.';

/**
 * Makes DATA_DIR private to the server's user before anything opens it (security review, issue 10):
 * creates it 0700 if missing, then walks it and sets every folder to 0700 and every file to 0600
 * (symbolic links are left alone and not followed). Throws DataDirError, naming the path, its mode and
 * the fix, when a mode cannot be read or changed (e.g. owned by another user). DATA_DIR must be
 * Granska's alone: everything in it is made private. Returns how many modes it changed.
 */
export const prepareDataDir = (dataDir: string, fs: DataDirFs = nodeFs): { fixed: number } => {
  const refuse = (what: string, error: unknown): never => {
    throw new DataDirError(`DATA_DIR ${dataDir}: ${what} (${codeOf(error)}). ${fixHint(dataDir)}`, {
      cause: error,
    });
  };
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
  } catch (error) {
    if (codeOf(error) === 'EEXIST' || codeOf(error) === 'ENOTDIR') {
      throw new DataDirError(`DATA_DIR ${dataDir} is not a folder. Point DATA_DIR at a folder.`);
    }
    refuse('cannot be created', error);
  }

  let fixed = 0;
  const makePrivate = (path: string, stat: nodeFs.Stats) => {
    const folder = stat.isDirectory();
    const wanted = folder ? PRIVATE_FOLDER_MODE : PRIVATE_FILE_MODE;
    if ((stat.mode & 0o7777) === wanted) return;
    try {
      fs.chmodSync(path, wanted);
      fixed += 1;
    } catch (error) {
      refuse(
        `${path} is a ${folder ? 'folder' : 'file'} with mode ${octal(stat.mode)}, owned by uid ${stat.uid}, ` +
          `and must be ${octal(wanted)}, but its mode cannot be changed`,
        error,
      );
    }
  };
  const walk = (path: string, stat: nodeFs.Stats) => {
    makePrivate(path, stat);
    if (!stat.isDirectory()) return;
    let entries: string[] = [];
    try {
      entries = fs.readdirSync(path);
    } catch (error) {
      refuse(`the folder ${path} cannot be read`, error);
    }
    for (const entry of entries) {
      const child = join(path, entry);
      let childStat: nodeFs.Stats;
      try {
        childStat = fs.lstatSync(child);
      } catch (error) {
        if (codeOf(error) === 'ENOENT') continue;
        refuse(`${child} cannot be examined`, error);
        continue;
      }
      if (childStat.isSymbolicLink()) continue;
      walk(child, childStat);
    }
  };

  let root: nodeFs.Stats | undefined;
  try {
    root = fs.statSync(dataDir);
  } catch (error) {
    refuse('cannot be examined', error);
  }
  if (!root?.isDirectory())
    throw new DataDirError(`DATA_DIR ${dataDir} is not a folder. Point DATA_DIR at a folder.`);
  walk(dataDir, root);
  return { fixed };
};
