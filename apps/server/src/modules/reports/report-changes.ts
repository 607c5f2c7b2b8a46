import type {
  CompanyEngagement,
  CourtRecord,
  CreditClaim,
  CreditInformationPerson,
  DataPartData,
  PaymentRemarks,
} from '@granska/domain';

/**
 * What changed between an LFD report and the one before it in the person's chain, compared on the two
 * reports' provider data (credit information and court records; docs/decisions/lfd-changes.md). Pure:
 * the report model words it in the report's language.
 */

export const CHANGE_TOPICS = [
  'paymentRemarks',
  'debts',
  'courtRecords',
  'companyEngagements',
  'address',
  'civilState',
] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/** A count and a sum as the credit information reports them (payment remarks, claims of one register). */
export interface ClaimTotals {
  count: number | null;
  sum: number | null;
}

export type ReportChange =
  | { topic: 'paymentRemarks'; change: 'added' | 'removed'; claim: CreditClaim }
  | { topic: 'paymentRemarks'; change: 'totalsChanged'; before: ClaimTotals; after: ClaimTotals }
  | { topic: 'debts'; change: 'added' | 'removed'; claim: CreditClaim }
  | {
      topic: 'debts';
      change: 'amountChanged';
      claim: CreditClaim;
      before: number | null;
      after: number | null;
    }
  | {
      topic: 'debts';
      change: 'totalsChanged';
      register: 'public' | 'private';
      before: ClaimTotals;
      after: ClaimTotals;
    }
  | { topic: 'courtRecords'; change: 'added' | 'removed'; record: CourtRecord }
  | { topic: 'courtRecords'; change: 'outcomeChanged'; record: CourtRecord; before: string; after: string }
  | { topic: 'companyEngagements'; change: 'added' | 'removed'; engagement: CompanyEngagement }
  | {
      topic: 'companyEngagements';
      change: 'statusChanged';
      engagement: CompanyEngagement;
      before: string | null;
      after: string | null;
    }
  | { topic: 'address' | 'civilState'; change: 'changed'; before: string; after: string };

export interface ReportComparison {
  /** Every change, topic by topic in CHANGE_TOPICS' order. */
  changes: ReportChange[];
  /** Topics one of the reports has no data for: nothing can be said about them. */
  notCompared: ChangeTopic[];
}

type WithData = { readonly data: DataPartData | null };

// ---------------------------------------------------------------------------------------------------
// Reading a report's data parts

/**
 * The report's credit information, field by field from the newest lookup that has the field: a later
 * lookup at a lower level (an address check) does not hide the lists of an earlier full one, and a
 * repeated lookup replaces what it repeats.
 */
const creditInformationOf = (parts: readonly WithData[]): Partial<CreditInformationPerson> | null => {
  const people = parts.flatMap((part) => (part.data?.kind === 'creditInformation' ? [part.data.person] : []));
  if (people.length === 0) return null;
  const merged: Partial<CreditInformationPerson> = {};
  for (const person of people) {
    const hasAddress = [person.address, person.coAddress, person.zip, person.town].some(
      (value) => value !== undefined,
    );
    const fields = Object.entries(person).filter(
      ([field, value]) => value !== undefined && !ADDRESS_FIELDS.includes(field as AddressField),
    );
    Object.assign(merged, Object.fromEntries(fields));
    if (hasAddress) {
      for (const field of ADDRESS_FIELDS) merged[field] = person[field];
    }
  }
  return merged;
};

const ADDRESS_FIELDS = ['address', 'coAddress', 'zip', 'town'] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The newest court-records answer: each lookup returns the whole list. */
const courtRecordsOf = (parts: readonly WithData[]): readonly CourtRecord[] | null => {
  const answers = parts.flatMap((part) => (part.data?.kind === 'courtRecords' ? [part.data.records] : []));
  return answers.at(-1) ?? null;
};

// ---------------------------------------------------------------------------------------------------
// Matching items

/** Case numbers and names are compared without case and extra spaces ('b 123-21' is 'B 123-21'). */
const normalized = (value: string | undefined | null): string =>
  (value ?? '').trim().replace(/\s+/g, ' ').toLocaleUpperCase('sv-SE');

const digits = (value: string | undefined): string => (value ?? '').replace(/\D/g, '');

/** A claim is its case at the Enforcement Authority; without a case number, its date and creditor. */
const claimKey = (claim: CreditClaim): string =>
  normalized(claim.caseNumber) !== ''
    ? `case:${normalized(claim.caseNumber)}`
    : `remark:${claim.date ?? ''}|${normalized(claim.creditor)}|${normalized(claim.claimType)}`;

