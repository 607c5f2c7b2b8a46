import type { BillingLine, BillingReport } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { type BillingCsvTexts, billingCsv, billingCsvFileName } from './billing-csv';

const texts: BillingCsvTexts = {
  headers: {
    orderDate: 'Orderdatum',
    orderId: 'Beställning',
    jobId: 'Ärende',
    service: 'Tjänst',
    costCenter: 'Kostnadsställe',
    invoiceCompany: 'Faktureringsbolag',
    cost: 'Kostnad (SEK)',
    discount: 'Rabatt (SEK)',
    amount: 'Belopp (SEK)',
  },
  total: 'Summa (2 ärenden)',
  service: (service) => ({ COWORKER: 'Medarbetare', SCREENING: 'Screening' })[service as string] ?? service,
};

const coworker: BillingLine = {
  jobId: 'j-1',
  orderId: 'o-1',
  service: 'COWORKER',
  // 23:30 UTC on the 31st of December is the 1st of January in Stockholm.
  orderDate: '2025-12-31T23:30:00.000Z',
  costCenter: 'Ekonomi',
  invoiceCompany: 'Åkeri & Söner; Norr',
  cost: 12500,
  discount: 1562.5,
  amount: 10937.5,
};

const screening: BillingLine = {
  jobId: 'j-2',
  orderId: 'o-2',
  service: 'SCREENING',
  orderDate: '2026-01-15T10:00:00.000Z',
  costCenter: null,
  invoiceCompany: '=HYPERLINK("http://x")',
  cost: 949.9,
  discount: 118.74,
  amount: 831.16,
};

const report = (overrides: Partial<BillingReport> = {}): BillingReport => ({
  customer: { id: 'c-1', custNo: 'K1001', custName: 'Exempel AB' },
  period: { startDate: '2026-01-01', endDate: '2026-01-31' },
  discountPercent: 12.5,
  lines: [coworker, screening],
  totals: { count: 2, cost: 13449.9, discount: 1681.24, amount: 11768.66 },
  currency: 'SEK',
  ...overrides,
});

describe('billingCsv', () => {
  it('writes a BOM, a header, a row per job and a totals row, semicolon separated with CRLF', () => {
    const csv = billingCsv(report(), texts);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Orderdatum;Beställning;Ärende;Tjänst;Kostnadsställe;Faktureringsbolag;Kostnad (SEK);Rabatt (SEK);Belopp (SEK)',
      '2026-01-01;o-1;j-1;Medarbetare;Ekonomi;"Åkeri & Söner; Norr";12500;1562,50;10937,50',
      `2026-01-15;o-2;j-2;Screening;;"'=HYPERLINK(""http://x"")";949,90;118,74;831,16`,
      'Summa (2 ärenden);;;;;;13449,90;1681,24;11768,66',
      '',
    ]);
  });

  it('writes only the header and a zero totals row for a report without jobs', () => {
    const csv = billingCsv(report({ lines: [], totals: { count: 0, cost: 0, discount: 0, amount: 0 } }), {
      ...texts,
      total: 'Summa (0 ärenden)',
    });
    expect(csv.slice(1).split('\r\n').slice(1)).toEqual(['Summa (0 ärenden);;;;;;0;0;0', '']);
  });

  it('keeps text that merely contains a minus or a quote as text', () => {
    const csv = billingCsv(
      report({
        lines: [{ ...coworker, costCenter: 'Ekonomi-Syd', invoiceCompany: 'Bolag "A"' }],
      }),
      texts,
    );
    expect(csv).toContain(';Ekonomi-Syd;"Bolag ""A""";');
  });
});

describe('billingCsvFileName', () => {
  it('names the customer number and the period', () => {
    expect(billingCsvFileName(report())).toBe('fakturering-K1001-2026-01-01-2026-01-31.csv');
    expect(billingCsvFileName(report({ customer: { id: 'c', custNo: 'A/B 1', custName: 'X' } }))).toBe(
      'fakturering-A_B_1-2026-01-01-2026-01-31.csv',
    );
  });
});
