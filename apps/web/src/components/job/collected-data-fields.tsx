import {
  COLLECTED_TEXT_FIELDS,
  COLLECTED_VEHICLE_FLAGS,
  type CollectedDataDetailsInput,
  type DriversLicenseInput,
  type VehicleOwnershipInput,
} from '@granska/domain';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../list/data-table';
import { Fact, Facts } from './facts';

/**
 * What the data collector filled in, read-only: the free-text fields (COLLECTED_TEXT_FIELDS, the
 * domain's order), the driver's licences and the vehicles.
 */
export const CollectedDataFields = ({ details }: { details: CollectedDataDetailsInput | null }) => {
  const { t } = useTranslation();
  const none = t('job.none');
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? none : value ? t('job.yes') : t('job.no');
  if (!details) return <Text c="dimmed">{t('job.collected.empty')}</Text>;
  // Licences and vehicles have no id and are read-only here: their position identifies them.
  const licences = (details.driversLicense ?? []).map((licence, index) => ({ ...licence, index }));
  const vehicles = (details.vehicleOwnership ?? []).map((vehicle, index) => ({ ...vehicle, index }));
  return (
    <Stack gap="md">
      <Facts cols={2}>
        {COLLECTED_TEXT_FIELDS.map((field) => (
          <Fact key={field} label={t(`job.collected.field.${field}`)}>
            {details[field]?.trim() ? details[field] : none}
          </Fact>
        ))}
      </Facts>
      {licences.length > 0 && (
        <DataTable
          label={t('job.collected.licences')}
          rows={licences}
          rowKey={(licence) => String(licence.index)}
          empty={null}
          minWidth={0}
          striped={false}
          columns={[
            {
              key: 'type',
              header: t('job.collected.licence.type'),
              cell: (licence: DriversLicenseInput) => licence.type || none,
            },
            {
              key: 'issuedDate',
              header: t('job.collected.licence.issuedDate'),
              cell: (licence: DriversLicenseInput) => licence.issuedDate || none,
            },
          ]}
        />
      )}
      {vehicles.length > 0 && (
        <DataTable
          label={t('job.collected.vehicles')}
          rows={vehicles}
          rowKey={(vehicle) => String(vehicle.index)}
          empty={null}
          minWidth={900}
          striped={false}
          columns={[
            {
              key: 'vehicle',
              header: t('job.collected.vehicle.vehicle'),
              cell: (vehicle: VehicleOwnershipInput) => vehicle.vehicle || none,
            },
            {
              key: 'regNr',
              header: t('job.collected.vehicle.regNr'),
              cell: (vehicle: VehicleOwnershipInput) => vehicle.regNr || none,
            },
            {
              key: 'modelYear',
              header: t('job.collected.vehicle.modelYear'),
              cell: (vehicle: VehicleOwnershipInput) => vehicle.modelYear ?? none,
            },
            ...COLLECTED_VEHICLE_FLAGS.map((flag) => ({
              key: flag,
              header: t(`job.collected.vehicle.${flag}`),
              cell: (vehicle: VehicleOwnershipInput) => yesNo(vehicle[flag]),
            })),
            {
              key: 'comment',
              header: t('job.collected.vehicle.comment'),
              cell: (vehicle: VehicleOwnershipInput) => vehicle.comment || none,
            },
          ]}
        />
      )}
    </Stack>
  );
};
