import { z } from 'zod';
import type { Language } from './merge-locales';

/** The words zod writes itself (a form's own checks) in the language shown. */
export const setZodLanguage = (language: Language): void => {
  z.config(language === 'en' ? z.locales.en() : z.locales.sv());
};
