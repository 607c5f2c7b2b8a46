import {
  AddressHistoryEntry,
  CompanyEngagement,
  CreditClaim,
  CreditInformationPerson,
  type CreditRegisterStatus,
  ExtendedPropertyDetail,
  IncomeYear,
  PropertyDetail,
} from '@granska/domain';
import { z } from 'zod';

/**
 * GetData's `report` as our person record (docs/decisions/credit-information.md). Creditsafe documents
 * the envelope, not the parameters: a block holds the parameters Creditsafe's integration team set up
 * for the account (about 175 for consumers), and "the responsibility to map the response lies with the
 * customer". So a parameter is found by name wherever it sits in the report (at the top or in a
 * section), names compared without case or separators (FIRST_NAME, firstName and first_name are one),
 * and each field of ours lists the names it is known by. This table is the one place to adjust when the
 * account's blocks are set up; anything missing is left out, as the documentation asks.
 */

type Kind = 'text' | 'number' | 'date' | 'flag';

const FIELDS: readonly (readonly [path: string, kind: Kind, names: readonly string[]])[] = [
  ['firstNames', 'text', ['firstName', 'firstNames']],
  ['givenName', 'text', ['givenName']],
  ['lastName', 'text', ['lastName', 'surname']],
  ['address', 'text', ['address', 'streetAddress']],
  ['coAddress', 'text', ['coAddress']],
  ['zip', 'text', ['zipCode', 'zip', 'postalCode']],
  ['town', 'text', ['town', 'city']],
  ['county', 'text', ['county']],
  ['community', 'text', ['community', 'municipality']],
  ['age', 'number', ['age']],
  ['civilState', 'text', ['civilState', 'civilStatus', 'maritalStatus']],
  ['protectedIdentity', 'flag', ['protectedIdentity']],
  ['bankruptcy.hasBankruptcy', 'flag', ['bankruptcy', 'hasBankruptcy']],
  ['bankruptcy.date', 'date', ['bankruptcyDate']],
  ['debtRelief.hasDebtRelief', 'flag', ['debtRelief', 'hasDebtRelief', 'debtReconstruction']],
  ['debtRelief.startDate', 'date', ['debtReliefStartDate', 'debtReliefStart']],
  ['debtRelief.endDate', 'date', ['debtReliefEndDate', 'debtReliefEnd']],
  ['paymentRemarks.count', 'number', ['paymentRemarksCount', 'paymentRemarks', 'numberOfPaymentRemarks']],
  ['paymentRemarks.sum', 'number', ['paymentRemarksSum', 'paymentRemarksAmount']],
  ['paymentRemarks.amalCount', 'number', ['amalCount', 'amalNumber']],
  ['paymentRemarks.amalSum', 'number', ['amalSum', 'amalAmount']],
  ['paymentRemarks.emalCount', 'number', ['emalCount', 'emalNumber']],
  ['paymentRemarks.emalSum', 'number', ['emalSum', 'emalAmount']],
  ['scoring.score', 'number', ['scoring', 'score']],
  ['scoring.riskClass', 'text', ['riskClass']],
  ['scoring.probabilityOfDefault', 'number', ['probabilityOfDefault']],
  ['properties.count', 'number', ['propertyCount', 'numberOfProperties']],
  ['properties.totalTaxValue', 'number', ['propertyTaxValue', 'totalTaxValue']],
  ['mortgages.count', 'number', ['mortgageCount', 'numberOfMortgages']],
  ['mortgages.sum', 'number', ['mortgageSum', 'mortgageAmount']],
  ['applicationCounts.last3Months', 'number', ['applicationsLast3Months', 'inquiriesLast3Months']],
  ['applicationCounts.last12Months', 'number', ['applicationsLast12Months', 'inquiriesLast12Months']],
  ['applicationCounts.total', 'number', ['applicationsTotal', 'inquiriesTotal']],
];

/** The lists of the record: their names in the report, and the shape of one item. */
const LISTS: readonly (readonly [field: string, item: z.ZodObject, names: readonly string[]])[] = [
  ['incomes', IncomeYear, ['incomes', 'incomeYears']],
  ['addressHistory', AddressHistoryEntry, ['addressHistory', 'previousAddresses']],
  ['companyEngagements', CompanyEngagement, ['companyEngagements', 'engagements']],
  ['propertyDetails', PropertyDetail, ['propertyDetails', 'properties']],
  ['extendedPropertyDetails', ExtendedPropertyDetail, ['extendedPropertyDetails']],
  ['distraintClaims', CreditClaim, ['distraintClaims', 'distraints']],
  ['historicalDebt', CreditClaim, ['historicalDebt', 'historicalDebts']],
  ['privateClaims', CreditClaim, ['privateClaims', 'emalClaims']],
  ['publicClaims', CreditClaim, ['publicClaims', 'amalClaims']],
];

const GENDERS: Readonly<Record<string, 'MALE' | 'FEMALE'>> = {
  m: 'MALE',
  male: 'MALE',
  man: 'MALE',
  k: 'FEMALE',
  f: 'FEMALE',
  female: 'FEMALE',
  kvinna: 'FEMALE',
};

const normalized = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The report's entries at every depth of sections, the top first; lists are not entered. */
const entriesOf = (report: Record<string, unknown>): Map<string, unknown> => {
  const found = new Map<string, unknown>();
  let level: Record<string, unknown>[] = [report];
  for (let depth = 0; depth < 4 && level.length > 0; depth += 1) {
    const next: Record<string, unknown>[] = [];
    for (const section of level) {
      for (const [name, value] of Object.entries(section)) {
        const key = normalized(name);
        if (isRecord(value)) next.push(value);
        else if (!found.has(key) && value !== null && value !== '') found.set(key, value);
      }
    }
    level = next;
  }
  return found;
};

