import {
  CONSENT_STATE_LABELS,
  CONSENT_TYPE_LABELS,
  formatDate,
  JOB_STATE_LABELS,
  type OrderJobView,
  type OrderView,
  SERVICE_LABELS,
  shortId,
} from '@granska/domain';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DeadlineText } from '../../../components/deadline-text/deadline-text';
import { currentLanguage } from '../../../i18n/i18n';
import { orderPath } from '../paths';
import { consentStatus } from './job-status';

export interface OrderRow {
  order: OrderView;
  job: OrderJobView;
}

const ConsentCell = ({ job }: { job: OrderJobView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const status = consentStatus(job);
  if (!status) return <>{t('backgroundCheck.none')}</>;
  return (
    <>
      {status.withdrawn
        ? CONSENT_TYPE_LABELS.WithdrawnConsent[language]
        : CONSENT_STATE_LABELS[status.state][language]}
    </>
  );
};

/** One row per job (a person checked); the name opens the order. */
export const OrdersTable = ({ rows, labelledBy }: { rows: readonly OrderRow[]; labelledBy: string }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const none = t('backgroundCheck.none');
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('backgroundCheck.list.columns.order')}</Table.Th>
            <Table.Th scope="col">{t('backgroundCheck.list.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('backgroundCheck.list.columns.service')}</Table.Th>
            <Table.Th scope="col">{t('backgroundCheck.list.columns.position')}</Table.Th>
            <Table.Th scope="col">{t('backgroundCheck.list.columns.state')}</Table.Th>
            <Table.Th scope="col">{t('backgroundCheck.list.columns.consent')}</Table.Th>
            <Table.Th scope="col">{t('backgroundCheck.list.columns.orderDate')}</Table.Th>
            <Table.Th scope="col">{t('backgroundCheck.list.columns.deadline')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ order, job }) => (
            <Table.Tr key={job.id}>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {shortId(order.id)}
                </Text>
              </Table.Td>
              <Table.Th scope="row" fw="normal">
                <Anchor component={Link} to={orderPath(order.id)} size="sm">
                  {job.name || t('backgroundCheck.list.unnamed')}
                </Anchor>
              </Table.Th>
              <Table.Td>{SERVICE_LABELS[job.service][language]}</Table.Td>
              <Table.Td>{job.position || none}</Table.Td>
              <Table.Td>{JOB_STATE_LABELS[job.currState][language]}</Table.Td>
              <Table.Td>
                <ConsentCell job={job} />
              </Table.Td>
              <Table.Td>{job.orderDate ? formatDate(job.orderDate) : none}</Table.Td>
              <Table.Td>
                <DeadlineText deadline={job.deadline} status={job.deadlineStatus} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
