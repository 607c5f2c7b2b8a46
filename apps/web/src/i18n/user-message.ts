import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { englishTwinOf, isEnglishCatalogueLoaded, loadEnglishMessages } from './english-catalogue';
import { currentLanguage } from './i18n';
import type { Language } from './merge-locales';

/**
 * A message the server or the domain gave in Swedish, in the language the user reads (issue 12 item 8):
 * its English twin (english-messages.ts in the domain, or the English the server sent beside it), the
 * Swedish as it came where none is known (or the catalogue is still loading).
 */
export const userMessage = (swedish: string, language: Language, english?: string): string =>
  language === 'en' ? (english ?? englishTwinOf(swedish) ?? swedish) : swedish;

/** `userMessage` in the language the page is shown in. */
export const useUserMessage = (): ((swedish: string, english?: string) => string) => {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const [loaded, setLoaded] = useState(isEnglishCatalogueLoaded);
  useEffect(() => {
    if (language === 'en' && !loaded) void loadEnglishMessages().then(() => setLoaded(true));
  }, [language, loaded]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a loaded catalogue gives new words
  return useCallback((swedish, english) => userMessage(swedish, language, english), [language, loaded]);
};