const pick = (entries: Map<string, unknown>, names: readonly string[]): unknown => {
  for (const name of names) {
    const value = entries.get(normalized(name));
    if (value !== undefined) return value;
  }
  return undefined;
};

const asNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const number = Number(value.replace(/\s/g, '').replace(',', '.'));
  return value.trim() !== '' && Number.isFinite(number) ? number : undefined;
};

/** Dates as YYYY-MM-DD; Creditsafe also writes YYYYMMDD. */
const asDate = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value.trim());
  const date = compact ? `${compact[1]}-${compact[2]}-${compact[3]}` : value.trim();
  return Number.isNaN(Date.parse(date)) ? undefined : date;
};

const asFlag = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value !== 0;
  if (typeof value !== 'string') return undefined;
  const word = normalized(value);
  if (['true', 'yes', 'ja', 'j', '1'].includes(word)) return true;
  if (['false', 'no', 'nej', 'n', '0'].includes(word)) return false;
  return undefined;
};

const converted = (kind: Kind, value: unknown): unknown => {
  if (value === undefined) return undefined;
  if (kind === 'number') return asNumber(value);
  if (kind === 'date') return asDate(value);
  if (kind === 'flag') return asFlag(value);
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : undefined;
};

const kindOf = (schema: z.ZodType): Kind => {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  if (inner instanceof z.ZodNumber) return 'number';
  if (inner instanceof z.ZodBoolean) return 'flag';
  return 'text';
};

const DATE_ITEM_FIELDS = new Set(['date', 'settledDate', 'acquired', 'from', 'to']);

/** One list item in the item's own shape, its fields found by name as in the report. */
const itemOf = (schema: z.ZodObject, raw: unknown): Record<string, unknown> | undefined => {
  if (!isRecord(raw)) return undefined;
  const entries = entriesOf(raw);
  const item: Record<string, unknown> = {};
  for (const [field, fieldSchema] of Object.entries(schema.shape)) {
    const kind = DATE_ITEM_FIELDS.has(field) ? 'date' : kindOf(fieldSchema as z.ZodType);
    const value = converted(kind, entries.get(normalized(field)));
    if (value !== undefined) item[field] = value;
  }
  return schema.safeParse(item).success ? item : undefined;
};

const listIn = (report: Record<string, unknown>, names: readonly string[]): unknown[] | undefined => {
  const wanted = new Set(names.map(normalized));
  let level: Record<string, unknown>[] = [report];
  for (let depth = 0; depth < 4 && level.length > 0; depth += 1) {
    const next: Record<string, unknown>[] = [];
    for (const section of level) {
      for (const [name, value] of Object.entries(section)) {
        if (Array.isArray(value) && wanted.has(normalized(name))) return value;
        if (isRecord(value)) next.push(value);
      }
    }
    level = next;
  }
  return undefined;
};

const setPath = (target: Record<string, unknown>, path: string, value: unknown) => {
  const [group, field] = path.split('.') as [string, string | undefined];
  if (field === undefined) {
    target[group] = value;
    return;
  }
  const existing = target[group];
  const object = isRecord(existing) ? existing : {};
  object[field] = value;
  target[group] = object;
};

/** A rejection code in the answer (a person not active in the register), as it affects the record. */
const statusFields = (status: CreditRegisterStatus | undefined): Partial<CreditInformationPerson> => {
  if (!status) return {};
  const date = asDate(status.detail?.split(',')[0] ?? '');
  return {
    registerStatus: status,
    ...(status.code === 'S2' ? { protectedIdentity: true } : {}),
    ...(status.code === 'S6' ? { emigrated: true, ...(date ? { emigrationDate: date } : {}) } : {}),
  };
};

/**
 * Our person record from a GetData report (possibly absent, when only a rejection code came back). A
 * group (bankruptcy, payment remarks, …) appears only when one of its parameters did; `bankruptcy` and
 * `debtRelief` need their flag, so a date alone does not make one.
 */
export const personFromCreditsafeReport = (
  personalNumber: string,
  report: Record<string, unknown> | undefined,
  status: CreditRegisterStatus | undefined,
): CreditInformationPerson => {
  const record: Record<string, unknown> = { personalNumber };
  if (report) {
    const entries = entriesOf(report);
    for (const [path, kind, names] of FIELDS) {
      const value = converted(kind, pick(entries, names));
      if (value !== undefined) setPath(record, path, value);
    }
    const gender = pick(entries, ['gender', 'sex']);
    if (typeof gender === 'string' && GENDERS[normalized(gender)])
      record.gender = GENDERS[normalized(gender)];
    for (const group of ['bankruptcy', 'debtRelief'] as const) {
      const value = record[group];
      const flag = group === 'bankruptcy' ? 'hasBankruptcy' : 'hasDebtRelief';
      if (isRecord(value) && typeof value[flag] !== 'boolean') delete record[group];
    }
    for (const [field, schema, names] of LISTS) {
      const raw = listIn(report, names);
      if (!raw) continue;
      record[field] = raw.flatMap((entry) => itemOf(schema, entry) ?? []);
    }
    if (Array.isArray(record.incomes))
      record.incomes = (record.incomes as { year: number }[]).sort((a, b) => b.year - a.year).slice(0, 3);
  }
  return CreditInformationPerson.parse({ ...record, ...statusFields(status) });
};
