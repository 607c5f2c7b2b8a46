import { z } from 'zod';
import {
  Checkpoint,
  CollectedDataStatus,
  ConsentState,
  ConsentType,
  Gender,
  InterviewType,
  JobState,
  ScheduleType,
  Service,
  SubjectType,
} from '../enums';
import { EntityId, Flag, IsoTimestamp, Setting } from './common';

export const Assignment = z.object({
  fromUser: z.string().optional(),
  toUser: z.string().optional(),
  time: IsoTimestamp.optional(),
});
export type Assignment = z.infer<typeof Assignment>;

export const JobStateLogEntry = z.object({
  time: IsoTimestamp,
  state: JobState,
  assignedAnalyst: z.string().optional(),
});
export type JobStateLogEntry = z.infer<typeof JobStateLogEntry>;

export const Consent = z.object({
  createTime: IsoTimestamp.optional(),
  time: IsoTimestamp.optional(),
  approved: z.boolean().optional(),
  url: z.string().optional(),
  state: ConsentState.optional(),
  consentType: ConsentType.optional(),
  consentKey: z.string().optional(),
  pollGuid: z.string().optional(),
  modified: IsoTimestamp.optional(),
  fetchStatus: z.string().optional(),
});
export type Consent = z.infer<typeof Consent>;

export const LfdDetails = z.object({
  parentOrderId: z.string().optional(),
  sequenceNumber: z.number().int().optional(),
  followUp: z.boolean().optional(),
  followUpLfdCheckPoints: z.array(Checkpoint).optional(),
  followUpApproved: z.boolean().optional(),
  ScheduleID: z.string().optional(),
  activationTime: IsoTimestamp.optional(),
});
export type LfdDetails = z.infer<typeof LfdDetails>;

export const ScDetails = z.object({
  surveyId: z.string().optional(),
  /** How many survey answers were flagged; compared with the customer's psConfig.flagLimit. */
  flags: z.number().optional(),
  scheduleApproved: z.boolean().optional(),
  activationTime: IsoTimestamp.optional(),
  scheduleId: z.string().optional(),
  followUp: z.boolean().optional(),
  skipSurveySigning: z.boolean().optional(),
});
export type ScDetails = z.infer<typeof ScDetails>;

export const Schedule = z.object({
  scheduleId: z.string().optional(),
  activationTime: IsoTimestamp.optional(),
  scheduleType: ScheduleType.optional(),
});
export type Schedule = z.infer<typeof Schedule>;

export const SpiDetails = z.object({
  spiLeaderId: z.string().optional(),
  date: IsoTimestamp.optional(),
  comment: z.string().optional(),
  reporting: Setting.optional(),
  assignments: z.array(Assignment).optional(),
  refCheckId: z.string().optional(),
  spiType: InterviewType.optional(),
});
export type SpiDetails = z.infer<typeof SpiDetails>;

export const RiscGrades = z.object({
  overallGrade: z.number().optional(),
  lawGrade: z.number().optional(),
  economyGrade: z.number().optional(),
  companyGrade: z.number().optional(),
  internetGrade: z.number().optional(),
});
export type RiscGrades = z.infer<typeof RiscGrades>;

export const ScreeningCheckpoint = z.object({
  checkpoint: Checkpoint,
  cost: z.number().optional(),
  checked: z.boolean().optional(),
  standardChecked: z.boolean().optional(),
  dataCollectorComment: z.string().optional(),
  checkpointCollected: z.boolean().optional(),
  checkpointStarted: z.boolean().optional(),
});
export type ScreeningCheckpoint = z.infer<typeof ScreeningCheckpoint>;

/** A background-check job (spec §3). */
export const Job = z.object({
  id: EntityId.optional(),
  orderId: z.string().optional(),
  baseInfoId: z.string().optional(),
  customerId: z.string().optional(),
  invoiceCompany: z.string().optional(),
  orderInstruction: z.string().optional(),
  /** The analyst handling the job. */
  staffId: z.string().optional(),
  assignments: z.array(Assignment).optional(),
  jobStateLog: z.array(JobStateLogEntry).optional(),
  consents: z.array(Consent).optional(),
  progress: z.number().optional(),
  finalized: z.boolean().optional(),
  currState: JobState.optional(),
  prevState: JobState.optional(),
  createTime: IsoTimestamp.optional(),
  extendedGDPR: z.boolean().optional(),
  service: Service.optional(),
  position: z.string().optional(),
  description: z.string().optional(),
  gender: Gender.optional(),
  ageGroup: z.string().optional(),
  screeningQuestions: z.array(z.string()).optional(),
  screeningCheckpoints: z.array(ScreeningCheckpoint).optional(),
  verifyFormerEmployer: z.boolean().optional(),
  verifyEducation: z.boolean().optional(),
  collectedDataStatus: CollectedDataStatus.optional(),
  criminalRecordStatus: z.string().optional(),
  lfdDetails: LfdDetails.optional(),
  scDetails: ScDetails.optional(),
  schedules: z.array(Schedule).optional(),
  type: SubjectType.optional(),
  orgNo: z.string().optional(),
  orgName: z.string().optional(),
  SSN: z.string().optional(),
  name: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  storageGuid: z.string().optional(),
  storagePath: z.string().optional(),
  cryptoKey: z.string().optional(),
  costCenter: z.string().optional(),
  webhookURL: z.string().optional(),
  delivered: z.boolean().optional(),
  baseInquiry: Setting.optional(),
  spiDetails: SpiDetails.optional(),
  performReferenceCheck: z.boolean().optional(),
  /** The SPI date the customer asked for when ordering. */
  spiDate: IsoTimestamp.optional(),
  flag: Flag.optional(),
  riscGrades: RiscGrades.optional(),
  manualApproval: z.boolean().optional(),
  linkedIn: z.string().optional(),
  coordinatorNotes: z.string().optional(),
});
export type Job = z.infer<typeof Job>;

/** A background-check order: one or more jobs ordered together (spec §3). */
export const BackgroundCheckOrder = z.object({
  id: EntityId.optional(),
  ordered: z.boolean().optional(),
  finalized: z.boolean().optional(),
  discount: z.number().optional(),
  type: SubjectType.optional(),
  name: z.string().optional(),
  customerId: z.string().optional(),
  customerOrderer: z.string().optional(),
  customerRecipients: z.array(z.string()).optional(),
  jobs: z.array(Job).optional(),
  timestamp: IsoTimestamp.optional(),
  progress: z.number().optional(),
});
export type BackgroundCheckOrder = z.infer<typeof BackgroundCheckOrder>;
