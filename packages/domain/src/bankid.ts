import { BANKID_ERROR_FALLBACK } from './errors';

/**
 * BankID's relying-party API v6.0 vocabulary and the messages a user sees while an order runs
 * (shared/design/bankid.md). Pure: the server's client and local BankID server, and the web app's
 * waiting screens, all read it from here.
 */

export const BANKID_ORDER_STATUSES = ['pending', 'failed', 'complete'] as const;
export type BankIdOrderStatus = (typeof BANKID_ORDER_STATUSES)[number];

export const BANKID_PENDING_HINT_CODES = [
  'outstandingTransaction',
  'noClient',
  'started',
  'userMrtd',
  'userCallConfirm',
  'userSign',
] as const;
export type BankIdPendingHintCode = (typeof BANKID_PENDING_HINT_CODES)[number];

export const BANKID_FAILED_HINT_CODES = [
  'expiredTransaction',
  'certificateErr',
  'userCancel',
  'cancelled',
  'startFailed',
  'userDeclinedCall',
] as const;
export type BankIdFailedHintCode = (typeof BANKID_FAILED_HINT_CODES)[number];

export const BANKID_ERROR_CODES = [
  'alreadyInProgress',
  'invalidParameters',
  'unauthorized',
  'notFound',
  'methodNotAllowed',
  'requestTimeout',
  'unsupportedMediaType',
  'internalError',
  'maintenance',
] as const;
export type BankIdErrorCode = (typeof BANKID_ERROR_CODES)[number];

export type BankIdLanguage = 'sv' | 'en';

/** BankID's recommended user messages ("RFA"), Swedish as bankid.md gives them, English alongside. */
export const BANKID_RFA_MESSAGES = {
  RFA1: { sv: 'Starta BankID-appen.', en: 'Start your BankID app.' },
  RFA3: { sv: 'Åtgärden avbröts. Försök igen.', en: 'Action cancelled. Please try again.' },
  RFA4: {
    sv: 'En identifiering eller underskrift pågår redan för ditt personnummer. Försök igen.',
    en: 'An identification or signing for this personal number is already started. Please try again.',
  },
  RFA5: { sv: 'Något gick fel. Försök igen.', en: 'Something went wrong. Please try again.' },
  RFA6: { sv: 'Åtgärden avbröts.', en: 'Action cancelled.' },
  RFA8: {
    sv: 'BankID-appen svarar inte. Kontrollera att den är startad och att du har internetanslutning. Försök sedan igen.',
    en: 'The BankID app is not responding. Please check that it is started and that you have internet access. Then try again.',
  },
  RFA9: {
    sv: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
    en: 'Enter your security code in the BankID app and select Identify or Sign.',
  },
  RFA13: { sv: 'Försöker starta BankID-appen.', en: 'Trying to start your BankID app.' },
  RFA16: {
    sv: 'Ditt BankID är för gammalt eller spärrat. Använd ett annat BankID eller skaffa ett nytt hos din bank.',
    en: 'The BankID you are trying to use is blocked or too old. Please use another BankID or get a new one from your bank.',
  },
  RFA17B: {
    sv: 'Misslyckades att läsa av QR-koden. Starta BankID-appen och läs av QR-koden.',
    en: 'Failed to scan the QR code. Start the BankID app and scan the QR code.',
  },
  RFA21: { sv: 'En identifiering eller underskrift pågår.', en: 'Identification or signing in progress.' },
  RFA22: { sv: 'Något gick fel. Försök igen.', en: 'Unknown error. Please try again.' },
} as const satisfies Record<string, Readonly<Record<BankIdLanguage, string>>>;
export type BankIdRfa = keyof typeof BANKID_RFA_MESSAGES;

export type BankIdMessage = Readonly<Record<BankIdLanguage, string>>;

const PENDING_RFA: Readonly<Record<string, BankIdRfa>> = {
  outstandingTransaction: 'RFA1',
  noClient: 'RFA1',
  userSign: 'RFA9',
};

const FAILED_RFA: Readonly<Record<string, BankIdRfa>> = {
  expiredTransaction: 'RFA8',
  certificateErr: 'RFA16',
  userCancel: 'RFA6',
  cancelled: 'RFA3',
  startFailed: 'RFA17B',
};

const ERROR_RFA: Readonly<Record<string, BankIdRfa>> = {
  alreadyInProgress: 'RFA4',
  requestTimeout: 'RFA5',
  internalError: 'RFA5',
  maintenance: 'RFA5',
};

