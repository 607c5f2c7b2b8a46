import { CUSTOMER_SERVICE_LABELS, type CustomerResult, shortId } from '@granska/domain';
import { Badge, Button, Group, Loader } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../../components/list/data-table';
import { ListSearch } from '../../../../components/list/list-search';
import { ListSection } from '../../../../components/list/list-section';
import { useKeepPageInRange, useListParams } from '../../../../components/list/use-list-params';
import { DangerModal, SuccessModal } from '../../../../components/modals';
import { Pager } from '../../../../components/pager/pager';
import { currentLanguage } from '../../../../i18n/i18n';
import { useDeleteCustomer } from '../../api/delete-customer';
import { useCustomers } from '../../api/list-customers';

interface ListState {
  /** Set by the editor after it deleted a customer. */
  deleted?: string;
}

/** Spec §2 admin: customers with the spec §5 search and the pager (10 a page, server paging). */
export const CustomersPage = () => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const location = useLocation();
  const navigate = useNavigate();
  const params = useListParams({});
  const customers = useCustomers({ search: params.search, page: params.page });
  useKeepPageInRange(params, customers.data?.pages);
  const remove = useDeleteCustomer();
  const [deleting, setDeleting] = useState<CustomerResult | null>(null);
  const [deleted, setDeleted] = useState(() => (location.state as ListState | null)?.deleted !== undefined);
  const list = customers.data;

  return (
    <ListSection
      titleId="admin-customers-title"
      title={t('admin.customers.title')}
      actions={
        <Button component={Link} to="/admin/customers/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('admin.customers.create')}
        </Button>
      }
      filters={
        <>
          <ListSearch
            params={params}
            label={t('admin.customers.search')}
            description={t('admin.customers.searchHelp')}
          />
          {customers.isFetching && <Loader size="sm" aria-label={t('admin.customers.loading')} />}
        </>
      }
    >
      <ApiErrorAlert error={customers.error ?? remove.error} />
      {list && (
        <DataTable
          rows={list.items}
          rowKey={(customer) => customer.id}
          empty={t('admin.customers.empty')}
          minWidth={800}
          caption={t('admin.customers.caption', { page: list.page, pages: list.pages, total: list.total })}
          columns={[
            {
              key: 'number',
              header: t('admin.customers.columns.number'),
              cell: (customer) => customer.custNo,
            },
            {
              key: 'name',
              header: t('admin.customers.columns.name'),
              rowHeader: true,
              cell: (customer) => (
                <>
                  {customer.custName}
                  {customer.hiddenCustomer && (
                    <Badge ml="xs" size="xs" color="gray" variant="light">
                      {t('admin.customers.hidden')}
                    </Badge>
                  )}
                  {customer.testCustomer && (
                    <Badge ml="xs" size="xs" color="yellow" variant="light">
                      {t('admin.customers.test')}
                    </Badge>
                  )}
                </>
              ),
            },
            { key: 'id', header: t('admin.customers.columns.id'), cell: (customer) => shortId(customer.id) },
            {
              key: 'orgNo',
              header: t('admin.customers.columns.orgNo'),
              cell: (customer) => customer.custOrgNo,
            },
            {
              key: 'address',
              header: t('admin.customers.columns.address'),
              cell: (customer) => customer.custAdress || '–',
            },
            {
              key: 'services',
              header: t('admin.customers.columns.services'),
              cell: (customer) =>
                customer.access.map((service) => CUSTOMER_SERVICE_LABELS[service][language]).join(', ') ||
                '–',
            },
            {
              key: 'actions',
              header: t('admin.customers.columns.actions'),
              cell: (customer) => (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    component={Link}
                    to={`/admin/customers/${encodeURIComponent(customer.id)}`}
                  >
                    {t('admin.customers.edit')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    component={Link}
                    to={`/admin/api-keys?customer=${encodeURIComponent(customer.id)}`}
                  >
                    {t('admin.customers.apiKeys')}
                  </Button>
                  <Button size="compact-sm" variant="light" color="red" onClick={() => setDeleting(customer)}>
                    {t('admin.customers.delete')}
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      )}
      {list && <Pager page={list.page} pages={list.pages} onChange={params.setPage} />}
      <DangerModal
        opened={deleting !== null}
        title={t('admin.customers.deleteTitle')}
        message={t('admin.customers.deleteMessage', { name: deleting?.custName ?? '' })}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onDelete={() => {
          if (!deleting) return;
          remove.mutate(
            { id: deleting.id },
            { onSuccess: () => setDeleted(true), onSettled: () => setDeleting(null) },
          );
        }}
      />
      <SuccessModal
        opened={deleted}
        title={t('admin.customers.deleteDone')}
        onClose={() => {
          setDeleted(false);
          if ((location.state as ListState | null)?.deleted) navigate(location.pathname, { replace: true });
        }}
      />
    </ListSection>
  );
};
