// What other modules use of consent (docs/decisions/module-boundaries.md).
export { timeOutConsent } from './consent.jobs';
export { lockConsentWithJob } from './consent.repository';
export { takeAnswerIntoEffect } from './consent.service';
