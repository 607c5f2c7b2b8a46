import {
  CITIZENSHIP_STATE_LABELS,
  COLLECTED_DATA_STATUS_LABELS,
  type CollectedDataDetailsInput,
  type CollectedDataView,
  isTopicCollected,
} from '@granska/domain';
import { Badge, Center, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { currentLanguage } from '../../../i18n/i18n';
import { useJobCollectedData } from '../api/collected-data';
import { Fact, Facts } from './facts';

const TEXT_FIELDS = [
  'verifyEducation',
  'verifyEmployer',
  'extraQuestion',
  'debtHistorySixRegister',
  'citizenship',
  'driversLicenseComment',
  'other',
] as const satisfies readonly (keyof CollectedDataDetailsInput)[];

const VEHICLE_FLAGS = [
  'unpaidVehicleTax',
  'unpaidRoadTrafficFee',
  'inTrafic',
  'drivingBan',
  'leasing',
] as const;

const Details = ({ record }: { record: CollectedDataView }) => {
  const { t } = useTranslation();
  const details = record.collectedDataDetails;
  const none = t('analyst.none');
  const yesNo = (value: boolean | undefined) =>
    value === undefined ? none : value ? t('analyst.base.yes') : t('analyst.base.no');
  if (!details) return <Text c="dimmed">{t('analyst.collected.empty')}</Text>;
  const vehicles = details.vehicleOwnership ?? [];
  const licences = details.driversLicense ?? [];
  return (
    <Stack gap="md">
      <Facts cols={2}>
        {TEXT_FIELDS.map((field) => (
          <Fact key={field} label={t(`analyst.collected.field.${field}`)}>
            {details[field]?.trim() ? details[field] : none}
          </Fact>
        ))}
      </Facts>
      {licences.length > 0 && (
        <Table aria-label={t('analyst.collected.licences')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('analyst.collected.licence.type')}</Table.Th>
              <Table.Th scope="col">{t('analyst.collected.licence.issuedDate')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {licences.map((licence, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: licences have no id; the list is read-only
              <Table.Tr key={index}>
                <Table.Td>{licence.type || none}</Table.Td>
                <Table.Td>{licence.issuedDate || none}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {vehicles.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table aria-label={t('analyst.collected.vehicles')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('analyst.collected.vehicle.vehicle')}</Table.Th>
                <Table.Th scope="col">{t('analyst.collected.vehicle.regNr')}</Table.Th>
                <Table.Th scope="col">{t('analyst.collected.vehicle.modelYear')}</Table.Th>
                {VEHICLE_FLAGS.map((flag) => (
                  <Table.Th scope="col" key={flag}>
                    {t(`analyst.collected.vehicle.${flag}`)}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{t('analyst.collected.vehicle.comment')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {vehicles.map((vehicle, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: vehicles have no id; the list is read-only
                <Table.Tr key={index}>
                  <Table.Td>{vehicle.vehicle || none}</Table.Td>
                  <Table.Td>{vehicle.regNr || none}</Table.Td>
                  <Table.Td>{vehicle.modelYear ?? none}</Table.Td>
                  {VEHICLE_FLAGS.map((flag) => (
                    <Table.Td key={flag}>{yesNo(vehicle[flag])}</Table.Td>
                  ))}
                  <Table.Td>{vehicle.comment || none}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};

/** Insamlad data: the data collector's record for the job, read-only. */
export const CollectedDataTab = ({ jobId }: { jobId: string }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const record = useJobCollectedData(jobId);
  if (record.isPending) {
    return (
      <Center py="lg">
        <Loader aria-label={t('analyst.collected.loading')} />
      </Center>
    );
  }
  if (record.isError) return <ApiErrorAlert error={record.error} />;
  if (record.data === null) return <Text c="dimmed">{t('analyst.collected.none')}</Text>;
  const data = record.data;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Facts>
          <Fact label={t('analyst.collected.status')}>
            {COLLECTED_DATA_STATUS_LABELS[data.status][language]}
          </Fact>
          <Fact label={t('analyst.collected.collector')}>{data.dataCollectorEmail ?? t('analyst.none')}</Fact>
          <Fact label={t('analyst.collected.citizenshipState')}>
            {CITIZENSHIP_STATE_LABELS[data.citizenshipState][language]}
          </Fact>
        </Facts>
        <Text size="xs" c="dimmed" mt="sm">
          {t('analyst.collected.topics')}
        </Text>
        <Group gap="xs" mt={4}>
          {data.topics.map((topic) => {
            const collected = isTopicCollected(data, topic);
            return (
              <Badge key={topic} color={collected ? 'teal' : 'gray'} variant="light">
                {t(`analyst.collected.topic.${topic}`)}:{' '}
                {collected ? t('analyst.collected.collectedYes') : t('analyst.collected.collectedNo')}
              </Badge>
            );
          })}
        </Group>
      </Paper>
      <Paper withBorder p="md">
        <Title order={3} size="h5" mb="sm">
          {t('analyst.collected.details')}
        </Title>
        <Details record={data} />
      </Paper>
    </Stack>
  );
};
