import { SegmentedControl } from '@mantine/core';
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
      data={LANGUAGES.map((language) => ({ value: language, label: t(`languageSwitch.${language}`) }))}
    />
  );
};
