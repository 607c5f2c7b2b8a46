import { describe, expect, it } from 'vitest';
import { bankIdAutoStartUrl, bankIdQrContent, qrSeconds } from './bankid-qr';

const TOKEN = '67df3917-fa0d-44e5-b327-edcc928297f8';
const SECRET = 'd28db9a7-4cde-429e-a983-359be676944c';

describe('bankIdQrContent', () => {
  it('matches the test vector of bankid.md', () => {
    expect(bankIdQrContent(TOKEN, SECRET, 0)).toBe(
      `bankid.${TOKEN}.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8`,
    );
  });

  it('changes every second and counts whole seconds from the order', () => {
    const created = new Date('2026-01-01T12:00:00.000Z');
    expect(qrSeconds(created, new Date('2026-01-01T12:00:00.999Z'))).toBe(0);
    expect(qrSeconds(created, new Date('2026-01-01T12:00:07.200Z'))).toBe(7);
    expect(qrSeconds(created, new Date('2026-01-01T11:59:59.000Z'))).toBe(0);
    const seven = bankIdQrContent(TOKEN, SECRET, 7);
    expect(seven).toMatch(new RegExp(`^bankid\\.${TOKEN}\\.7\\.[0-9a-f]{64}$`));
    expect(seven).not.toBe(bankIdQrContent(TOKEN, SECRET, 8));
    expect(seven).not.toContain(SECRET);
  });
});

describe('bankIdAutoStartUrl', () => {
  it('is the same-device link', () => {
    expect(bankIdAutoStartUrl('7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6')).toBe(
      'https://app.bankid.com/?autostarttoken=7c40b5c9-fa74-49cf-b98c-bfe651f9a7c6&redirect=null',
    );
  });
});
