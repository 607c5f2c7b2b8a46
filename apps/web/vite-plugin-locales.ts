import { createHash } from 'node:crypto';
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

/** What `src/i18n/translation-url.ts` reads: each language's `?v=` (a hash of its merged file). */
export const LOCALE_VERSIONS_DEFINE = '__GRANSKA_LOCALE_VERSIONS__';

const versionOf = (translation: string): string =>
  createHash('sha256').update(translation).digest('base64url').slice(0, 10);

/**
 * Feature folders own their `locales/<lng>.json`; the browser fetches one merged
 * `/locales/<lng>/translation.json?v=<hash of the file>` per language. Served from memory in dev,
 * emitted at build. The build's index.html preloads the default language's file and `/config.json`,
 * so both arrive while the entry script does (docs/decisions/web-i18n.md).
 */
export const localesPlugin = (srcDir: string, defaultLanguage: Language = 'sv'): Plugin => {
  let versions: Record<Language, string> | undefined;
  const versionsNow = (): Record<Language, string> => {
    versions ??= Object.fromEntries(
      LANGUAGES.map((language) => [language, versionOf(buildTranslation(srcDir, language))]),
    ) as Record<Language, string>;
    return versions;
  };
  return {
    name: 'granska-locales',
    config(_config, { command }) {
      // The dev server serves the files fresh on every request (no-store): no version there.
      const defined = command === 'build' ? versionsNow() : {};
      return { define: { [LOCALE_VERSIONS_DEFINE]: JSON.stringify(defined) } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (context.server) return [];
        const preload = (href: string) => ({
          tag: 'link',
          attrs: { rel: 'preload', href, as: 'fetch', crossorigin: 'anonymous' },
          injectTo: 'head' as const,
        });
        return [
          preload('/config.json'),
          preload(`/locales/${defaultLanguage}/translation.json?v=${versionsNow()[defaultLanguage]}`),
        ];
      },
    },
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
  };
};
