import { z } from 'zod';
import { Gender } from '../enums';
import { IsoTimestamp } from './common';

/**
 * The credit-information person record (spec §3 lists its contents, not its names; ours are here).
 * Objects are loose: a provider's extra fields are kept, not dropped.
 */

export const CreditGuardian = z.looseObject({
  name: z.string().optional(),
  personalNumber: z.string().optional(),
});
export type CreditGuardian = z.infer<typeof CreditGuardian>;

export const BankruptcyAdministrator = z.looseObject({
  name: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  address: z.string().optional(),
});
export type BankruptcyAdministrator = z.infer<typeof BankruptcyAdministrator>;

export const Bankruptcy = z.looseObject({
  hasBankruptcy: z.boolean(),
  date: IsoTimestamp.optional(),
  administrator: BankruptcyAdministrator.optional(),
});
export type Bankruptcy = z.infer<typeof Bankruptcy>;

export const DebtRelief = z.looseObject({
  hasDebtRelief: z.boolean(),
  startDate: IsoTimestamp.optional(),
  endDate: IsoTimestamp.optional(),
});
export type DebtRelief = z.infer<typeof DebtRelief>;

/** AMAL = public claims ('allmänna mål'), EMAL = private claims ('enskilda mål'); sums in SEK. */
export const PaymentRemarks = z.looseObject({
  count: z.number().int().optional(),
  sum: z.number().optional(),
  amalCount: z.number().int().optional(),
  amalSum: z.number().optional(),
  emalCount: z.number().int().optional(),
  emalSum: z.number().optional(),
});
export type PaymentRemarks = z.infer<typeof PaymentRemarks>;

export const CreditScoring = z.looseObject({
  score: z.number().optional(),
  riskClass: z.string().optional(),
  probabilityOfDefault: z.number().optional(),
});
export type CreditScoring = z.infer<typeof CreditScoring>;

export const IncomeYear = z.looseObject({
  year: z.number().int(),
  income: z.number().optional(),
  capitalIncome: z.number().optional(),
  tax: z.number().optional(),
});
export type IncomeYear = z.infer<typeof IncomeYear>;

export const PropertyHoldings = z.looseObject({
  count: z.number().int().optional(),
  totalTaxValue: z.number().optional(),
});
export type PropertyHoldings = z.infer<typeof PropertyHoldings>;

export const Mortgages = z.looseObject({
  count: z.number().int().optional(),
  sum: z.number().optional(),
});
export type Mortgages = z.infer<typeof Mortgages>;

/** Credit applications (inquiries) registered on the person. */
export const ApplicationCounts = z.looseObject({
  last3Months: z.number().int().optional(),
  last12Months: z.number().int().optional(),
  total: z.number().int().optional(),
});
export type ApplicationCounts = z.infer<typeof ApplicationCounts>;

export const AddressHistoryEntry = z.looseObject({
  address: z.string().optional(),
  zip: z.string().optional(),
  town: z.string().optional(),
  from: IsoTimestamp.optional(),
  to: IsoTimestamp.optional(),
});
export type AddressHistoryEntry = z.infer<typeof AddressHistoryEntry>;

export const CompanyEngagement = z.looseObject({
  orgNo: z.string().optional(),
  companyName: z.string().optional(),
  role: z.string().optional(),
  companyStatus: z.string().optional(),
  from: IsoTimestamp.optional(),
  to: IsoTimestamp.optional(),
});
export type CompanyEngagement = z.infer<typeof CompanyEngagement>;

export const PropertyDetail = z.looseObject({
  designation: z.string().optional(),
  municipality: z.string().optional(),
  share: z.string().optional(),
  taxValue: z.number().optional(),
  acquired: IsoTimestamp.optional(),
});
export type PropertyDetail = z.infer<typeof PropertyDetail>;

export const ExtendedPropertyDetail = z.looseObject({
  designation: z.string().optional(),
  municipality: z.string().optional(),
  propertyType: z.string().optional(),
  area: z.number().optional(),
  taxValue: z.number().optional(),
  assessmentYear: z.number().int().optional(),
  mortgageSum: z.number().optional(),
  owners: z.number().int().optional(),
});
export type ExtendedPropertyDetail = z.infer<typeof ExtendedPropertyDetail>;

/** A claim at the enforcement authority: distraint, historical debt, private or public claim. */
export const CreditClaim = z.looseObject({
  date: IsoTimestamp.optional(),
  amount: z.number().optional(),
  creditor: z.string().optional(),
  caseNumber: z.string().optional(),
  claimType: z.string().optional(),
  settledDate: IsoTimestamp.optional(),
});
export type CreditClaim = z.infer<typeof CreditClaim>;

/**
 * The person's status in the population register when it is not active, as the provider reports it
 * (Creditsafe's rejection codes: S2 protected, S3 blocked, S4 deceased, S5 deregistered, S6 emigrated,
 * S7 new personal number; `detail` often holds the date).
 */
export const CreditRegisterStatus = z.looseObject({
  code: z.string(),
  text: z.string(),
  detail: z.string().optional(),
});
export type CreditRegisterStatus = z.infer<typeof CreditRegisterStatus>;

export const CreditInformationPerson = z.looseObject({
  personalNumber: z.string(),
  firstNames: z.string().optional(),
  givenName: z.string().optional(),
  lastName: z.string().optional(),
  address: z.string().optional(),
  coAddress: z.string().optional(),
  zip: z.string().optional(),
  town: z.string().optional(),
  county: z.string().optional(),
  community: z.string().optional(),
  gender: Gender.optional(),
  age: z.number().int().optional(),
  civilState: z.string().optional(),
  guardians: z.array(CreditGuardian).optional(),
  protectedIdentity: z.boolean().optional(),
  emigrated: z.boolean().optional(),
  emigrationDate: IsoTimestamp.optional(),
  registerStatus: CreditRegisterStatus.optional(),
  bankruptcy: Bankruptcy.optional(),
  debtRelief: DebtRelief.optional(),
  paymentRemarks: PaymentRemarks.optional(),
  scoring: CreditScoring.optional(),
  /** The latest assessed years, newest first; at most three. */
  incomes: z.array(IncomeYear).max(3).optional(),
  properties: PropertyHoldings.optional(),
  mortgages: Mortgages.optional(),
  applicationCounts: ApplicationCounts.optional(),
  addressHistory: z.array(AddressHistoryEntry).optional(),
  companyEngagements: z.array(CompanyEngagement).optional(),
  propertyDetails: z.array(PropertyDetail).optional(),
  extendedPropertyDetails: z.array(ExtendedPropertyDetail).optional(),
  distraintClaims: z.array(CreditClaim).optional(),
  historicalDebt: z.array(CreditClaim).optional(),
  privateClaims: z.array(CreditClaim).optional(),
  publicClaims: z.array(CreditClaim).optional(),
});
export type CreditInformationPerson = z.infer<typeof CreditInformationPerson>;
