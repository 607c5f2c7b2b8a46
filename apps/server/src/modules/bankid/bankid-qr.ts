import { createHmac } from 'node:crypto';

/**
 * The animated QR code's content for second `t` of an order (bankid.md):
 * `bankid.<qrStartToken>.<t>.<hex HMAC-SHA256(qrStartSecret, t)>`. Computed on the server every second;
 * the secret never goes to a browser.
 */
export const bankIdQrContent = (qrStartToken: string, qrStartSecret: string, seconds: number): string => {
  const t = String(Math.max(0, Math.floor(seconds)));
  const code = createHmac('sha256', qrStartSecret).update(t).digest('hex');
  return `bankid.${qrStartToken}.${t}.${code}`;
};

/** Whole seconds from the order's creation to `now` (never negative). */
export const qrSeconds = (createdAt: Date, now: Date): number =>
  Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 1000));

/** The same-device link that starts the BankID app on the user's own device. */
export const bankIdAutoStartUrl = (autoStartToken: string): string =>
  `https://app.bankid.com/?autostarttoken=${encodeURIComponent(autoStartToken)}&redirect=null`;
