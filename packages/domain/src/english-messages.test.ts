import { describe, expect, it } from 'vitest';
import { USER_REFUSALS } from './api/users';
import { englishMessage, messagesWithEnglish } from './english-messages';
import { LOGIN_ERROR_MESSAGES, MAIN_API_ERROR_MESSAGES } from './errors';
import { VALIDATION_MESSAGES } from './validation/limits';

describe('englishMessage: every Swedish message users see has its English', () => {
  it('knows the spec’s messages, which stay Swedish in the catalogues', () => {
    expect(LOGIN_ERROR_MESSAGES.NotAuthorizedException).toBe('Fel email eller lösenord');
    expect(englishMessage('Fel email eller lösenord')).toBe('Wrong e-mail or password');
    expect(englishMessage(VALIDATION_MESSAGES.personalNumberInvalid)).toBe(
      'Invalid personal identity number',
    );
    expect(englishMessage(MAIN_API_ERROR_MESSAGES['POST /order'])).toBe('The order could not be saved');
    expect(englishMessage('Ogiltig begäran')).toBe('Invalid request');
  });

  it('has an English text for every Swedish one, never the Swedish again', () => {
    expect(messagesWithEnglish().size).toBeGreaterThan(180);
    for (const [swedish, english] of messagesWithEnglish()) {
      expect(english, swedish).not.toBe('');
      expect(english, swedish).not.toBe(swedish);
    }
  });

  it('turns a message with a permission group in it, and a call’s message with its reason', () => {
    expect(englishMessage(USER_REFUSALS.staffGroup('Analyst'))).toBe(
      'You cannot grant the staff permission Analyst',
    );
    expect(englishMessage(USER_REFUSALS.notGrantable('BKOrderer'))).toBe(
      "The permission Orderer is not part of the customer's services",
    );
    expect(englishMessage('Kontot kunde inte raderas: Du kan inte radera ditt eget konto')).toBe(
      'The account could not be deleted: You cannot delete your own account',
    );
  });

  it('knows nothing of a text that is not one of ours', () => {
    expect(englishMessage('Något helt annat')).toBeUndefined();
    expect(englishMessage('Kontot kunde inte raderas: något okänt')).toBeUndefined();
  });
});
