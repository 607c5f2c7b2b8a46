import { describe, expect, it } from 'vitest';
import { formatClientTimestamp, isTimestampFresh, parseClientTimestamp } from './timestamp';

describe('client TIMESTAMP', () => {
  it('parses the client format with an unpadded day', () => {
    expect(parseClientTimestamp('Tue Jan 6 09:05:07 UTC 2026')?.toISOString()).toBe(
      '2026-01-06T09:05:07.000Z',
    );
    expect(parseClientTimestamp('Sat Jan 31 23:59:59 UTC 2026')?.toISOString()).toBe(
      '2026-01-31T23:59:59.000Z',
    );
    expect(parseClientTimestamp('Thu Feb 29 00:00:00 UTC 2024')?.toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
  });

  it('refuses other formats and impossible dates', () => {
    for (const value of [
      '',
      '2026-01-06T09:05:07Z',
      'Tue Jan  6 09:05:07 UTC 2026',
      'Tue Jan 6 9:05:07 UTC 2026',
      'Tue Jan 6 09:05:07 GMT 2026',
      'Wed Jan 6 09:05:07 UTC 2026',
      'Tue Foo 6 09:05:07 UTC 2026',
      'Sun Feb 29 00:00:00 UTC 2026',
      'Tue Jan 6 24:05:07 UTC 2026',
      'Tue Jan 6 09:05:07 UTC 2026 ',
    ]) {
      expect(parseClientTimestamp(value), value).toBeNull();
    }
  });

  it('formats like the client DateHelper', () => {
    expect(formatClientTimestamp(new Date(Date.UTC(2026, 0, 6, 9, 5, 7)))).toBe(
      'Tue Jan 6 09:05:07 UTC 2026',
    );
    const date = new Date(Date.UTC(2025, 11, 24, 18, 0, 9));
    expect(parseClientTimestamp(formatClientTimestamp(date))?.getTime()).toBe(date.getTime());
  });

  it('is fresh within 5 minutes either way', () => {
    const now = new Date(Date.UTC(2026, 0, 6, 9, 5, 7));
    expect(isTimestampFresh('Tue Jan 6 09:05:07 UTC 2026', now)).toBe(true);
    expect(isTimestampFresh('Tue Jan 6 09:00:07 UTC 2026', now)).toBe(true);
    expect(isTimestampFresh('Tue Jan 6 09:10:07 UTC 2026', now)).toBe(true);
    expect(isTimestampFresh('Tue Jan 6 09:00:06 UTC 2026', now)).toBe(false);
    expect(isTimestampFresh('Tue Jan 6 09:10:08 UTC 2026', now)).toBe(false);
    expect(isTimestampFresh('garbage', now)).toBe(false);
  });
});
