import { NOT_FOUND_MESSAGE } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { localeFiles, mergedLocale } from '../test/locales';
import { flattenKeys, mergeLocales } from './merge-locales';

const folderOf = (file: string) => file.replace(/\/locales\/[a-z]{2}\.json$/, '');

describe('locale files', () => {
  it('give Swedish and English exactly the same keys, folder by folder', () => {
    const sv = localeFiles('sv');
    const en = localeFiles('en');
    expect(sv.map((entry) => folderOf(entry.file)).sort()).toEqual(
      en.map((entry) => folderOf(entry.file)).sort(),
    );
    expect(sv.length).toBeGreaterThan(10);
    for (const svFile of sv) {
      const enFile = en.find((entry) => folderOf(entry.file) === folderOf(svFile.file));
      const keys = (data: unknown) => flattenKeys(mergeLocales([{ file: svFile.file, data }]));
      expect(keys(enFile?.data), folderOf(svFile.file)).toEqual(keys(svFile.data));
    }
    expect(flattenKeys(mergedLocale('en'))).toEqual(flattenKeys(mergedLocale('sv')));
  });

  it('have no empty texts', () => {
    for (const language of ['sv', 'en']) {
      const tree = mergedLocale(language);
      const empty = flattenKeys(tree).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty, language).toEqual([]);
    }
  });

  it('use the spec’s Swedish texts where the domain holds them', () => {
    const sv = mergedLocale('sv') as { app: { notFound: { message: string } } };
    expect(sv.app.notFound.message).toBe(NOT_FOUND_MESSAGE);
  });
});

describe('mergeLocales', () => {
  it('merges namespaces from several files', () => {
    expect(
      mergeLocales([
        { file: 'a/locales/sv.json', data: { a: { title: 'A' } } },
        { file: 'b/locales/sv.json', data: { b: { title: 'B' }, a: { other: 'A2' } } },
      ]),
    ).toEqual({ a: { title: 'A', other: 'A2' }, b: { title: 'B' } });
  });

  it('refuses a key two files both define', () => {
    expect(() =>
      mergeLocales([
        { file: 'a/locales/sv.json', data: { a: { title: 'A' } } },
        { file: 'b/locales/sv.json', data: { a: { title: 'B' } } },
      ]),
    ).toThrow('b/locales/sv.json: key a.title is already defined by another locale file');
  });
});
