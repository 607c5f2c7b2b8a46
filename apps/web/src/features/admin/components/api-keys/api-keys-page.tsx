import { type ApiKeyInfo, formatDateTime, shortId } from '@granska/domain';
import { Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../../components/list/data-table';
import {
  type ListParams,
  useKeepPageInRange,
  useListParams,
} from '../../../../components/list/use-list-params';
import { DangerModal, SuccessModal } from '../../../../components/modals';
import { PageHeading } from '../../../../components/page-title/page-heading';
import { Pager } from '../../../../components/pager/pager';
import { useApiKeys } from '../../api/list-api-keys';
import { useCustomerChoices } from '../../api/list-customers';
import { useRevokeApiKey } from '../../api/revoke-api-key';
import { CustomerSelect, customerOptionLabel } from '../customer-select';
import { CreateApiKeyModal } from './create-api-key-modal';

/** A customer's API keys (`?customer=<id>`): list, create (the secret shown once) and revoke. */
export const ApiKeysPage = () => {
  const { t } = useTranslation();
  const params = useListParams({ customer: 'any' });
  const customerId = params.filters.customer;
  const choices = useCustomerChoices('');
  const customer = choices.data?.items.find((candidate) => candidate.id === customerId);
  const customerName = customer ? customerOptionLabel(customer) : customerId ? shortId(customerId) : '';

  return (
    <Stack component="section" aria-labelledby="admin-api-keys-title">
      <PageHeading id="admin-api-keys-title">{t('admin.apiKeys.title')}</PageHeading>
      <CustomerSelect
        label={t('admin.apiKeys.customer')}
        placeholder={t('admin.apiKeys.chooseCustomer')}
        by="id"
        value={customerId}
        onChange={(id) => params.setFilter('customer', id)}
      />
      {customerId ? (
        <CustomerApiKeys key={customerId} customerId={customerId} customerName={customerName} list={params} />
      ) : (
        <Text c="dimmed">{t('admin.apiKeys.noCustomer')}</Text>
      )}
    </Stack>
  );
};

interface CustomerApiKeysProps {
  customerId: string;
  customerName: string;
  /** The page's list parameters: the page in the address. */
  list: ListParams<'customer'>;
}

const CustomerApiKeys = ({ customerId, customerName, list: params }: CustomerApiKeysProps) => {
  const { t } = useTranslation();
  const keys = useApiKeys(customerId, params.page);
  useKeepPageInRange(params, keys.data?.pages);
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyInfo | null>(null);
  const [revoked, setRevoked] = useState(false);
  const list = keys.data;

  return (
    <Stack>
      <Group justify="space-between">
        {keys.isFetching ? <Loader size="sm" aria-label={t('admin.apiKeys.loading')} /> : <span />}
        <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('admin.apiKeys.create')}
        </Button>
      </Group>
      <ApiErrorAlert error={keys.error ?? revoke.error} />
      {list && (
        <DataTable
          rows={list.items}
          rowKey={(key) => key.id}
          empty={t('admin.apiKeys.empty')}
          minWidth={800}
          caption={t('admin.apiKeys.caption', { customer: customerName })}
          columns={[
            {
              key: 'prefix',
              header: t('admin.apiKeys.columns.prefix'),
              cell: (key) => (
                <Text span inherit ff="monospace">
                  {key.prefix}…
                </Text>
              ),
            },
            {
              key: 'name',
              header: t('admin.apiKeys.columns.name'),
              rowHeader: true,
              cell: (key) => (
                <>
                  {key.keyName}
                  {key.keyDescription && (
                    <Text size="xs" c="dimmed">
                      {key.keyDescription}
                    </Text>
                  )}
                </>
              ),
            },
            {
              key: 'created',
              header: t('admin.apiKeys.columns.created'),
              cell: (key) => formatDateTime(key.created),
            },
            {
              key: 'lastUsed',
              header: t('admin.apiKeys.columns.lastUsed'),
              cell: (key) => (key.lastUsed ? formatDateTime(key.lastUsed) : t('admin.apiKeys.neverUsed')),
            },
            {
              key: 'status',
              header: t('admin.apiKeys.columns.status'),
              cell: (key) =>
                key.revoked ? (
                  <Badge color="gray" variant="light">
                    {t('admin.apiKeys.revokedAt', { date: formatDateTime(key.revoked) })}
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light">
                    {t('admin.apiKeys.active')}
                  </Badge>
                ),
            },
            {
              key: 'actions',
              header: t('admin.apiKeys.columns.actions'),
              cell: (key) =>
                !key.revoked && (
                  <Button size="compact-sm" variant="light" color="red" onClick={() => setRevoking(key)}>
                    {t('admin.apiKeys.revoke')}
                  </Button>
                ),
            },
          ]}
        />
      )}
      {list && <Pager page={list.page} pages={list.pages} onChange={params.setPage} />}
      {creating && <CreateApiKeyModal customerId={customerId} onClose={() => setCreating(false)} />}
      <DangerModal
        opened={revoking !== null}
        title={t('admin.apiKeys.revokeTitle')}
        message={t('admin.apiKeys.revokeMessage', {
          name: revoking?.keyName ?? '',
          prefix: revoking?.prefix ?? '',
        })}
        deleteLabel={t('admin.apiKeys.revoke')}
        loading={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onDelete={() => {
          if (!revoking) return;
          revoke.mutate(
            { id: revoking.id },
            { onSuccess: () => setRevoked(true), onSettled: () => setRevoking(null) },
          );
        }}
      />
      <SuccessModal
        opened={revoked}
        onClose={() => setRevoked(false)}
        title={t('admin.apiKeys.revokeDone')}
      />
    </Stack>
  );
};
