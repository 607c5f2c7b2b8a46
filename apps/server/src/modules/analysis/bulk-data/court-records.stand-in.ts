import type { CourtCaseType, CourtRecord } from '@granska/domain';
import type { CourtRecordsAnswer, CourtRecordsProvider, CourtRecordsRequest } from './court-records.port';
import { seededRandom } from './seeded-random';
import { COURTS } from './test-data-names';
import { testPersonProfile } from './test-person-profile';

const DAY_MS = 24 * 60 * 60 * 1000;

const CASES: Readonly<Record<CourtCaseType, readonly { subject: string; role: string; outcome: string }[]>> =
  {
    CRIMINAL: [
      { subject: 'Ringa stöld', role: 'Tilltalad', outcome: 'Dömd till dagsböter' },
      { subject: 'Olovlig körning', role: 'Tilltalad', outcome: 'Dömd till dagsböter' },
      { subject: 'Rattfylleri', role: 'Tilltalad', outcome: 'Dömd till villkorlig dom och dagsböter' },
      { subject: 'Bokföringsbrott', role: 'Tilltalad', outcome: 'Frikänd' },
    ],
    CIVIL: [
      { subject: 'Fordran', role: 'Svarande', outcome: 'Tredskodom' },
      { subject: 'Skadestånd', role: 'Kärande', outcome: 'Förlikning' },
      { subject: 'Hyresfordran', role: 'Svarande', outcome: 'Käromålet bifallet' },
    ],
    ADMINISTRATIVE: [
      { subject: 'Körkortsåterkallelse', role: 'Klagande', outcome: 'Överklagandet avslogs' },
      { subject: 'Skattetillägg', role: 'Klagande', outcome: 'Överklagandet bifölls delvis' },
    ],
  };

/** The spec's `message` of an answer: how many records were found. */
export const courtRecordsMessage = (count: number): string =>
  count === 0 ? 'Inga träffar' : count === 1 ? '1 träff' : `${count} träffar`;

export const simulatedCourtRecords = (personalNumber: string, now: Date): CourtRecord[] => {
  const random = seededRandom(`granska:court-records:${personalNumber}`);
  const profile = testPersonProfile(personalNumber);
  const count = profile === 'heavy' ? random.int(2, 4) : profile === 'remarks' ? random.int(0, 2) : 0;
  return Array.from({ length: count }, (_, index): CourtRecord => {
    // A heavy record always holds a criminal case; others only civil and administrative ones.
    const caseType: CourtCaseType =
      profile === 'heavy' && index === 0 ? 'CRIMINAL' : random.pick(['CIVIL', 'ADMINISTRATIVE'] as const);
    const kind = random.pick(CASES[caseType]);
    const date = new Date(now.getTime() - random.int(90, 8 * 365) * DAY_MS);
    const court = random.pick(
      caseType === 'ADMINISTRATIVE' ? COURTS.filter((name) => name.startsWith('Förvaltningsrätten')) : COURTS,
    );
    const letter = caseType === 'CRIMINAL' ? 'B' : caseType === 'CIVIL' ? 'T' : 'M';
    return {
      caseNumber: `${letter} ${random.int(100, 9999)}-${String(date.getUTCFullYear()).slice(2)}`,
      court,
      caseType,
      date: date.toISOString().slice(0, 10),
      ...kind,
    };
  }).sort((a, b) => b.date.localeCompare(a.date));
};

/** The local stand-in: invented cases per personal number, following `testPersonProfile`. */
export const courtRecordsStandIn: CourtRecordsProvider = {
  testData: true,
  search: async ({ personalNumber, now }: CourtRecordsRequest): Promise<CourtRecordsAnswer> => {
    const records = simulatedCourtRecords(personalNumber, now);
    return { message: courtRecordsMessage(records.length), records };
  },
};
