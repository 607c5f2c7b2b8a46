import type {
  CreditClaim,
  CreditInformationPerson,
  ExtendedPropertyDetail,
  PropertyDetail,
} from '@granska/domain';
import type { CreditInformationProvider, CreditInformationRequest } from './credit-information.port';
import { recordAtLevel } from './credit-information-levels';
import { type SeededRandom, seededRandom } from './seeded-random';
import {
  COMPANY_NAMES,
  COMPANY_ROLES,
  CREDITORS,
  FEMALE_FIRST_NAMES,
  LAST_NAMES,
  MALE_FIRST_NAMES,
  PLACES,
  STREETS,
} from './test-data-names';
import { birthDateOf, genderOf, testPersonProfile } from './test-person-profile';

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const roundTo = (value: number, step: number) => Math.round(value / step) * step;

const ageAt = (birth: Date, now: Date): number => {
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const hadBirthday =
    now.getUTCMonth() > birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() >= birth.getUTCDate());
  if (!hadBirthday) age -= 1;
  return age;
};

const claims = (
  random: SeededRandom,
  now: Date,
  count: number,
  claimType: string,
  creditors: readonly string[],
  settled: boolean,
): CreditClaim[] =>
  Array.from({ length: count }, (_, index) => {
    const date = daysBefore(now, random.int(60, 6 * 365));
    return {
      date: isoDate(date),
      amount: roundTo(random.int(1_500, 180_000), 100),
      creditor: random.pick(creditors),
      caseNumber: `${claimType.slice(0, 1).toUpperCase()}-${date.getUTCFullYear()}-${String(
        random.int(1000, 99999),
      )}-${index + 1}`,
      claimType,
      ...(settled ? { settledDate: isoDate(new Date(date.getTime() + random.int(30, 700) * DAY_MS)) } : {}),
    };
  });

const sum = (items: readonly CreditClaim[]) => items.reduce((total, claim) => total + (claim.amount ?? 0), 0);

