import type {
  CourtRecord,
  CreditClaim,
  CreditInformationData,
  CreditInformationPerson,
  DataPartData,
} from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { compareReports } from './report-changes';

const credit = (
  person: Partial<CreditInformationPerson>,
  level: CreditInformationData['level'] = 'FULL',
): { data: DataPartData } => ({
  data: {
    kind: 'creditInformation',
    level,
    testData: true,
    person: { personalNumber: '19850412-1234', ...person },
  },
});

const court = (records: CourtRecord[]): { data: DataPartData } => ({
  data: { kind: 'courtRecords', testData: true, message: `${records.length} träffar`, records },
});

const claim = (caseNumber: string, amount: number, change: Partial<CreditClaim> = {}): CreditClaim => ({
  caseNumber,
  amount,
  date: '2025-02-01',
  creditor: 'Testkreditorn AB',
  claimType: 'Enskilt mål',
  ...change,
});

const record = (caseNumber: string, change: Partial<CourtRecord> = {}): CourtRecord => ({
  caseNumber,
  court: 'Umeå tingsrätt',
  caseType: 'CRIMINAL',
  date: '2025-05-04',
  subject: 'Ringa stöld',
  role: 'Tilltalad',
  outcome: 'Dagsböter',
  ...change,
});

/** A full lookup of a person with nothing on record at Hagaväg 1 in Umeå, unmarried. */
const full = (change: Partial<CreditInformationPerson> = {}) =>
  credit({
    address: 'Hagaväg 1',
    zip: '903 30',
    town: 'UMEÅ',
    civilState: 'Ogift',
    paymentRemarks: { count: 0, sum: 0, amalCount: 0, amalSum: 0, emalCount: 0, emalSum: 0 },
    publicClaims: [],
    privateClaims: [],
    distraintClaims: [],
    companyEngagements: [],
    ...change,
  });