export interface BankIdCollectState {
  status: BankIdOrderStatus;
  /** As BankID sent it; codes added by BankID later are allowed and fall back to the generic text. */
  hintCode?: string | undefined;
  /** The same-device link was opened: "trying to start the app" instead of "start the app". */
  autoStarted?: boolean;
}

/** The RFA message for a collect answer, or null for a completed order (nothing to show). */
export const bankIdRfaForCollect = ({
  status,
  hintCode,
  autoStarted,
}: BankIdCollectState): BankIdRfa | null => {
  if (status === 'complete') return null;
  const hint = hintCode ?? '';
  if (status === 'pending') {
    const rfa = Object.hasOwn(PENDING_RFA, hint) ? PENDING_RFA[hint] : undefined;
    if (rfa === 'RFA1' && autoStarted) return 'RFA13';
    return rfa ?? 'RFA21';
  }
  return (Object.hasOwn(FAILED_RFA, hint) ? FAILED_RFA[hint] : undefined) ?? 'RFA22';
};

/** What to tell the user about a collect answer (null when the order is complete). */
export const bankIdCollectMessage = (state: BankIdCollectState): BankIdMessage | null => {
  const rfa = bankIdRfaForCollect(state);
  return rfa === null ? null : BANKID_RFA_MESSAGES[rfa];
};

/** English twin of the spec's "Anslutningen till BankID misslyckades" (errors.ts). */
export const BANKID_ERROR_FALLBACK_EN = 'The connection to BankID failed';

/**
 * What to tell the user about an error answer of the RP API (`details` never reaches a user). Errors
 * BankID gives an RFA for use it; the rest (our own bad request, a refused certificate, …) get the spec's
 * fallback text of §8, `bankIdErrorMessage`'s "others".
 */
export const bankIdErrorUserMessage = (errorCode: string | null | undefined): BankIdMessage => {
  const key = errorCode ?? '';
  const rfa = Object.hasOwn(ERROR_RFA, key) ? ERROR_RFA[key] : undefined;
  return rfa ? BANKID_RFA_MESSAGES[rfa] : { sv: BANKID_ERROR_FALLBACK, en: BANKID_ERROR_FALLBACK_EN };
};

/** BankID's 12-digit personal number (YYYYMMDDNNNN) from 12 digits or the spec's YYYYMMDD-NNNN. */
export const toBankIdPersonalNumber = (value: string): string | null => {
  const digits = value.trim().replace(/^(\d{8})[-+]?(\d{4})$/, '$1$2');
  return /^\d{12}$/.test(digits) ? digits : null;
};

/** Where the same-device link is opened, as far as BankID's launch rules tell devices apart. */
export type BankIdLaunchDevice =
  | { os: 'desktop' }
  | { os: 'android' }
  | { os: 'ios'; browser: 'safari' | 'chrome' | 'firefox' };

/** The device of a browser's user agent (iPadOS reports a Mac with touch points). */
export const bankIdLaunchDeviceOf = (userAgent: string, maxTouchPoints = 0): BankIdLaunchDevice => {
  if (/Android/i.test(userAgent)) return { os: 'android' };
  const ios = /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
  if (!ios) return { os: 'desktop' };
  if (/CriOS/i.test(userAgent)) return { os: 'ios', browser: 'chrome' };
  if (/FxiOS/i.test(userAgent)) return { os: 'ios', browser: 'firefox' };
  return { os: 'ios', browser: 'safari' };
};

/**
 * The link that starts BankID on this device (docs/decisions/bankid-launch.md): the desktop program
 * by its `bankid:///` scheme, the phone app by app.bankid.com. Only iOS takes a return address: Safari
 * returns to `returnUrl`, Chrome and Firefox by their own schemes (a URL would open a new tab there);
 * Android goes back to the browser by itself, so `redirect=null`.
 */
export const bankIdLaunchUrl = (
  autoStartToken: string,
  device: BankIdLaunchDevice,
  returnUrl: string,
): string => {
  const token = encodeURIComponent(autoStartToken);
  if (device.os === 'desktop') return `bankid:///?autostarttoken=${token}&redirect=null`;
  if (device.os === 'android') return `https://app.bankid.com/?autostarttoken=${token}&redirect=null`;
  const redirect = { safari: returnUrl, chrome: 'googlechrome://', firefox: 'firefox://' }[device.browser];
  return `https://app.bankid.com/?autostarttoken=${token}&redirect=${encodeURIComponent(redirect)}`;
};
