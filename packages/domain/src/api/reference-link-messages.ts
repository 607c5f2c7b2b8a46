/**
 * What the candidate's and the referees' pages are told when a step of theirs is not possible (the
 * reference service's link calls; docs/decisions/reference-check-links.md). Swedish as the API answers;
 * the English twins are in english-messages.ts.
 */
export const REFERENCE_LINK_MESSAGES = {
  notFound: 'Länken är ogiltig eller har gått ut',
  finished: 'Referenstagningen är avslutad',
  needsBankId: 'Beställningen kräver identifiering med BankID',
  noBankIdNeeded: 'Beställningen kräver ingen identifiering med BankID',
  candidateNotVerified: 'Identifiera dig med BankID innan du skickar dina referenser',
  tooFew: (min: number | string) => `Antalet referenser måste vara minst ${min}`,
  tooMany: (max: number | string) => `Antalet referenser får vara högst ${max}`,
  nothingToSend: 'Det finns inga nya referenser att skicka',
  referenceNotFound: 'Referensen hittades inte',
  referenceAlreadySent: 'Referensen är redan skickad och kan inte ändras',
  refereeNotVerified: 'Identifiera dig med BankID innan du svarar',
  answersDoNotFit: 'Svaren passar inte frågebatteriet',
  alreadyAnswered: 'Du har redan svarat på referenstagningen',
  alreadyDeclined: 'Du har avböjt att lämna referens',
  referenceTimedOut: 'Tiden för att svara har gått ut',
  noAnswersToSign: 'Svara på frågorna innan du signerar',
  verifyBeforeSigning: 'Identifiera dig med BankID innan du signerar',
  alreadyVerified: 'Du har redan identifierat dig med BankID',
  wrongPerson: 'Personnumret stämmer inte med beställningen',
  signerDiffers: 'Svaren måste signeras av samma person som identifierade sig',
  pollNotFound: 'BankID-ordern hittades inte',
} as const;