describe('compareReports', () => {
  it('finds nothing when the data is the same, however often and in whatever order it was looked up', () => {
    const previous = [
      full({ privateClaims: [claim('E-1', 5_000), claim('E-2', 7_000)] }),
      court([record('B 1-25'), record('B 2-25')]),
    ];
    const current = [
      court([]),
      full({ privateClaims: [claim('e-2', 7_000), claim('E-1', 5_000)] }),
      court([record('B 2-25'), record('b  1-25')]),
    ];
    expect(compareReports(previous, current)).toEqual({ changes: [], notCompared: [] });
  });

  it('lists new and removed payment remarks, matched by case number', () => {
    const comparison = compareReports(
      [full({ privateClaims: [claim('E-1', 5_000), claim('E-2', 7_000)] })],
      [
        full({
          privateClaims: [claim('E-2', 7_000)],
          publicClaims: [claim('A-9', 12_000, { claimType: 'Allmänt mål' })],
        }),
      ],
    );
    expect(comparison.changes).toEqual([
      { topic: 'paymentRemarks', change: 'added', claim: claim('A-9', 12_000, { claimType: 'Allmänt mål' }) },
      { topic: 'paymentRemarks', change: 'removed', claim: claim('E-1', 5_000) },
    ]);
  });

  it('matches remarks without a case number by date, creditor and kind, a repeated one counted twice', () => {
    const bare = (date: string) => ({ date, amount: 900, creditor: 'Telebolaget', claimType: 'Enskilt mål' });
    const comparison = compareReports(
      [full({ privateClaims: [bare('2025-01-01')] })],
      [full({ privateClaims: [bare('2025-01-01'), bare('2025-01-01'), bare('2025-03-01')] })],
    );
    expect(comparison.changes).toEqual([
      { topic: 'paymentRemarks', change: 'added', claim: bare('2025-01-01') },
      { topic: 'paymentRemarks', change: 'added', claim: bare('2025-03-01') },
    ]);
  });

  it('gives a debt whose amount changed with both amounts, and new and removed distraint debts', () => {
    const distraint = (caseNumber: string, amount: number) =>
      claim(caseNumber, amount, { claimType: 'Utmätning' });
    const comparison = compareReports(
      [
        full({
          privateClaims: [claim('E-1', 5_000)],
          distraintClaims: [distraint('U-1', 20_000), distraint('U-2', 3_000)],
        }),
      ],
      [
        full({
          privateClaims: [claim('E-1', 3_500)],
          distraintClaims: [distraint('U-1', 14_000), distraint('U-3', 8_000)],
        }),
      ],
    );
    expect(comparison.changes).toEqual([
      { topic: 'debts', change: 'added', claim: distraint('U-3', 8_000) },
      { topic: 'debts', change: 'removed', claim: distraint('U-2', 3_000) },
      { topic: 'debts', change: 'amountChanged', claim: claim('E-1', 3_500), before: 5_000, after: 3_500 },
      {
        topic: 'debts',
        change: 'amountChanged',
        claim: distraint('U-1', 14_000),
        before: 20_000,
        after: 14_000,
      },
    ]);
  });

  it('compares the counts and sums when a lookup below the full level has no lists', () => {
    const remarks = (amalCount: number, amalSum: number, emalCount: number, emalSum: number) =>
      credit(
        {
          paymentRemarks: {
            count: amalCount + emalCount,
            sum: amalSum + emalSum,
            amalCount,
            amalSum,
            emalCount,
            emalSum,
          },
        },
        'CREDIT',
      );
    const comparison = compareReports([remarks(1, 4_000, 0, 0)], [full(), remarks(1, 2_500, 1, 6_000)]);
    expect(comparison.changes).toEqual([
      {
        topic: 'paymentRemarks',
        change: 'totalsChanged',
        before: { count: 1, sum: 4_000 },
        after: { count: 2, sum: 8_500 },
      },
      {
        topic: 'debts',
        change: 'totalsChanged',
        register: 'public',
        before: { count: 1, sum: 4_000 },
        after: { count: 1, sum: 2_500 },
      },
      {
        topic: 'debts',
        change: 'totalsChanged',
        register: 'private',
        before: { count: 0, sum: 0 },
        after: { count: 1, sum: 6_000 },
      },
    ]);
    // The engagements are only in the current report's full lookup; the address in neither.
    expect(comparison.notCompared).toEqual(['courtRecords', 'companyEngagements', 'address', 'civilState']);
  });

  it('lists court cases added and removed (the court and case number name a case) and a changed outcome', () => {
    const comparison = compareReports(
      [
        court([
          record('B 1-25'),
          record('B 2-25'),
          record('T 7-24', { court: 'Luleå tingsrätt', caseType: 'CIVIL' }),
        ]),
      ],
      [
        court([
          record('B 1-25', { outcome: 'Fängelse 2 månader' }),
          record('T 7-24', { court: 'Umeå tingsrätt', caseType: 'CIVIL' }),
        ]),
      ],
    );
    expect(comparison.changes).toEqual([
      {
        topic: 'courtRecords',
        change: 'added',
        record: record('T 7-24', { court: 'Umeå tingsrätt', caseType: 'CIVIL' }),
      },
      { topic: 'courtRecords', change: 'removed', record: record('B 2-25') },
      {
        topic: 'courtRecords',
        change: 'removed',
        record: record('T 7-24', { court: 'Luleå tingsrätt', caseType: 'CIVIL' }),
      },
      {
        topic: 'courtRecords',
        change: 'outcomeChanged',
        record: record('B 1-25', { outcome: 'Fängelse 2 månader' }),
        before: 'Dagsböter',
        after: 'Fängelse 2 månader',
      },
    ]);
    expect(comparison.notCompared).toEqual([
      'paymentRemarks',
      'debts',
      'companyEngagements',
      'address',
      'civilState',
    ]);
  });

  it('lists company engagements by organisation number and role, and a changed company status', () => {
    const engagement = (orgNo: string, role: string, companyStatus = 'Aktiv') => ({
      orgNo,
      companyName: `Bolaget ${orgNo} AB`,
      role,
      companyStatus,
    });
    const comparison = compareReports(
      [
        full({
          companyEngagements: [engagement('556001-0001', 'Styrelseledamot'), engagement('556002-0002', 'VD')],
        }),
      ],
      [
        full({
          companyEngagements: [
            engagement('5560010001', 'Styrelseledamot', 'Konkurs'),
            engagement('556001-0001', 'VD'),
          ],
        }),
      ],
    );
    expect(comparison.changes).toEqual([
      { topic: 'companyEngagements', change: 'added', engagement: engagement('556001-0001', 'VD') },
      { topic: 'companyEngagements', change: 'removed', engagement: engagement('556002-0002', 'VD') },
      {
        topic: 'companyEngagements',
        change: 'statusChanged',
        engagement: engagement('5560010001', 'Styrelseledamot', 'Konkurs'),
        before: 'Aktiv',
        after: 'Konkurs',
      },
    ]);
  });

  it('gives a new address and civil state with the old ones, and ignores case and spacing', () => {
    const moved = compareReports(
      [full()],
      [
        full({
          address: 'Storgatan  5',
          coAddress: 'Berg',
          zip: '111 22',
          town: 'STOCKHOLM',
          civilState: 'Gift',
        }),
      ],
    );
    expect(moved.changes).toEqual([
      {
        topic: 'address',
        change: 'changed',
        before: 'Hagaväg 1, 903 30 UMEÅ',
        after: 'Storgatan 5, c/o Berg, 111 22 STOCKHOLM',
      },
      { topic: 'civilState', change: 'changed', before: 'Ogift', after: 'Gift' },
    ]);
    expect(compareReports([full()], [full({ address: 'HAGAVÄG 1', town: 'Umeå' })]).changes).toEqual([]);
  });

  it('takes each field from the newest lookup that has it', () => {
    // A basic lookup after the full one brings a new address; the lists still come from the full one.
    const comparison = compareReports(
      [full({ privateClaims: [claim('E-1', 5_000)] })],
      [
        full({ privateClaims: [claim('E-1', 5_000)] }),
        credit({ address: 'Nyvägen 2', zip: '903 31', town: 'UMEÅ' }, 'BASIC'),
      ],
    );
    expect(comparison).toEqual({
      changes: [
        {
          topic: 'address',
          change: 'changed',
          before: 'Hagaväg 1, 903 30 UMEÅ',
          after: 'Nyvägen 2, 903 31 UMEÅ',
        },
      ],
      notCompared: ['courtRecords'],
    });
  });

  it('compares nothing a report has no data for, and never calls a missing lookup a change', () => {
    const written = { data: null };
    expect(
      compareReports([written], [full({ privateClaims: [claim('E-1', 5_000)] }), court([record('B 1-25')])]),
    ).toEqual({
      changes: [],
      notCompared: ['paymentRemarks', 'debts', 'courtRecords', 'companyEngagements', 'address', 'civilState'],
    });
  });
});
