import { z } from 'zod';
import { Checkpoint, DeletionPolicy, MotivationTheme, Service } from '../enums';
import { CustomerService } from '../permissions';
import { EntityId, Flag, IsoTimestamp, Setting } from './common';
import { ScreeningCheckpoint } from './job';

export const CustContact = z.object({
  custNo: z.string().optional(),
  ccName: z.string().optional(),
  ccAdress: z.string().optional(),
  ccPhone: z.string().optional(),
  ccEmail: z.string().optional(),
});
export type CustContact = z.infer<typeof CustContact>;

export const CustBillingData = z.object({
  billingAdress: z.string().optional(),
  billingVolume: z.number().optional(),
  billingPeriod: z.string().optional(),
  billingReference: z.string().optional(),
  billingCustAccount: z.string().optional(),
  billingSriAccount: z.string().optional(),
  billingDiscount: z.number().optional(),
});
export type CustBillingData = z.infer<typeof CustBillingData>;

export const BkConfig = z.object({
  checkCitizenship: z.boolean().optional(),
  flag: Flag.optional(),
  riscOrderer: z.boolean().optional(),
  riscRecipient: z.boolean().optional(),
  orderInstructions: z.string().optional(),
  enableCriminalRecord: z.boolean().optional(),
  showVerifyEmployer: z.boolean().optional(),
});
export type BkConfig = z.infer<typeof BkConfig>;

export const LfdConfig = z.object({
  /** Months between LFD follow-ups. */
  followUpLfdInterval: z.number().optional(),
  followUpLfdStandard: Setting.optional(),
  followUpLfdCheckPoints: z.array(Checkpoint).optional(),
  enableCriminalRecord: z.boolean().optional(),
});
export type LfdConfig = z.infer<typeof LfdConfig>;

export const PsConfig = z.object({
  checkCitizenship: z.boolean().optional(),
  lawIncluded: z.boolean().optional(),
  omitConsent: z.boolean().optional(),
  followUpGu: z.boolean().optional(),
  flagLimit: z.number().optional(),
  riscOrderer: z.boolean().optional(),
  riscRecipient: z.boolean().optional(),
  spiReporting: Setting.optional(),
  scsQuestionIds: z.array(z.string()).optional(),
  deletionPolicy: DeletionPolicy.default('RETAIN'),
  orderInstructions: z.string().optional(),
  verifyFormerEmployerSetting: Setting.optional(),
  hideEmployerField: z.boolean().optional(),
  verifyEducationSetting: Setting.optional(),
  hideEducationField: z.boolean().optional(),
  enableInterviewSettings: z.boolean().optional(),
  sriPerformsInterview: z.boolean().default(true),
  enableReferenceCheckSettings: z.boolean().optional(),
  hideReferenceCheckField: z.boolean().optional(),
  sriPerformsReferenceCheck: z.boolean().default(true),
  enableCriminalRecord: z.boolean().optional(),
  showVerifyEmployer: z.boolean().optional(),
});
export type PsConfig = z.infer<typeof PsConfig>;

export const RtConfig = z.object({
  alternativePsText: z.string().optional(),
});
export type RtConfig = z.infer<typeof RtConfig>;

export const CustomerMotivation = z.object({
  theme: MotivationTheme,
  text: z.string().optional(),
});
export type CustomerMotivation = z.infer<typeof CustomerMotivation>;

export const Customer = z.object({
  id: EntityId.optional(),
  custNo: z.string().optional(),
  custName: z.string().optional(),
  custContact: CustContact.optional(),
  custAdress: z.string().optional(),
  custOrgNo: z.string().optional(),
  custBillingData: CustBillingData.optional(),
  custMotivations: z.array(CustomerMotivation).optional(),
  positionAnalysis: z.string().optional(),
  screeningQuestions: z.array(z.string()).optional(),
  bkConfig: BkConfig.optional(),
  lfdConfig: LfdConfig.optional(),
  psConfig: PsConfig.optional(),
  rtConfig: RtConfig.optional(),
  modified: IsoTimestamp.optional(),
  flag: Flag.optional(),
  /** The services the customer has (spec §6): entries of the login-service tree. */
  access: z.array(CustomerService).optional(),
  invoiceCompanies: z.array(z.string()).optional(),
  showVerifyEmployer: z.boolean().optional(),
  screeningCheckpoints: z.array(ScreeningCheckpoint).optional(),
  screeningStandard: z.string().optional(),
  serviceCost: z.partialRecord(Service, z.number()).optional(),
  notes: z.string().optional(),
  /** Set by an admin: the customer's created jobs stay out of the created queue (spec §6, §9). */
  hiddenCustomer: z.boolean().optional(),
  /** Set by an admin: a customer used for testing (spec §6, §9). */
  testCustomer: z.boolean().optional(),
});
export type Customer = z.infer<typeof Customer>;
