import { PS_RENEWAL_WINDOW_DAYS, type PsRenewalRow } from '@granska/domain';
import { Button, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { linkColumn } from '../../../../components/list/columns';
import { DataTable } from '../../../../components/list/data-table';
import { ListFooter, Refetching } from '../../../../components/list/list-footer';
import { useKeepPageInRange, useListParams } from '../../../../components/list/use-list-params';
import { PageHeading } from '../../../../components/page-title/page-heading';
import { useRenewals } from '../../api/renewals-api';
import { personPath, renewalOrderPath } from '../../paths';
import { useSakRights } from '../../rights';
import { RenewalDue } from './renewal-due';

const TITLE_ID = 'sak-renewals-title';

/**
 * `/sak/renewals`: the customer's clearances overdue or due for renewal within 60 days, soonest first
 * (security-clearance-renewal.md), each linking to its card and, for SCOrderer, to the order of a new
 * security clearance.
 */
export const RenewalsPage = () => {
  const { t } = useTranslation();
  const rights = useSakRights();
  const params = useListParams({});
  const renewals = useRenewals(params.page, { enabled: rights.renewals });
  useKeepPageInRange(params, renewals.data?.pages);

  if (!rights.renewals) return <Text>{t('sak.renewals.noAccess')}</Text>;

  const content = () => {
    if (renewals.isPending) return <Loader size="sm" aria-label={t('sak.renewals.loading')} />;
    if (renewals.isError) return <ApiErrorAlert error={renewals.error} />;
    const list = renewals.data;
    return (
      <Stack gap="sm">
        <DataTable<PsRenewalRow>
          rows={list.items}
          rowKey={(row) => `${row.personId}-${row.securityClass}`}
          labelledBy={TITLE_ID}
          empty={t('sak.renewals.empty', { days: PS_RENEWAL_WINDOW_DAYS })}
          minWidth={720}
          columns={[
            linkColumn<PsRenewalRow>('name', t('sak.renewals.columns.name'), (row) => ({
              to: personPath(row.personId),
              label: row.name,
            })),
            {
              key: 'class',
              header: t('sak.renewals.columns.securityClass'),
              cell: (row) => t('sak.securityClassNumber', { number: row.securityClass }),
            },
            { key: 'cleared', header: t('sak.renewals.columns.cleared'), cell: (row) => row.cleared },
            {
              key: 'due',
              header: t('sak.renewals.columns.due'),
              sorted: 'ascending',
              cell: (row) => <RenewalDue renewal={row} window={PS_RENEWAL_WINDOW_DAYS} />,
            },
            ...(rights.orderRenewal
              ? [
                  {
                    key: 'order',
                    header: t('sak.renewals.columns.order'),
                    cell: (row: PsRenewalRow) => (
                      <Button
                        component={Link}
                        to={renewalOrderPath(row.personId)}
                        size="xs"
                        variant="light"
                        aria-label={t('sak.renewals.orderFor', { name: row.name })}
                      >
                        {t('sak.renewals.order')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {list.items.length > 0 && (
          <ListFooter
            total={t('sak.renewals.total', { count: list.total })}
            list={list}
            onPage={params.setPage}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack component="section" aria-labelledby={TITLE_ID} gap="md">
      <PageHeading id={TITLE_ID}>{t('sak.renewals.title')}</PageHeading>
      <Text>{t('sak.renewals.intro', { days: PS_RENEWAL_WINDOW_DAYS })}</Text>
      <Refetching query={renewals} label={t('sak.renewals.loading')} />
      {content()}
    </Stack>
  );
};
