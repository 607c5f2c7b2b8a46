import {
  COLLECTED_FLAG_OF_TOPIC,
  COLLECTED_TEXT_FIELDS,
  type CollectedDataView,
  type CollectedFlag,
  type CollectedTextField,
  type CollectedVehicleFlag,
  type CollectionTopic,
  collectedFlagsOf,
  type SaveCollectedDataInput,
} from '@granska/domain';
import { serverFieldErrors as kitServerFieldErrors } from '../../../components/form/field-errors';
import type { Language } from '../../../i18n/merge-locales';

/**
 * The form's values and their way to and from the contract (api/collected-data.ts). Text fields are
 * strings as typed; numbers and dates are checked here before a request is made.
 */

export interface VehicleValues extends Record<CollectedVehicleFlag, boolean> {
  /** A stable React key for the row (not sent). */
  key: string;
  vehicle: string;
  regNr: string;
  modelYear: string;
  comment: string;
}

export interface LicenceValues {
  key: string;
  type: string;
  issuedDate: string;
}

/** The checkbox of each topic: the spec's collected flags, and citizenship's own. */
export type CollectedBox = CollectedFlag | 'citizenshipCollected';

export const collectedBoxOf = (topic: CollectionTopic): CollectedBox =>
  topic === 'citizenship' ? 'citizenshipCollected' : COLLECTED_FLAG_OF_TOPIC[topic];

export interface CollectedDataFormValues {
  text: Record<CollectedTextField, string>;
  vehicles: VehicleValues[];
  licences: LicenceValues[];
  collected: Record<CollectedBox, boolean>;
}

let rowCount = 0;
const rowKey = () => {
  rowCount += 1;
  return `row-${rowCount}`;
};

export const emptyVehicle = (): VehicleValues => ({
  key: rowKey(),
  vehicle: '',
  regNr: '',
  modelYear: '',
  comment: '',
  unpaidVehicleTax: false,
  unpaidRoadTrafficFee: false,
  inTrafic: false,
  drivingBan: false,
  leasing: false,
});

export const emptyLicence = (): LicenceValues => ({ key: rowKey(), type: '', issuedDate: '' });

/** A record as the form shows it (a record never saved has empty details). */
export const formValuesOf = (record: CollectedDataView): CollectedDataFormValues => {
  const details = record.collectedDataDetails ?? {};
  return {
    text: Object.fromEntries(COLLECTED_TEXT_FIELDS.map((field) => [field, details[field] ?? ''])) as Record<
      CollectedTextField,
      string
    >,
    vehicles: (details.vehicleOwnership ?? []).map((vehicle) => ({
      key: rowKey(),
      vehicle: vehicle.vehicle ?? '',
      regNr: vehicle.regNr ?? '',
      modelYear: vehicle.modelYear === undefined ? '' : String(vehicle.modelYear),
      comment: vehicle.comment ?? '',
      unpaidVehicleTax: vehicle.unpaidVehicleTax ?? false,
      unpaidRoadTrafficFee: vehicle.unpaidRoadTrafficFee ?? false,
      inTrafic: vehicle.inTrafic ?? false,
      drivingBan: vehicle.drivingBan ?? false,
      leasing: vehicle.leasing ?? false,
    })),
    licences: (details.driversLicense ?? []).map((licence) => ({
      key: rowKey(),
      type: licence.type ?? '',
      issuedDate: licence.issuedDate?.slice(0, 10) ?? '',
    })),
    collected: {
      ...collectedFlagsOf(record),
      citizenshipCollected: record.citizenshipState === 'DONE',
    },
  };
};

/** Where an error is shown: a row's field ('vehicles.0.modelYear') or a topic's checkbox. */
export type FormErrors = Partial<Record<string, { key: string } | { text: string }>>;

const MIN_MODEL_YEAR = 1900;
const MAX_MODEL_YEAR = 2100;

/** Form checks that spare a request: model years are years; dates come from the date input. */
export const validateForm = (values: CollectedDataFormValues): FormErrors => {
  const errors: FormErrors = {};
  values.vehicles.forEach((vehicle, index) => {
    const year = vehicle.modelYear.trim();
    if (year === '') return;
    const number = Number(year);
    if (!/^\d{4}$/.test(year) || number < MIN_MODEL_YEAR || number > MAX_MODEL_YEAR) {
      errors[`vehicles.${index}.modelYear`] = { key: 'dataCollector.form.errors.modelYear' };
    }
  });
  return errors;
};

/** Finishing needs every topic to collect marked as collected (the server checks it too). */
export const missingTopics = (
  topics: readonly CollectionTopic[],
  values: CollectedDataFormValues,
): CollectionTopic[] => topics.filter((topic) => !values.collected[collectedBoxOf(topic)]);

const optionalText = (value: string) => (value.trim() === '' ? undefined : value);

/** PUT /collecteddata/{id}'s body. `modified` is the record's as loaded: a save over a newer one is refused. */
export const saveRequest = (
  values: CollectedDataFormValues,
  options: { finish: boolean; modified: string },
): SaveCollectedDataInput => ({
  collectedDataDetails: {
    ...values.text,
    vehicleOwnership: values.vehicles.map((vehicle) => ({
      vehicle: vehicle.vehicle,
      regNr: vehicle.regNr,
      ...(vehicle.modelYear.trim() === '' ? {} : { modelYear: Number(vehicle.modelYear.trim()) }),
      unpaidVehicleTax: vehicle.unpaidVehicleTax,
      unpaidRoadTrafficFee: vehicle.unpaidRoadTrafficFee,
      inTrafic: vehicle.inTrafic,
      drivingBan: vehicle.drivingBan,
      leasing: vehicle.leasing,
      comment: vehicle.comment,
    })),
    driversLicense: values.licences.map((licence) => ({
      type: licence.type,
      ...(optionalText(licence.issuedDate) === undefined ? {} : { issuedDate: licence.issuedDate }),
    })),
  },
  ...values.collected,
  finish: options.finish,
  modified: options.modified,
});

/** The server's refusals per field (`body.educationCollected`, `body.collectedDataDetails.vehicleOwnership.0.modelYear`). */
export const serverFieldErrors = (error: unknown, language: Language): FormErrors =>
  Object.fromEntries(
    Object.entries(
      kitServerFieldErrors(
        error,
        (path) =>
          path
            .replace(/^body\./, '')
            .replace(/^collectedDataDetails\.vehicleOwnership\./, 'vehicles.')
            .replace(/^collectedDataDetails\.driversLicense\./, 'licences.')
            .replace(/^collectedDataDetails\./, 'text.'),
        language,
      ),
    ).map(([field, message]) => [field, { text: message }]),
  );
