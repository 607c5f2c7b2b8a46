import { CourtRecord, CreditInformationPerson } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../platform/http/app-error';
import { personalNumber } from '../../../platform/testing/consent-kit';
import { bulkDataProviders } from './bulk-data.providers';
import { courtRecordsStandIn, simulatedCourtRecords } from './court-records.stand-in';
import { creditInformationStandIn, simulatedCreditRecord } from './credit-information.stand-in';
import { recordAtLevel } from './credit-information-levels';
import { testPersonProfile } from './test-person-profile';

const NOW = new Date('2026-03-10T10:00:00Z');
const SUB_LISTS = [
  'guardians',
  'incomes',
  'addressHistory',
  'companyEngagements',
  'propertyDetails',
  'extendedPropertyDetails',
  'distraintClaims',
  'historicalDebt',
  'privateClaims',
  'publicClaims',
] as const;

describe('the credit-information stand-in', () => {
  it('answers the same record for the same personal number, and another for another', () => {
    const ssn = personalNumber(101);
    expect(simulatedCreditRecord(ssn, NOW)).toEqual(simulatedCreditRecord(ssn, NOW));
    expect(simulatedCreditRecord(personalNumber(104), NOW)).not.toEqual(simulatedCreditRecord(ssn, NOW));
  });

  it('gives a full record that fits the spec’s person record, with every sub-list', async () => {
    for (const serial of [100, 101, 102]) {
      const ssn = personalNumber(serial);
      const record = await creditInformationStandIn.lookUp({ personalNumber: ssn, level: 'FULL', now: NOW });
      expect(CreditInformationPerson.parse(record)).toEqual(record);
      expect(record.personalNumber).toBe(ssn);
      for (const list of SUB_LISTS) expect(Array.isArray(record[list]), list).toBe(true);
      expect(record.incomes?.map((income) => income.year)).toEqual([2025, 2024, 2023]);
      // 1985-04-12 to 2026-03-10.
      expect(record.age).toBe(40);
      expect(record.gender).toBe(Number(ssn.at(-2)) % 2 === 1 ? 'MALE' : 'FEMALE');
    }
  });

  it('follows the tester’s profile: clean, a few remarks, or a heavy record', () => {
    const clean = simulatedCreditRecord(personalNumber(300), NOW);
    const remarks = simulatedCreditRecord(personalNumber(301), NOW);
    const heavy = simulatedCreditRecord(personalNumber(302), NOW);
    expect([300, 301, 302].map((serial) => testPersonProfile(personalNumber(serial)))).toEqual([
      'clean',
      'remarks',
      'heavy',
    ]);
    expect(clean.paymentRemarks).toMatchObject({ count: 0, sum: 0 });
    expect(clean.privateClaims).toEqual([]);
    expect(remarks.paymentRemarks?.count).toBeGreaterThan(0);
    expect(heavy.publicClaims?.length).toBeGreaterThan(0);
    expect(heavy.distraintClaims?.length).toBeGreaterThan(0);
    expect(heavy.paymentRemarks?.amalCount).toBe(heavy.publicClaims?.length);
    expect(heavy.paymentRemarks?.emalSum).toBe(
      heavy.privateClaims?.reduce((total, claim) => total + (claim.amount ?? 0), 0),
    );
  });

  it('keeps only what the level includes', () => {
    const full = simulatedCreditRecord(personalNumber(102), NOW);
    const basic = recordAtLevel(full, 'BASIC');
    const credit = recordAtLevel(full, 'CREDIT');
    expect(basic).toMatchObject({
      personalNumber: full.personalNumber,
      lastName: full.lastName,
      town: full.town,
    });
    expect(basic.paymentRemarks).toBeUndefined();
    expect(basic.addressHistory).toBeUndefined();
    expect(credit.paymentRemarks).toEqual(full.paymentRemarks);
    expect(credit.scoring).toEqual(full.scoring);
    expect(credit.addressHistory).toBeUndefined();
    expect(credit.publicClaims).toBeUndefined();
    expect(recordAtLevel(full, 'FULL')).toEqual(full);
  });
});

describe('the court-records stand-in', () => {
  it('answers the same records for the same person, as many as the profile says', async () => {
    const heavy = personalNumber(302);
    expect(simulatedCourtRecords(heavy, NOW)).toEqual(simulatedCourtRecords(heavy, NOW));
    const answer = await courtRecordsStandIn.search({ personalNumber: heavy, now: NOW });
    expect(answer.records.length).toBeGreaterThanOrEqual(2);
    expect(answer.message).toBe(`${answer.records.length} träffar`);
    expect(answer.records.some((record) => record.caseType === 'CRIMINAL')).toBe(true);
    for (const record of answer.records) expect(CourtRecord.parse(record)).toEqual(record);
    const dates = answer.records.map((record) => record.date);
    expect(dates).toEqual([...dates].sort().reverse());

    expect(await courtRecordsStandIn.search({ personalNumber: personalNumber(300), now: NOW })).toEqual({
      message: 'Inga träffar',
      records: [],
    });
  });
});

describe('bulk-data providers by environment', () => {
  it('are the marked stand-ins outside production and refuse with 503 in production', async () => {
    const standIn = { provider: 'stand-in' } as const;
    expect(
      bulkDataProviders({ appEnv: 'development', creditInformation: standIn }).creditInformation.testData,
    ).toBe(true);
    expect(bulkDataProviders({ appEnv: 'test', creditInformation: standIn }).courtRecords.testData).toBe(
      true,
    );
    const production = bulkDataProviders({ appEnv: 'production', creditInformation: { provider: 'none' } });
    const request = { personalNumber: personalNumber(1), now: NOW };
    await expect(production.creditInformation.lookUp({ ...request, level: 'FULL' })).rejects.toMatchObject({
      statusCode: 503,
      message: 'Kreditupplysningstjänsten är inte ansluten',
    });
    await expect(production.courtRecords.search(request)).rejects.toBeInstanceOf(AppError);
  });
});
