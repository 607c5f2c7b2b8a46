import { describe, expect, it } from 'vitest';
import { DateRecord, FileFetchRecord, KeyRecord, MessageRecord } from './records';

describe('records', () => {
  it.each([
    [KeyRecord, { key: 'k', keyName: 'Integration', keyDescription: 'HR', customerId: 'c-1' }],
    [
      FileFetchRecord,
      { jobId: 'j-1', filename: 'a.pdf', file: 'JVBERi0=', fetchStatus: 'OK', folder: 'reports' },
    ],
    [MessageRecord, { id: 'm-1', custNo: '1001', message: 'Hej', images: ['a.png'], delivered: false }],
    [DateRecord, { id: 'd-1', date: '2026-01-06' }],
  ] as const)('parses %#', (schema, value) => {
    expect(schema.parse(value)).toEqual(value);
  });

  it.each([
    [DateRecord, { id: 'd-1' }],
    [DateRecord, { date: 'måndag' }],
    [MessageRecord, { images: 'a.png' }],
    [MessageRecord, { delivered: 'yes' }],
  ] as const)('refuses %#', (schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
