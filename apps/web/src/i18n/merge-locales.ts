/**
 * Merges the per-folder locale files (`src/**\/locales/<lng>.json`) into one translation resource.
 * Each file owns its top-level namespaces; two files declaring the same leaf key is an error, so
 * one feature can never silently overwrite another's text.
 */
export type LocaleTree = { [key: string]: string | LocaleTree };

export interface LocaleFile {
  file: string;
  data: unknown;
}

export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

const isTree = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mergeInto = (target: LocaleTree, source: unknown, file: string, prefix: string): void => {
  if (!isTree(source)) {
    throw new Error(`${file}: ${prefix || 'root'} must be an object`);
  }
  for (const [key, value] of Object.entries(source)) {
    const path = prefix ? `${prefix}.${key}` : key;
    const existing = target[key];
    if (typeof value === 'string') {
      if (existing !== undefined) {
        throw new Error(`${file}: key ${path} is already defined by another locale file`);
      }
      target[key] = value;
    } else {
      if (typeof existing === 'string') {
        throw new Error(`${file}: key ${path} is already defined by another locale file`);
      }
      const child: LocaleTree = existing ?? {};
      target[key] = child;
      mergeInto(child, value, file, path);
    }
  }
};

export const mergeLocales = (files: readonly LocaleFile[]): LocaleTree => {
  const merged: LocaleTree = {};
  for (const { file, data } of [...files].sort((a, b) => a.file.localeCompare(b.file))) {
    mergeInto(merged, data, file, '');
  }
  return merged;
};

/** Every leaf key of a locale tree in dotted form, sorted. */
export const flattenKeys = (tree: LocaleTree, prefix = ''): string[] =>
  Object.entries(tree)
    .flatMap(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key;
      return typeof value === 'string' ? [path] : flattenKeys(value, path);
    })
    .sort();

/** The language a locale file belongs to, from its name (`.../locales/sv.json` → `sv`). */
export const languageOfFile = (file: string): Language | undefined => {
  const match = /\/locales\/([a-z]{2})\.json$/.exec(file.replaceAll('\\', '/'));
  const language = match?.[1];
  return LANGUAGES.find((candidate) => candidate === language);
};
