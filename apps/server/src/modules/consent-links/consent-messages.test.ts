import { describe, expect, it } from 'vitest';
import { consentReminder, consentRequest } from './consent-messages';

const input = {
  customerName: 'Bygg & Bevakning i Norr AB',
  link: 'https://granska.example/external/consent/Ab_c-123',
  // 16:00 in Stockholm (winter time).
  expiresAt: new Date('2026-01-14T15:00:00Z'),
};
// What the browser tests read the link with.
const LINK = /https?:\/\/\S+\/external\/consent\/[\w-]+/;

describe.each([
  ['the consent request', consentRequest, 'Samtycke till bakgrundskontroll / Consent to a background check'],
  [
    'the reminder',
    consentReminder,
    'Påminnelse: samtycke till bakgrundskontroll / Reminder: consent to a background check',
  ],
])('%s', (_name, template, subject) => {
  const message = template(input);

  it('is Swedish first, then English, with the customer, the link and the last answer time', () => {
    expect(message.subject).toBe(subject);
    const swedish = message.email.indexOf('Hej!');
    const english = message.email.indexOf('Hello,');
    expect(swedish).toBe(0);
    expect(english).toBeGreaterThan(swedish);
    for (const part of [message.email.slice(0, english), message.email.slice(english)]) {
      expect(part).toContain(input.customerName);
      expect(part).toContain(input.link);
      expect(part).toContain('2026-01-14 16:00');
    }
    expect(message.email.match(LINK)?.[0]).toBe(input.link);
  });

  it('keeps the SMS to a Swedish line with the link and one English line', () => {
    const lines = message.sms.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(input.link);
    expect(lines[1]).toMatch(/^(In English|Reminder): /);
    expect(message.sms.match(LINK)?.[0]).toBe(input.link);
  });
});

describe('the reminder', () => {
  it('says its link replaces the earlier one, in both languages', () => {
    const { email } = consentReminder(input);
    expect(email).toContain('Länken ersätter den du fick tidigare');
    expect(email).toContain('This link replaces the one you received earlier');
  });
});
