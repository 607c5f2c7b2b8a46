import i18next, { type BackendModule, type i18n as I18n, type InitOptions, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadEnglishMessages } from './english-catalogue';
import { LANGUAGES, type Language } from './merge-locales';
import { translationUrl } from './translation-url';

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
    void import('./zod-language').then(({ setZodLanguage }) => setZodLanguage(shown));
    if (shown === 'en') void loadEnglishMessages();
  };
  instance.on('languageChanged', apply);
  apply(instance.language);
};

/**
 * Fetches a language's one translation file (`translationUrl`): all i18next needs of a back end, without
 * a library for it. A failure is reported as retryable, as i18next's HTTP back end does.
 */
const fetchBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, _namespace, callback) => {
    const failed = (message: string) => callback(new Error(message), true);
    if (!isLanguage(language)) return failed(`no translations for ${language}`);
    // No headers or cache mode of its own: the request must match index.html's preload to reuse it.
    fetch(translationUrl(language))
      .then(async (response) => {
        if (!response.ok) return failed(`${translationUrl(language)} answered ${response.status}`);
        callback(null, await response.json());
      })
      .catch((error: unknown) => failed(String(error)));
  },
};

/**
 * The app's i18n: translations fetched per language from `/locales/<lng>/translation.json?v=<hash>`.
 * Needs nothing from `/config.json`, so the two start together (main.tsx).
 */
export const createI18n = async (): Promise<I18n> => {
  const instance = i18next.createInstance();
  await instance.use(fetchBackend).use(initReactI18next).init(baseOptions(storedLanguage()));
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
