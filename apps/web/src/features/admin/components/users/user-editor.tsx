import {
  CUSTOMER_GROUPS,
  type CustomerResult,
  GROUP_LABELS,
  grantableGroups,
  isValidEmail,
  isValidPhone,
  permissionTreeFor,
  SaveUserRequest,
  STAFF_GROUPS,
  type UserView,
  VALIDATION_MESSAGES,
} from '@granska/domain';
import { Button, Checkbox, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { type FieldOfIssue, maxLengthsOf, serverFieldErrors, useZodForm } from '../../../../components/form';
import { CancelButton, StaticModal } from '../../../../components/modals';
import { PermissionChecklist } from '../../../../components/permission-checklist/permission-checklist';
import { currentLanguage } from '../../../../i18n/i18n';
import { useUser } from '../../api/get-user';
import { useCustomerChoices } from '../../api/list-customers';
import { useSaveUser } from '../../api/save-user';
import { CustomerSelect } from '../customer-select';

/** The longest texts the server takes; the fields stop the typing there. */
const USER_LIMITS = maxLengthsOf(SaveUserRequest);

interface UserFormValues extends Record<string, unknown> {
  email: string;
  phone: string;
  custNo: string | null;
  costCenter: string;
  groups: string[];
  enabled: boolean;
}

/** Spaces and dashes are only formatting (the server drops them too). */
const phoneDigits = (phone: string) => phone.replace(/[\s-]/g, '');

/**
 * The form's rules: a new user's e-mail (the admin's wording, i18n keys), a phone that, once given,
 * follows spec §5 (the domain's message).
 */
const userFormSchema = (creating: boolean) =>
  z.object({
    email: creating
      ? z
          .string()
          .trim()
          .min(1, 'admin.userEditor.emailMissing')
          .refine(isValidEmail, 'admin.userEditor.emailInvalid')
      : z.string(),
    phone: z.string().refine((phone) => {
      const digits = phoneDigits(phone);
      return digits === '' || isValidPhone(digits);
    }, VALIDATION_MESSAGES.phoneInvalid),
  });

/** The request's fields as the form names them. */
const userField: FieldOfIssue = (path) =>
  ({ userEmail: 'email', userPhonenumber: 'phone', costCenter: 'costCenter', custNo: 'custNo' })[
    path.replace(/^body\./, '')
  ];

export interface UserEditorProps {
  /** null creates a user. */
  userId: string | null;
  onClose: () => void;
  onSaved: (user: UserView, created: boolean) => void;
}

/** Create or edit a user in a dialog (static backdrop like the catalogue's, spec §2). */
export const UserEditor = ({ userId, onClose, onSaved }: UserEditorProps) => {
  const { t } = useTranslation();
  const existing = useUser(userId);
  return (
    <StaticModal
      opened
      onClose={onClose}
      size="lg"
      title={userId ? t('admin.userEditor.editTitle') : t('admin.userEditor.createTitle')}
      withCloseButton
      closeButtonProps={{ 'aria-label': t('modals.close') }}
    >
      {userId !== null && existing.isPending ? (
        <Loader size="sm" aria-label={t('admin.userEditor.loading')} />
      ) : userId !== null && existing.isError ? (
        <ApiErrorAlert error={existing.error} />
      ) : (
        <UserForm user={existing.data ?? null} onCancel={onClose} onSaved={onSaved} />
      )}
    </StaticModal>
  );
};

const UserForm = ({
  user,
  onCancel,
  onSaved,
}: {
  user: UserView | null;
  onCancel: () => void;
  onSaved: UserEditorProps['onSaved'];
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const groupsLabelId = useId();
  const save = useSaveUser();
  const form = useZodForm<UserFormValues>(userFormSchema(user === null), {
    email: user?.userEmail ?? '',
    phone: user?.userPhonenumber ?? '',
    custNo: user?.custNo || null,
    costCenter: user?.costCenter ?? '',
    groups: user?.userGroups.map((group) => group.userGroupId) ?? [],
    enabled: user?.userEnabled ?? true,
  });
  const { custNo, groups } = form.values;
  const [chosenCustomer, setChosenCustomer] = useState<CustomerResult | null>(null);

  // The customer's access list says which groups its users may hold (spec §6).
  const choices = useCustomerChoices('');
  const customer =
    chosenCustomer?.custNo === custNo && custNo !== null
      ? chosenCustomer
      : (choices.data?.items.find((candidate) => candidate.custNo === custNo) ?? null);

  const allowedGroups = (): readonly string[] =>
    custNo === null ? STAFF_GROUPS : customer ? grantableGroups(customer.access) : CUSTOMER_GROUPS;

  const submit = form.onSubmit((values) => {
    const allowed = new Set(allowedGroups());
    const phone = phoneDigits(values.phone);
    const costCenter = values.costCenter.trim();
    const body: SaveUserRequest = {
      ...(user ? { userId: user.userId } : { userEmail: values.email.trim() }),
      userPhonenumber: phone === '' ? null : phone,
      custNo: values.custNo,
      costCenter: costCenter === '' ? null : costCenter,
      groups: values.groups.filter((group) => allowed.has(group)) as SaveUserRequest['groups'],
      userEnabled: values.enabled,
    };
    save.mutate(body, {
      onSuccess: (saved) => onSaved(saved, user === null),
      onError: (error) => form.setErrors(serverFieldErrors(error, userField, currentLanguage(i18n))),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('admin.userEditor.email')}
          type="email"
          required={user === null}
          disabled={user !== null}
          description={user === null ? t('admin.userEditor.emailHelp') : undefined}
          {...form.getInputProps('email')}
          maxLength={USER_LIMITS.userEmail}
          autoComplete="off"
        />
        <TextInput
          label={t('admin.userEditor.phone')}
          type="tel"
          description={t('admin.userEditor.phoneHelp')}
          {...form.getInputProps('phone')}
          maxLength={USER_LIMITS.userPhonenumber}
          autoComplete="off"
        />
        <CustomerSelect
          label={t('admin.userEditor.customer')}
          description={t('admin.userEditor.customerHelp')}
          placeholder={t('admin.userEditor.noCustomer')}
          by="custNo"
          value={custNo}
          onChange={(value, picked) => {
            form.setFieldValue('custNo', value);
            setChosenCustomer(picked);
          }}
        />
        <TextInput
          label={t('admin.userEditor.costCenter')}
          {...form.getInputProps('costCenter')}
          maxLength={USER_LIMITS.costCenter}
        />
        <Stack gap={4}>
          <Text fw={500} size="sm" id={groupsLabelId}>
            {t('admin.userEditor.groups')}
          </Text>
          {custNo === null ? (
            <Checkbox.Group value={groups} onChange={(value) => form.setFieldValue('groups', value)}>
              <Stack gap={6} role="group" aria-labelledby={groupsLabelId}>
                {STAFF_GROUPS.map((group) => (
                  <Checkbox key={group} value={group} label={GROUP_LABELS[group][language]} />
                ))}
              </Stack>
            </Checkbox.Group>
          ) : (
            <PermissionChecklist
              tree={permissionTreeFor(customer?.access ?? [])}
              value={groups}
              onChange={(value) => form.setFieldValue('groups', value)}
              labelledBy={groupsLabelId}
            />
          )}
        </Stack>
        <Switch
          label={t('admin.userEditor.enabled')}
          {...form.getInputProps('enabled', { type: 'checkbox' })}
        />
        <ApiErrorAlert error={save.error} />
        <Group justify="flex-end">
          <CancelButton onClick={onCancel} disabled={save.isPending} />
          <Button type="submit" loading={save.isPending}>
            {t('admin.userEditor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
