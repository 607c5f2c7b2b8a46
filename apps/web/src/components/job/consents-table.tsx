import {
  CONSENT_STATE_LABELS,
  CONSENT_TYPE_LABELS,
  formatDateTime,
  type OrderConsentView,
} from '@granska/domain';
import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n/i18n';

export interface ConsentsTableProps {
  consents: readonly OrderConsentView[];
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** Shown instead of the table when the job has no consents. */
  empty: string;
  withTableBorder?: boolean;
}

/** A job's consents: type, state, when asked and when answered (the job building blocks). */
export const ConsentsTable = ({ consents, labelledBy, empty, withTableBorder }: ConsentsTableProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  if (consents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return (
    <Table aria-labelledby={labelledBy} withTableBorder={withTableBorder ?? false}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('job.consents.type')}</Table.Th>
          <Table.Th scope="col">{t('job.consents.state')}</Table.Th>
          <Table.Th scope="col">{t('job.consents.sent')}</Table.Th>
          <Table.Th scope="col">{t('job.consents.answered')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {consents.map((consent) => (
          <Table.Tr key={consent.id}>
            <Table.Td>{CONSENT_TYPE_LABELS[consent.consentType][language]}</Table.Td>
            <Table.Td>{CONSENT_STATE_LABELS[consent.state][language]}</Table.Td>
            <Table.Td>{formatDateTime(consent.createTime)}</Table.Td>
            <Table.Td>{consent.time ? formatDateTime(consent.time) : t('job.consents.notAnswered')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};