/** Case numbers are per court: the court and the number name the case. */
const courtRecordKey = (record: CourtRecord): string =>
  normalized(record.caseNumber) !== ''
    ? `${normalized(record.court)}|${normalized(record.caseNumber)}`
    : `${normalized(record.court)}|${record.date}|${normalized(record.subject)}`;

/** One engagement is one role in one company (a person may be board member and CEO of the same). */
const engagementKey = (engagement: CompanyEngagement): string =>
  `${digits(engagement.orgNo) || normalized(engagement.companyName)}|${normalized(engagement.role)}`;

interface Matched<T> {
  added: T[];
  removed: T[];
  kept: { before: T; after: T }[];
}

/** Pairs the items of both lists by key; items sharing a key pair in their order. */
const matchByKey = <T>(before: readonly T[], after: readonly T[], keyOf: (item: T) => string): Matched<T> => {
  const waiting = new Map<string, T[]>();
  for (const item of before) {
    const key = keyOf(item);
    waiting.set(key, [...(waiting.get(key) ?? []), item]);
  }
  const added: T[] = [];
  const kept: { before: T; after: T }[] = [];
  for (const item of after) {
    const earlier = waiting.get(keyOf(item))?.shift();
    if (earlier === undefined) added.push(item);
    else kept.push({ before: earlier, after: item });
  }
  return { added, removed: [...waiting.values()].flat(), kept };
};

// ---------------------------------------------------------------------------------------------------
// The topics

type Credit = Partial<CreditInformationPerson>;
type Topic = { compared: boolean; changes: ReportChange[] };
const NOT_COMPARED: Topic = { compared: false, changes: [] };

/** Both sides' value of a field, or null when either report lacks it. */
const both = <K extends keyof Credit>(
  before: Credit | null,
  after: Credit | null,
  field: K,
): { before: NonNullable<Credit[K]>; after: NonNullable<Credit[K]> } | null => {
  const earlier = before?.[field];
  const later = after?.[field];
  return earlier === undefined || earlier === null || later === undefined || later === null
    ? null
    : { before: earlier, after: later };
};

const totalsOf = (remarks: PaymentRemarks, register: 'all' | 'public' | 'private'): ClaimTotals => {
  const [count, sum] =
    register === 'all'
      ? [remarks.count, remarks.sum]
      : register === 'public'
        ? [remarks.amalCount, remarks.amalSum]
        : [remarks.emalCount, remarks.emalSum];
  return { count: count ?? null, sum: sum ?? null };
};

const sameTotals = (a: ClaimTotals, b: ClaimTotals) => a.count === b.count && a.sum === b.sum;

const remarkClaims = (credit: Credit): CreditClaim[] | null =>
  credit.publicClaims && credit.privateClaims ? [...credit.publicClaims, ...credit.privateClaims] : null;

/**
 * Payment remarks are the cases in the public and private registers (allmänna and enskilda mål). With
 * both reports' lists (a full lookup) each case is matched; otherwise the count and sum the lookup gives.
 */
const paymentRemarkChanges = (before: Credit | null, after: Credit | null): Topic => {
  const earlier = before && remarkClaims(before);
  const later = after && remarkClaims(after);
  if (earlier && later) {
    const matched = matchByKey(earlier, later, claimKey);
    return {
      compared: true,
      changes: [
        ...matched.added.map((claim) => ({
          topic: 'paymentRemarks' as const,
          change: 'added' as const,
          claim,
        })),
        ...matched.removed.map((claim) => ({
          topic: 'paymentRemarks' as const,
          change: 'removed' as const,
          claim,
        })),
      ],
    };
  }
  const remarks = both(before, after, 'paymentRemarks');
  if (!remarks) return NOT_COMPARED;
  const totals = { before: totalsOf(remarks.before, 'all'), after: totalsOf(remarks.after, 'all') };
  return {
    compared: true,
    changes: sameTotals(totals.before, totals.after)
      ? []
      : [{ topic: 'paymentRemarks', change: 'totalsChanged', ...totals }],
  };
};

const amountChanges = (matched: Matched<CreditClaim>): ReportChange[] =>
  matched.kept
    .filter(({ before, after }) => (before.amount ?? null) !== (after.amount ?? null))
    .map(({ before, after }) => ({
      topic: 'debts',
      change: 'amountChanged',
      claim: after,
      before: before.amount ?? null,
      after: after.amount ?? null,
    }));

/**
 * Debts are what the person owes at the Enforcement Authority: the amount of every case (public,
 * private and distraint) matched on both sides, and distraint cases coming and going (public and
 * private cases coming and going are payment remarks). Without the lists, the registers' sums.
 */
