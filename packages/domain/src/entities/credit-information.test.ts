import { describe, expect, it } from 'vitest';
import { CreditInformationPerson } from './credit-information';

const person = {
  personalNumber: '19900101-0017',
  firstNames: 'Anna Maria',
  givenName: 'Anna',
  lastName: 'Svensson',
  address: 'Gatan 1',
  zip: '11122',
  town: 'Stockholm',
  county: 'Stockholms län',
  community: 'Stockholm',
  gender: 'FEMALE',
  age: 36,
  civilState: 'Gift',
  guardians: [],
  protectedIdentity: false,
  emigrated: false,
  bankruptcy: {
    hasBankruptcy: true,
    date: '2020-03-01',
    administrator: { name: 'Advokat', phone: '08-123' },
  },
  debtRelief: { hasDebtRelief: false },
  paymentRemarks: { count: 2, sum: 15000, amalCount: 1, amalSum: 5000, emalCount: 1, emalSum: 10000 },
  scoring: { score: 42, riskClass: 'C' },
  incomes: [
    { year: 2025, income: 450000, tax: 130000 },
    { year: 2024, income: 430000, tax: 125000 },
  ],
  properties: { count: 1 },
  mortgages: { count: 1, sum: 2000000 },
  applicationCounts: { last12Months: 3 },
  addressHistory: [{ address: 'Vägen 2', from: '2015-01-01', to: '2019-12-31' }],
  companyEngagements: [{ orgNo: '556000-0000', companyName: 'Exempel AB', role: 'Styrelseledamot' }],
  propertyDetails: [{ designation: 'Stockholm Exempel 1:1', share: '1/2', taxValue: 3000000 }],
  extendedPropertyDetails: [{ designation: 'Stockholm Exempel 1:1', mortgageSum: 2000000 }],
  distraintClaims: [{ date: '2021-01-01', amount: 5000 }],
  historicalDebt: [{ date: '2019-01-01', amount: 1000, settledDate: '2019-06-01' }],
  privateClaims: [{ amount: 10000, creditor: 'Bank AB' }],
  publicClaims: [{ amount: 5000, creditor: 'Skatteverket' }],
  providerScore: 'extra',
};

describe('CreditInformationPerson', () => {
  it('parses a full record and keeps provider extras', () => {
    const parsed = CreditInformationPerson.parse(person);
    expect(parsed.paymentRemarks?.emalSum).toBe(10000);
    expect(parsed.bankruptcy?.administrator?.name).toBe('Advokat');
    expect(parsed.providerScore).toBe('extra');
  });

  it('needs only the personal number', () => {
    expect(CreditInformationPerson.parse({ personalNumber: '19900101-0017' })).toEqual({
      personalNumber: '19900101-0017',
    });
  });

  it.each([
    [{}],
    [{ ...person, incomes: [{ year: 2025 }, { year: 2024 }, { year: 2023 }, { year: 2022 }] }],
    [{ ...person, incomes: [{ income: 1 }] }],
    [{ ...person, bankruptcy: { date: '2020-01-01' } }],
    [{ ...person, gender: 'F' }],
    [{ ...person, publicClaims: [{ amount: '5 000' }] }],
  ])('refuses case %#', (value) => {
    expect(CreditInformationPerson.safeParse(value).success).toBe(false);
  });
});
