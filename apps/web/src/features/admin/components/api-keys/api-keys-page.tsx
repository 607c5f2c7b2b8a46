import { type ApiKeyInfo, formatDateTime, shortId } from '@granska/domain';
import { Badge, Button, Group, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { DangerModal, SuccessModal } from '../../../../components/modals';
import { Pager } from '../../../../components/pager/pager';
import { useApiKeys } from '../../api/list-api-keys';
import { useCustomerChoices } from '../../api/list-customers';
import { useRevokeApiKey } from '../../api/revoke-api-key';
import { CustomerSelect, customerOptionLabel } from '../customer-select';
import { CreateApiKeyModal } from './create-api-key-modal';

/** A customer's API keys (`?customer=<id>`): list, create (the secret shown once) and revoke. */
export const ApiKeysPage = () => {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const customerId = params.get('customer');
  const choices = useCustomerChoices('');
  const customer = choices.data?.items.find((candidate) => candidate.id === customerId);
  const customerName = customer ? customerOptionLabel(customer) : customerId ? shortId(customerId) : '';

  return (
    <Stack component="section" aria-labelledby="admin-api-keys-title">
      <Title order={2} id="admin-api-keys-title">
        {t('admin.apiKeys.title')}
      </Title>
      <CustomerSelect
        label={t('admin.apiKeys.customer')}
        placeholder={t('admin.apiKeys.chooseCustomer')}
        by="id"
        value={customerId}
        onChange={(id) => setParams(id ? { customer: id } : {})}
      />
      {customerId ? (
        <CustomerApiKeys key={customerId} customerId={customerId} customerName={customerName} />
      ) : (
        <Text c="dimmed">{t('admin.apiKeys.noCustomer')}</Text>
      )}
    </Stack>
  );
};

const CustomerApiKeys = ({ customerId, customerName }: { customerId: string; customerName: string }) => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const keys = useApiKeys(customerId, page);
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
      {list && list.items.length === 0 ? (
        <Text c="dimmed">{t('admin.apiKeys.empty')}</Text>
      ) : list ? (
        <Table.ScrollContainer minWidth={800}>
          <Table striped>
            <Table.Caption>{t('admin.apiKeys.caption', { customer: customerName })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.apiKeys.columns.prefix')}</Table.Th>
                <Table.Th>{t('admin.apiKeys.columns.name')}</Table.Th>
                <Table.Th>{t('admin.apiKeys.columns.created')}</Table.Th>
                <Table.Th>{t('admin.apiKeys.columns.lastUsed')}</Table.Th>
                <Table.Th>{t('admin.apiKeys.columns.status')}</Table.Th>
                <Table.Th>{t('admin.apiKeys.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.items.map((key) => (
                <Table.Tr key={key.id}>
                  <Table.Td ff="monospace">{key.prefix}…</Table.Td>
                  <Table.Th scope="row" fw="normal">
                    {key.keyName}
                    {key.keyDescription && (
                      <Text size="xs" c="dimmed">
                        {key.keyDescription}
                      </Text>
                    )}
                  </Table.Th>
                  <Table.Td>{formatDateTime(key.created)}</Table.Td>
                  <Table.Td>
                    {key.lastUsed ? formatDateTime(key.lastUsed) : t('admin.apiKeys.neverUsed')}
                  </Table.Td>
                  <Table.Td>
                    {key.revoked ? (
                      <Badge color="gray" variant="light">
                        {t('admin.apiKeys.revokedAt', { date: formatDateTime(key.revoked) })}
                      </Badge>
                    ) : (
                      <Badge color="teal" variant="light">
                        {t('admin.apiKeys.active')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {!key.revoked && (
                      <Button size="compact-sm" variant="light" color="red" onClick={() => setRevoking(key)}>
                        {t('admin.apiKeys.revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {list && <Pager page={list.page} pages={list.pages} onChange={setPage} />}
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
