import { describe, expect, it } from 'vitest';
import {
  BANKID_ERROR_FALLBACK_EN,
  BANKID_FAILED_HINT_CODES,
  BANKID_PENDING_HINT_CODES,
  BANKID_RFA_MESSAGES,
  bankIdCollectMessage,
  bankIdErrorUserMessage,
  bankIdLaunchDeviceOf,
  bankIdLaunchUrl,
  bankIdRfaForCollect,
  toBankIdPersonalNumber,
} from './bankid';
import { BANKID_ERROR_FALLBACK } from './errors';

describe('bankIdRfaForCollect (bankid.md mapping)', () => {
  it.each([
    ['pending', 'outstandingTransaction', false, 'RFA1'],
    ['pending', 'noClient', false, 'RFA1'],
    ['pending', 'outstandingTransaction', true, 'RFA13'],
    ['pending', 'noClient', true, 'RFA13'],
    ['pending', 'userSign', false, 'RFA9'],
    ['pending', 'started', false, 'RFA21'],
    ['pending', 'userMrtd', false, 'RFA21'],
    ['pending', 'userCallConfirm', false, 'RFA21'],
    ['pending', 'somethingNew', false, 'RFA21'],
    ['pending', undefined, false, 'RFA21'],
    ['failed', 'expiredTransaction', false, 'RFA8'],
    ['failed', 'certificateErr', false, 'RFA16'],
    ['failed', 'userCancel', false, 'RFA6'],
    ['failed', 'cancelled', false, 'RFA3'],
    ['failed', 'startFailed', false, 'RFA17B'],
    ['failed', 'userDeclinedCall', false, 'RFA22'],
    ['failed', 'somethingNew', false, 'RFA22'],
    ['failed', 'toString', false, 'RFA22'],
  ] as const)('%s/%s (autostarted %s) → %s', (status, hintCode, autoStarted, rfa) => {
    expect(bankIdRfaForCollect({ status, hintCode, autoStarted })).toBe(rfa);
  });

  it('has nothing to say about a completed order', () => {
    expect(bankIdRfaForCollect({ status: 'complete' })).toBeNull();
    expect(bankIdCollectMessage({ status: 'complete' })).toBeNull();
  });

  it('gives the Swedish texts of bankid.md and an English twin', () => {
    expect(bankIdCollectMessage({ status: 'pending', hintCode: 'userSign' })).toEqual({
      sv: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
      en: 'Enter your security code in the BankID app and select Identify or Sign.',
    });
    expect(bankIdCollectMessage({ status: 'failed', hintCode: 'startFailed' })?.sv).toBe(
      'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
    );
    for (const message of Object.values(BANKID_RFA_MESSAGES)) {
      expect(message.sv.length).toBeGreaterThan(0);
      expect(message.en.length).toBeGreaterThan(0);
    }
  });

  it('lists the hint codes of the API', () => {
    expect(BANKID_PENDING_HINT_CODES).toContain('outstandingTransaction');
    expect(BANKID_FAILED_HINT_CODES).toContain('cancelled');
  });
});

describe('bankIdErrorUserMessage', () => {
  it.each([
    ['alreadyInProgress', BANKID_RFA_MESSAGES.RFA4],
    ['requestTimeout', BANKID_RFA_MESSAGES.RFA5],
    ['internalError', BANKID_RFA_MESSAGES.RFA5],
    ['maintenance', BANKID_RFA_MESSAGES.RFA5],
  ] as const)('%s → its RFA', (code, message) => {
    expect(bankIdErrorUserMessage(code)).toEqual(message);
  });

  it.each(['invalidParameters', 'unauthorized', 'notFound', 'unsupportedMediaType', 'constructor', '', null])(
    '%s → the spec fallback',
    (code) => {
      expect(bankIdErrorUserMessage(code)).toEqual({
        sv: BANKID_ERROR_FALLBACK,
        en: BANKID_ERROR_FALLBACK_EN,
      });
    },
  );
});

describe('toBankIdPersonalNumber', () => {
  it('accepts 12 digits or YYYYMMDD-NNNN', () => {
    expect(toBankIdPersonalNumber('199001012385')).toBe('199001012385');
    expect(toBankIdPersonalNumber(' 19900101-2385 ')).toBe('199001012385');
    expect(toBankIdPersonalNumber('900101-2385')).toBeNull();
    expect(toBankIdPersonalNumber('19900101238X')).toBeNull();
  });
});

describe("the same-device BankID link follows BankID's launch rules", () => {
  const IPHONE_SAFARI =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
  const IPHONE_CHROME =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1';
  const IPHONE_FIREFOX =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15';
  const IPAD =
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
  const DESKTOP =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
  const page = 'https://granska.example/samtycke/abc?x=1';
  const linkFor = (userAgent: string, touchPoints = 0) =>
    bankIdLaunchUrl('tok en', bankIdLaunchDeviceOf(userAgent, touchPoints), page);

  it('returns Safari on an iPhone or iPad to the page itself', () => {
    const expected = `https://app.bankid.com/?autostarttoken=tok%20en&redirect=${encodeURIComponent(page)}`;
    expect(linkFor(IPHONE_SAFARI)).toBe(expected);
    expect(linkFor(IPAD, 5)).toBe(expected);
  });

  it('returns Chrome and Firefox on iOS by their own schemes', () => {
    expect(linkFor(IPHONE_CHROME)).toBe(
      'https://app.bankid.com/?autostarttoken=tok%20en&redirect=googlechrome%3A%2F%2F',
    );
    expect(linkFor(IPHONE_FIREFOX)).toBe(
      'https://app.bankid.com/?autostarttoken=tok%20en&redirect=firefox%3A%2F%2F',
    );
  });

  it('lets Android return by itself and starts the desktop program by its scheme', () => {
    expect(linkFor(ANDROID)).toBe('https://app.bankid.com/?autostarttoken=tok%20en&redirect=null');
    expect(linkFor(DESKTOP)).toBe('bankid:///?autostarttoken=tok%20en&redirect=null');
    expect(linkFor(IPAD)).toBe('bankid:///?autostarttoken=tok%20en&redirect=null');
  });
});
