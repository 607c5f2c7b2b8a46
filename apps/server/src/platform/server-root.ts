import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER_PACKAGE_NAME = '@granska/server';

/**
 * The apps/server folder. Found by walking up from this module, so it is the same whether the code
 * runs from src/ (tests) or from the bundle in dist/ (npm start): migrations and the web build are
 * located relative to it, never relative to the working directory.
 */
export const findServerRoot = (fromUrl: string = import.meta.url): string => {
  let dir = dirname(fileURLToPath(fromUrl));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === SERVER_PACKAGE_NAME) return dir;
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`Could not find the ${SERVER_PACKAGE_NAME} package folder`);
    dir = parent;
  }
};

export const serverRoot = findServerRoot();
