import i18next, { type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { z } from 'zod';
import { LANGUAGES, type Language } from './merge-locales';

export const DEFAULT_LANGUAGE: Language = 'sv';
export const LANGUAGE_STORAGE_KEY = 'granska.language';

const isLanguage = (value: unknown): value is Language => LANGUAGES.some((language) => language === value);

export const storedLanguage = (): Language => {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
};

export const storeLanguage = (language: Language): void => {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or a full storage: the choice then lasts for this page only.
  }
};

export const currentLanguage = (instance: I18n): Language => {
  const language = instance.resolvedLanguage ?? instance.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
};

const baseOptions = (language: Language): InitOptions => ({
  lng: language,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  ns: ['translation'],
  defaultNS: 'translation',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** `<html lang>` and the words zod writes itself in form checks follow the language shown. */
const followDocumentLanguage = (instance: I18n): void => {
  const apply = (language: string) => {
    const shown = isLanguage(language) ? language : DEFAULT_LANGUAGE;
    document.documentElement.lang = shown;
    z.config(shown === 'en' ? z.locales.en() : z.locales.sv());
  };
  instance.on('languageChanged', apply);
  apply(instance.language);
};

/** The app's i18n: translations fetched per language from `/locales/<lng>/translation.json`. */
export const createI18n = async (version: string): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      ...baseOptions(storedLanguage()),
      backend: { loadPath: `/locales/{{lng}}/{{ns}}.json?v=${encodeURIComponent(version)}` },
    });
  followDocumentLanguage(instance);
  return instance;
};

/** An i18n with its resources given in memory (tests). */
export const createStaticI18n = (resources: Resource, language: Language = DEFAULT_LANGUAGE): I18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({ ...baseOptions(language), resources, initAsync: false });
  followDocumentLanguage(instance);
  return instance;
};

export const changeLanguage = async (instance: I18n, language: Language): Promise<void> => {
  storeLanguage(language);
  await instance.changeLanguage(language);
};
