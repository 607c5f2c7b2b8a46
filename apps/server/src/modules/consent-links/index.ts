// The consent link as the person receives it (docs/decisions/consent.md): the unguessable key, its
// hash, the e-mail and SMS that carry it, and the consent calendar. Orders sends the first link, the
// coordinator and the consent module's reminders send new ones, reports sends the approval link.
export { addConsentDays } from './consent-days';
export { CONSENT_KEY_PURPOSE, consentKeyHash, sendConsentLink } from './consent-link';
export * from './consent-messages';
