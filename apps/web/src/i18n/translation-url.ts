import type { Language } from './merge-locales';

// Set by vite-plugin-locales at build time: each language's `?v=` (a hash of its merged file). Absent in
// the dev server and in tests, where the files are not cached.
declare const __GRANSKA_LOCALE_VERSIONS__: Partial<Record<Language, string>> | undefined;

const versions: Partial<Record<Language, string>> =
  typeof __GRANSKA_LOCALE_VERSIONS__ === 'undefined' ? {} : __GRANSKA_LOCALE_VERSIONS__;

/**
 * Where a language's translation file is fetched. The build's index.html preloads the default
 * language's under this very URL, so the fetch is answered by the preload.
 */
export const translationUrl = (language: Language): string => {
  const version = versions[language];
  return `/locales/${language}/translation.json${version ? `?v=${encodeURIComponent(version)}` : ''}`;
};
