/**
 * The reference service's own refusals on the customer's side (docs/decisions/reference-checks.md).
 * Spec §5's validation messages come from the domain's validators; these are the rest, in the same
 * plain Swedish (English twins in english-messages.ts).
 */
export const REFERENCE_MESSAGES = {
  customerNoAccess: 'Kunden har inte tillgång till referenstagning',
  orderNotFound: 'Beställningen kunde inte hittas',
  referenceNotFound: 'Referensen kunde inte hittas',
  surveyNotFound: 'Frågebatteriet kunde inte hittas',
  surveyIdMissing: 'Ange vilket frågebatteri som ska hämtas',
  publicSurveyAdminOnly: 'Publika frågebatterier kan bara ändras av administratören',
  surveyNotTemplate:
    'Bara frågebatteri-mallar kan ändras eller raderas; en beställnings frågebatteri ändras inte',
  recipientUnknown: 'Mottagaren kunde inte hittas',
  notDraft: 'Beställningen är redan skickad och kan inte ändras',
  deleteOnlyDrafts: 'Du kan bara radera dina egna sparade beställningar',
  nothingToRemind: 'Beställningen är klar och väntar inte på någon',
  noPendingReferees: 'Ingen referens väntar på svar',
  archiveNotFinished: 'Bara klara beställningar (Rapport klar eller timeout) kan arkiveras',
  alreadyArchived: 'Beställningen är redan arkiverad',
  verificationNotAllowed: 'Kunden tillåter inte den valda verifieringsmetoden',
  signalNotFound: 'Signalen kunde inte hittas',
  customerNotFound: 'Kunden kunde inte hämtas',
  invalidStartDate: 'Ogiltigt startdatum',
  invalidStopDate: 'Ogiltigt slutdatum',
  stopBeforeStart: 'Slutdatum är före startdatum',
} as const;
