import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { LANGUAGES, type Language, languageOfFile, mergeLocales } from './src/i18n/merge-locales.ts';

const findLocaleFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : findLocaleFiles(path);
    return languageOfFile(path) ? [path] : [];
  });

const buildTranslation = (srcDir: string, language: Language): string => {
  const files = findLocaleFiles(srcDir)
    .filter((file) => languageOfFile(file) === language)
    .map((file) => ({ file: relative(srcDir, file), data: JSON.parse(readFileSync(file, 'utf8')) }));
  return JSON.stringify(mergeLocales(files));
};

/**
 * Feature folders own their `locales/<lng>.json`; the browser fetches one merged
 * `/locales/<lng>/translation.json` per language. Served from memory in dev, emitted at build.
 */
export const localesPlugin = (srcDir: string): Plugin => ({
  name: 'granska-locales',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const match = /^\/locales\/([a-z]{2})\/translation\.json$/.exec(request.url?.split('?')[0] ?? '');
      const language = LANGUAGES.find((candidate) => candidate === match?.[1]);
      if (!language) return next();
      try {
        const body = buildTranslation(srcDir, language);
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(body);
      } catch (error) {
        next(error);
      }
    });
  },
  generateBundle() {
    for (const language of LANGUAGES) {
      this.emitFile({
        type: 'asset',
        fileName: `locales/${language}/translation.json`,
        source: buildTranslation(srcDir, language),
      });
    }
  },
});
