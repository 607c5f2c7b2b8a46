import { type CustomerResult, SaveCustomerRequest } from '@granska/domain';
import { Alert, Anchor, Button, Group, List, Loader, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { fieldErrorsOf } from '../../../../components/form';
import { DangerModal, SuccessModal } from '../../../../components/modals';
import { PageHeading } from '../../../../components/page-title/page-heading';
import { useUserMessage } from '../../../../i18n/user-message';
import { useDeleteCustomer } from '../../api/delete-customer';
import { useCustomer } from '../../api/get-customer';
import { useSaveCustomer } from '../../api/save-customer';
import {
  type CustomerDraft,
  customerDraftFrom,
  customerRequestFrom,
  emptyCustomerDraft,
} from './customer-draft';
import { CustomerSections, type SectionProps } from './customer-sections';

/** What the editor is told after a customer was created and the address changed to its id. */
interface EditorState {
  saved?: boolean;
}

/** /admin/customers/new and /admin/customers/:customerId: the whole customer, saved in one go. */
export const CustomerEditorPage = () => {
  const { t } = useTranslation();
  const { customerId } = useParams();
  const existing = useCustomer(customerId ?? null);
  const back = (
    <Anchor component={Link} to="/admin/customers">
      {t('admin.customerEditor.back')}
    </Anchor>
  );
  if (customerId && existing.isPending) {
    return (
      <Stack>
        {back}
        <Loader size="sm" aria-label={t('admin.customerEditor.loading')} />
      </Stack>
    );
  }
  if (customerId && existing.isError) {
    return (
      <Stack>
        {back}
        <ApiErrorAlert error={existing.error} />
      </Stack>
    );
  }
  return (
    <Stack>
      {back}
      {/* A new key per customer: the form starts over from that customer's stored values. */}
      <CustomerEditor key={existing.data?.id ?? 'new'} customer={existing.data ?? null} />
    </Stack>
  );
};

const CustomerEditor = ({ customer }: { customer: CustomerResult | null }) => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const navigate = useNavigate();
  const location = useLocation();
  const save = useSaveCustomer();
  const remove = useDeleteCustomer();
  const [draft, setDraft] = useState<CustomerDraft>(() =>
    customer ? customerDraftFrom(customer) : emptyCustomerDraft(),
  );
  const [issues, setIssues] = useState<{ path: string; message: string }[]>([]);
  const [saved, setSaved] = useState(() => (location.state as EditorState | null)?.saved === true);
  const [deleting, setDeleting] = useState(false);

  const update: SectionProps['update'] = (patch) => setDraft((current) => ({ ...current, ...patch }));
  const updateIn: SectionProps['updateIn'] = (key, patch) =>
    setDraft((current) => ({ ...current, [key]: { ...(current[key] ?? {}), ...patch } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = SaveCustomerRequest.safeParse(customerRequestFrom(draft));
    if (!parsed.success) {
      setIssues(parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
      return;
    }
    setIssues([]);
    save.mutate(parsed.data, {
      onSuccess: (stored) => {
        if (customer) {
          setDraft(customerDraftFrom(stored));
          setSaved(true);
        } else {
          navigate(`/admin/customers/${encodeURIComponent(stored.id)}`, {
            replace: true,
            state: { saved: true } satisfies EditorState,
          });
        }
      },
    });
  };

  const errors = fieldErrorsOf(issues);
  return (
    <form onSubmit={submit} noValidate aria-labelledby="admin-customer-title">
      <Stack>
        <PageHeading id="admin-customer-title">
          {customer
            ? t('admin.customerEditor.editTitle', { name: customer.custName })
            : t('admin.customerEditor.createTitle')}
        </PageHeading>
        <CustomerSections draft={draft} update={update} updateIn={updateIn} errors={errors} />
        {issues.length > 0 && (
          <Alert color="red" role="alert" title={t('admin.customerEditor.invalid')}>
            <List size="sm">
              {issues.map((issue) => (
                <List.Item key={`${issue.path}:${issue.message}`}>{message(issue.message)}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <ApiErrorAlert error={save.error ?? remove.error} />
        <Group justify="space-between">
          <Button type="submit" loading={save.isPending}>
            {t('admin.customerEditor.save')}
          </Button>
          {customer && (
            <Button color="red" variant="light" onClick={() => setDeleting(true)}>
              {t('admin.customerEditor.delete')}
            </Button>
          )}
        </Group>
      </Stack>
      <SuccessModal
        opened={saved}
        onClose={() => {
          setSaved(false);
          // The note was for this visit only: a reload must not say "saved" again.
          if ((location.state as EditorState | null)?.saved) navigate(location.pathname, { replace: true });
        }}
        title={t('admin.customerEditor.saved')}
      />
      {customer && (
        <DangerModal
          opened={deleting}
          title={t('admin.customers.deleteTitle')}
          message={t('admin.customers.deleteMessage', { name: customer.custName })}
          loading={remove.isPending}
          onCancel={() => setDeleting(false)}
          onDelete={() =>
            remove.mutate(
              { id: customer.id },
              {
                onSuccess: () => navigate('/admin/customers', { state: { deleted: customer.custName } }),
                onSettled: () => setDeleting(false),
              },
            )
          }
        />
      )}
    </form>
  );
};
