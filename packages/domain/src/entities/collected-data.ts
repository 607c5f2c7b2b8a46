import { z } from 'zod';
import { CitizenshipState, CollectedDataStatus, Service } from '../enums';
import { EntityId, IsoTimestamp } from './common';

/** One vehicle the person owns. */
export const VehicleOwnership = z.object({
  vehicle: z.string().optional(),
  regNr: z.string().optional(),
  modelYear: z.number().int().optional(),
  unpaidVehicleTax: z.boolean().optional(),
  unpaidRoadTrafficFee: z.boolean().optional(),
  inTrafic: z.boolean().optional(),
  drivingBan: z.boolean().optional(),
  leasing: z.boolean().optional(),
  comment: z.string().optional(),
});
export type VehicleOwnership = z.infer<typeof VehicleOwnership>;

/** One licence class the person holds ('B', 'C1', ...). */
export const DriversLicense = z.object({
  type: z.string().optional(),
  issuedDate: IsoTimestamp.optional(),
});
export type DriversLicense = z.infer<typeof DriversLicense>;

export const CollectedDataDetails = z.object({
  verifyEducation: z.string().optional(),
  verifyEmployer: z.string().optional(),
  extraQuestion: z.string().optional(),
  debtHistorySixRegister: z.string().optional(),
  citizenship: z.string().optional(),
  other: z.string().optional(),
  driversLicenseComment: z.string().optional(),
  vehicleOwnership: z.array(VehicleOwnership).optional(),
  driversLicense: z.array(DriversLicense).optional(),
});
export type CollectedDataDetails = z.infer<typeof CollectedDataDetails>;

/** A data collector's record for one job (spec §3); the per-topic flags say what has been collected. */
export const CollectedData = z.object({
  id: EntityId.optional(),
  createTime: IsoTimestamp.optional(),
  status: CollectedDataStatus.optional(),
  dataCollectorUserId: z.string().optional(),
  dataCollectorEmail: z.string().optional(),
  collectedDataDetails: CollectedDataDetails.optional(),
  jobId: z.string().optional(),
  jobType: Service.optional(),
  customerName: z.string().optional(),
  deadline: IsoTimestamp.optional(),
  verifyFormerEmployer: z.boolean().optional(),
  verifyEducation: z.boolean().optional(),
  debtHistoryCollected: z.boolean().optional(),
  vehicleOwnershipCollected: z.boolean().optional(),
  driversLicenseCollected: z.boolean().optional(),
  employerCollected: z.boolean().optional(),
  educationCollected: z.boolean().optional(),
  extraQuestionCollected: z.boolean().optional(),
  sanctionListCollected: z.boolean().optional(),
  tradingProhibitionCollected: z.boolean().optional(),
  isChecked: z.boolean().optional(),
  customerId: z.string().optional(),
  editor: z.string().optional(),
  citizenshipState: CitizenshipState.optional(),
});
export type CollectedData = z.infer<typeof CollectedData>;
