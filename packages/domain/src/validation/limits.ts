/** Business constants and limits of spec §9. */
export const BUSINESS_LIMITS = {
  PASSWORD_MIN: 8,
  PASSWORD_MAX: 99,
  REFERENCES_MIN: 1,
  REFERENCES_MAX: 10,
  DEFAULT_MIN_REFERENCES: 1,
  DEFAULT_MAX_REFERENCES: 5,
  SLIDER_MIN: 1,
  SLIDER_MAX: 10,
  SMS_CODE_LENGTH: 6,
  SUCCESS_AUTO_CLOSE_MS: 1500,
  PAGE_SIZE: 10,
  MAX_PAGE_LINKS: 9,
  CREATED_JOBS_DAYS: 14,
  PHONE_MIN_LENGTH: 9,
  PHONE_MAX_LENGTH: 17,
  PERSONAL_NUMBER_LENGTH: 13,
  PERSONAL_NUMBER_MIN_YEAR: 1900,
  /** RFC 5321's longest usable address. */
  EMAIL_MAX_LENGTH: 254,
} as const;

export const PHONE_PREFIXES = ['+49', '+47', '+46', '+45', '+44', '+35', '+421', '+31'] as const;

/** The exact Swedish messages of spec §5. */
export const VALIDATION_MESSAGES = {
  personalNumberInvalid: 'Personnummer ogiltigt',
  nameMissing: 'Namn saknas',
  relationMissing: 'Relation saknas',
  emailMissing: 'Email saknas',
  phoneInvalid: 'Telefonnummer ogiltigt',
  companyMissing: 'Bolagsnamn saknas',
  positionMissing: 'Tjänst saknas',
  minReferencesInvalid: 'Min antal referenser ogiltigt',
  maxReferencesInvalid: 'Max antal referenser ogiltigt',
  minMaxReferencesInvalid: 'Min/max antal referenser ogiltigt',
  surveyMissing: 'Frågebatteri saknas',
  recipientsMissing: 'Mottagare saknas',
  verificationMethodMissing: 'Välj minst en verifieringsmetod',
  titleMissing: 'Titel saknas',
  descriptionMissing: 'Beskrivning saknas',
  questionsMissing: 'Frågor saknas',
  questionTextMissing: 'Fråga saknar frågetext',
  questionTypeMissing: 'Fråga saknar typ',
  questionOptionsMissing: 'Fråga saknar svarsalternativ',
  questionOptionEmpty: 'Fråga innehåller tomma svarsalternativ',
  answerMissing: 'Svar saknas',
  passwordInvalidTitle: 'Ogiltigt lösenord',
  passwordMismatchTitle: 'Fel',
  passwordMismatchMessage: 'Lösenorden matchade inte',
  /**
   * Ours: spec §5 has no message for a malformed e-mail address (§9: 'not shown'); the same words the
   * user admin already used (docs/decisions/email-validation.md).
   */
  emailInvalid: 'Ogiltig e-postadress',
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
