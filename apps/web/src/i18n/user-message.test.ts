import { beforeAll, describe, expect, it } from 'vitest';
import { loadEnglishMessages } from './english-catalogue';
import { userMessage } from './user-message';

beforeAll(() => loadEnglishMessages());

describe('userMessage', () => {
  it('keeps the Swedish for Swedish readers and gives English ones its twin', () => {
    expect(userMessage('Fel email eller lösenord', 'sv')).toBe('Fel email eller lösenord');
    expect(userMessage('Fel email eller lösenord', 'en')).toBe('Wrong e-mail or password');
  });

  it('takes the English the server sent beside a message, and keeps an unknown text as it came', () => {
    expect(
      userMessage(
        'För stor(t): förväntade string att ha <=200 tecken',
        'en',
        'Too big: expected string to have <=200 characters',
      ),
    ).toBe('Too big: expected string to have <=200 characters');
    expect(userMessage('Något nytt', 'en')).toBe('Något nytt');
  });
});