const debtChanges = (before: Credit | null, after: Credit | null): Topic => {
  const earlier = before && remarkClaims(before);
  const later = after && remarkClaims(after);
  const distraints = both(before, after, 'distraintClaims');
  if (earlier && later && distraints) {
    const distraintMatch = matchByKey(distraints.before, distraints.after, claimKey);
    return {
      compared: true,
      changes: [
        ...distraintMatch.added.map((claim) => ({
          topic: 'debts' as const,
          change: 'added' as const,
          claim,
        })),
        ...distraintMatch.removed.map((claim) => ({
          topic: 'debts' as const,
          change: 'removed' as const,
          claim,
        })),
        ...amountChanges(matchByKey(earlier, later, claimKey)),
        ...amountChanges(distraintMatch),
      ],
    };
  }
  const remarks = both(before, after, 'paymentRemarks');
  if (!remarks) return NOT_COMPARED;
  const changes: ReportChange[] = [];
  for (const register of ['public', 'private'] as const) {
    const totals = { before: totalsOf(remarks.before, register), after: totalsOf(remarks.after, register) };
    if (!sameTotals(totals.before, totals.after)) {
      changes.push({ topic: 'debts', change: 'totalsChanged', register, ...totals });
    }
  }
  return { compared: true, changes };
};

const courtRecordChanges = (
  before: readonly CourtRecord[] | null,
  after: readonly CourtRecord[] | null,
): Topic => {
  if (!before || !after) return NOT_COMPARED;
  const matched = matchByKey(before, after, courtRecordKey);
  return {
    compared: true,
    changes: [
      ...matched.added.map((record) => ({
        topic: 'courtRecords' as const,
        change: 'added' as const,
        record,
      })),
      ...matched.removed.map((record) => ({
        topic: 'courtRecords' as const,
        change: 'removed' as const,
        record,
      })),
      ...matched.kept
        .filter((pair) => normalized(pair.before.outcome) !== normalized(pair.after.outcome))
        .map((pair) => ({
          topic: 'courtRecords' as const,
          change: 'outcomeChanged' as const,
          record: pair.after,
          before: pair.before.outcome,
          after: pair.after.outcome,
        })),
    ],
  };
};

const engagementChanges = (before: Credit | null, after: Credit | null): Topic => {
  const lists = both(before, after, 'companyEngagements');
  if (!lists) return NOT_COMPARED;
  const matched = matchByKey(lists.before, lists.after, engagementKey);
  return {
    compared: true,
    changes: [
      ...matched.added.map((engagement) => ({
        topic: 'companyEngagements' as const,
        change: 'added' as const,
        engagement,
      })),
      ...matched.removed.map((engagement) => ({
        topic: 'companyEngagements' as const,
        change: 'removed' as const,
        engagement,
      })),
      ...matched.kept
        .filter((pair) => normalized(pair.before.companyStatus) !== normalized(pair.after.companyStatus))
        .map((pair) => ({
          topic: 'companyEngagements' as const,
          change: 'statusChanged' as const,
          engagement: pair.after,
          before: pair.before.companyStatus ?? null,
          after: pair.after.companyStatus ?? null,
        })),
    ],
  };
};

/** The address as one line: street, c/o, postcode and town. */
export const addressLine = (credit: Credit): string =>
  [
    credit.address,
    credit.coAddress && `c/o ${credit.coAddress}`,
    [credit.zip, credit.town].filter(Boolean).join(' '),
  ]
    .map((part) => (part ?? '').trim().replace(/\s+/g, ' '))
    .filter((part) => part !== '')
    .join(', ');

const textChange = (topic: 'address' | 'civilState', before: string, after: string): Topic => {
  if (before === '' || after === '') return NOT_COMPARED;
  return {
    compared: true,
    changes: normalized(before) === normalized(after) ? [] : [{ topic, change: 'changed', before, after }],
  };
};

/** Compares the previous report's data parts with the current one's. */
export const compareReports = (
  previous: readonly WithData[],
  current: readonly WithData[],
): ReportComparison => {
  const before = creditInformationOf(previous);
  const after = creditInformationOf(current);
  const topics: Record<ChangeTopic, Topic> = {
    paymentRemarks: paymentRemarkChanges(before, after),
    debts: debtChanges(before, after),
    courtRecords: courtRecordChanges(courtRecordsOf(previous), courtRecordsOf(current)),
    companyEngagements: engagementChanges(before, after),
    address: textChange('address', before ? addressLine(before) : '', after ? addressLine(after) : ''),
    civilState: textChange('civilState', before?.civilState?.trim() ?? '', after?.civilState?.trim() ?? ''),
  };
  return {
    changes: CHANGE_TOPICS.flatMap((topic) => topics[topic].changes),
    notCompared: CHANGE_TOPICS.filter((topic) => !topics[topic].compared),
  };
};
