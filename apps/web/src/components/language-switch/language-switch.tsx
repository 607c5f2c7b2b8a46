import { Box, SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/merge-locales';

const isLanguage = (value: string): value is Language => LANGUAGES.some((language) => language === value);

/** Svenska / English; the choice is kept in localStorage and `<html lang>` follows it. */
export const LanguageSwitch = () => {
  const { t, i18n } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('languageSwitch.label')}
      value={currentLanguage(i18n)}
      onChange={(value) => {
        if (isLanguage(value)) void changeLanguage(i18n, value);
      }}
      data={LANGUAGES.map((language) => ({
        value: language,
        // On a phone the language's code (SV, EN) saves the room the header needs.
        label: (
          <>
            <Box component="span" visibleFrom="sm">
              {t(`languageSwitch.${language}`)}
            </Box>
            <Box component="span" hiddenFrom="sm" lang={language}>
              {language.toUpperCase()}
            </Box>
          </>
        ),
      }))}
    />
  );
};