/** The whole record, every level's fields; the lookup keeps those of the level asked for. */
export const simulatedCreditRecord = (personalNumber: string, now: Date): CreditInformationPerson => {
  const random = seededRandom(`granska:credit-information:${personalNumber}`);
  const profile = testPersonProfile(personalNumber);
  const gender = genderOf(personalNumber);
  const birth = birthDateOf(personalNumber);
  const place = random.pick(PLACES);
  const firstName = random.pick(gender === 'MALE' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  const middleName = random.pick(gender === 'MALE' ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES);
  const zip = `${place.zipPrefix}${random.int(1, 9)} ${String(random.int(10, 99))}`;

  const heavy = profile === 'heavy';
  const remarks = profile === 'remarks';
  const publicClaims = claims(
    random,
    now,
    heavy ? random.int(1, 3) : remarks ? random.int(0, 1) : 0,
    'Allmänt mål',
    CREDITORS.slice(0, 2),
    false,
  );
  const privateClaims = claims(
    random,
    now,
    heavy ? random.int(1, 4) : remarks ? random.int(1, 2) : 0,
    'Enskilt mål',
    CREDITORS.slice(2),
    false,
  );
  const distraintClaims = claims(
    random,
    now,
    heavy ? random.int(1, 3) : remarks ? random.int(0, 1) : 0,
    'Utmätning',
    CREDITORS,
    false,
  );
  const historicalDebt = claims(
    random,
    now,
    heavy ? random.int(1, 3) : remarks ? random.int(0, 2) : 0,
    'Historisk skuld',
    CREDITORS,
    true,
  );

  const propertyCount = random.int(0, 2);
  const propertyDetails: PropertyDetail[] = [];
  const extendedPropertyDetails: ExtendedPropertyDetail[] = [];
  for (let index = 0; index < propertyCount; index += 1) {
    const designation = `${place.town.toUpperCase()} ${random.pick(['TESTET', 'PROVET', 'EXEMPLET'])} ${random.int(1, 40)}:${random.int(1, 300)}`;
    const taxValue = roundTo(random.int(400_000, 4_500_000), 1000);
    propertyDetails.push({
      designation,
      municipality: place.community,
      share: random.pick(['1/1', '1/2']),
      taxValue,
      acquired: isoDate(daysBefore(now, random.int(365, 20 * 365))),
    });
    extendedPropertyDetails.push({
      designation,
      municipality: place.community,
      propertyType: random.pick(['Småhus', 'Fritidshus', 'Lantbruk']),
      area: random.int(400, 3_000),
      taxValue,
      assessmentYear: now.getUTCFullYear() - random.int(1, 3),
      mortgageSum: roundTo((taxValue * random.int(20, 90)) / 100, 1000),
      owners: random.int(1, 2),
    });
  }
  const mortgageSum = extendedPropertyDetails.reduce((total, detail) => total + (detail.mortgageSum ?? 0), 0);

  const incomes = [1, 2, 3].map((back) => {
    const income = roundTo(random.int(heavy ? 120_000 : 260_000, heavy ? 380_000 : 780_000), 100);
    return {
      year: now.getUTCFullYear() - back,
      income,
      capitalIncome: roundTo(random.int(0, 40_000), 100),
      tax: roundTo((income * random.int(26, 34)) / 100, 100),
    };
  });

  const last3Months = random.int(0, heavy ? 4 : 2);
  const last12Months = last3Months + random.int(0, heavy ? 6 : 3);
  const bankrupt = heavy && random.chance(0.6);
  const debtRelief = heavy && random.chance(0.5);
  const reportedRemarks = [...publicClaims, ...privateClaims];

  return {
    personalNumber,
    firstNames: `${firstName} ${middleName}`,
    givenName: firstName,
    lastName: random.pick(LAST_NAMES),
    address: `${random.pick(STREETS)} ${random.int(1, 80)}`,
    zip,
    town: place.town.toUpperCase(),
    county: place.county,
    community: place.community,
    gender,
    ...(birth ? { age: ageAt(birth, now) } : {}),
    civilState: random.pick(['Ogift', 'Gift', 'Skild', 'Registrerad partner', 'Änka/änkling']),
    guardians: [],
    protectedIdentity: false,
    emigrated: false,
    bankruptcy: bankrupt
      ? {
          hasBankruptcy: true,
          date: isoDate(daysBefore(now, random.int(200, 4 * 365))),
          administrator: {
            name: 'Advokatfirman Exempel AB (testdata)',
            phone: '+4660000000',
            email: 'konkursforvaltare@exempel.example',
            address: 'Provgatan 1, 111 11 STOCKHOLM',
          },
        }
      : { hasBankruptcy: false },
    debtRelief: debtRelief
      ? {
          hasDebtRelief: true,
          startDate: isoDate(daysBefore(now, random.int(100, 3 * 365))),
          endDate: isoDate(new Date(now.getTime() + random.int(100, 3 * 365) * DAY_MS)),
        }
      : { hasDebtRelief: false },
    paymentRemarks: {
      count: reportedRemarks.length,
      sum: sum(reportedRemarks),
      amalCount: publicClaims.length,
      amalSum: sum(publicClaims),
      emalCount: privateClaims.length,
      emalSum: sum(privateClaims),
    },
    scoring: {
      score: heavy ? random.int(1, 29) : remarks ? random.int(30, 69) : random.int(70, 99),
      riskClass: heavy ? random.pick(['4', '5']) : remarks ? '3' : random.pick(['1', '2']),
      probabilityOfDefault: heavy
        ? random.int(150, 600) / 10
        : remarks
          ? random.int(30, 149) / 10
          : random.int(1, 29) / 10,
    },
    incomes,
    properties: {
      count: propertyCount,
      totalTaxValue: propertyDetails.reduce((total, detail) => total + (detail.taxValue ?? 0), 0),
    },
    mortgages: { count: propertyCount, sum: mortgageSum },
    applicationCounts: { last3Months, last12Months, total: last12Months + random.int(0, 10) },
    addressHistory: Array.from({ length: random.int(1, 4) }, (_, index) => {
      const earlier = random.pick(PLACES);
      return {
        address: `${random.pick(STREETS)} ${random.int(1, 80)}`,
        zip: `${earlier.zipPrefix}${random.int(1, 9)} ${String(random.int(10, 99))}`,
        town: earlier.town.toUpperCase(),
        from: isoDate(daysBefore(now, (index + 2) * random.int(400, 900))),
        to: isoDate(daysBefore(now, (index + 1) * random.int(100, 390))),
      };
    }),
    companyEngagements: Array.from({ length: random.int(heavy ? 1 : 0, 3) }, () => ({
      orgNo: `55${random.int(1000, 9999)}-${random.int(1000, 9999)}`,
      companyName: random.pick(COMPANY_NAMES),
      role: random.pick(COMPANY_ROLES),
      companyStatus: heavy && random.chance(0.5) ? 'Konkurs' : 'Aktiv',
      from: isoDate(daysBefore(now, random.int(365, 12 * 365))),
    })),
    propertyDetails,
    extendedPropertyDetails,
    distraintClaims,
    historicalDebt,
    privateClaims,
    publicClaims,
  };
};

/**
 * The local stand-in: an invented but consistent record per personal number (a seeded random source),
 * the same on every lookup on the same day; the person's profile follows `testPersonProfile`.
 */
export const creditInformationStandIn: CreditInformationProvider = {
  testData: true,
  lookUp: async ({ personalNumber, level, now }: CreditInformationRequest) =>
    recordAtLevel(simulatedCreditRecord(personalNumber, now), level),
};
