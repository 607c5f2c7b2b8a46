import { type LocaleFile, type LocaleTree, languageOfFile, mergeLocales } from '../i18n/merge-locales';

/** Every locale file under src, read at test time the same way the Vite plugin reads them at build. */
const modules = import.meta.glob<{ default: unknown }>('../**/locales/*.json', { eager: true });

export const localeFiles = (language: string): LocaleFile[] =>
  Object.entries(modules)
    .filter(([file]) => languageOfFile(file) === language)
    .map(([file, module]) => ({ file, data: module.default }));

export const mergedLocale = (language: string): LocaleTree => mergeLocales(localeFiles(language));
