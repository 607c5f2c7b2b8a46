import {
  isValidEmail,
  isValidPhone,
  type PermissionNode,
  SaveUserRequest,
  type UserView,
} from '@granska/domain';
import { Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import {
  type FieldErrors,
  type FieldOfIssue,
  fieldErrorsOf,
  maxLengthsOf,
  serverFieldErrors,
  useZodForm,
} from '../../../components/form';
import { StaticModal } from '../../../components/modals';
import { PermissionChecklist } from '../../../components/permission-checklist/permission-checklist';
import { currentLanguage } from '../../../i18n/i18n';
import { useOwnCustomer } from '../api/get-customer';
import { useUser } from '../api/populate-user';
import { useSaveUser } from '../api/save-user';
import { grantableTree, groupsInTree } from '../customer-tree';

/** The longest texts the server takes; the fields stop the typing there. */
const USER_LIMITS = maxLengthsOf(SaveUserRequest);

/** The request's fields as the form names them (SaveUserRequest → the form). */
const userField: FieldOfIssue = (path) =>
  ({ userEmail: 'email', userPhonenumber: 'phone', costCenter: 'costCenter' })[path.replace(/^body\./, '')];

interface FormValues extends Record<string, unknown> {
  email: string;
  phone: string;
  costCenter: string;
  groups: string[];
}

/**
 * The form's rules, their messages i18n keys. Spec §5: the phone is optional here, but one given must
 * pass `isValidPhone` ('Telefonnummer ogiltigt').
 */
const USER_FORM = z.object({
  email: z
    .string()
    .trim()
    .min(1, 'customerAdmin.form.errors.emailMissing')
    .refine(isValidEmail, 'customerAdmin.form.errors.emailInvalid'),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || isValidPhone(phone), 'customerAdmin.form.errors.phoneInvalid'),
});

/** The form's errors as i18n keys, by field. */
export const validateUserForm = (values: FormValues): FieldErrors => {
  const parsed = USER_FORM.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

const requestFor = (
  values: FormValues,
  tree: readonly PermissionNode[],
  user: UserView | null,
): SaveUserRequest => {
  const phone = values.phone.trim();
  const costCenter = values.costCenter.trim();
  const groups = groupsInTree(values.groups, tree);
  // An update sends null to clear a field; the server keeps groups outside the tree (user-admin.md).
  if (user)
    return { userId: user.userId, userPhonenumber: phone || null, costCenter: costCenter || null, groups };
  return {
    userEmail: values.email.trim(),
    ...(phone === '' ? {} : { userPhonenumber: phone }),
    ...(costCenter === '' ? {} : { costCenter }),
    groups,
  };
};

interface UserFormProps {
  user: UserView | null;
  tree: readonly PermissionNode[];
  onCancel: () => void;
  onSaved: (user: UserView) => void;
}

const UserForm = ({ user, tree, onCancel, onSaved }: UserFormProps) => {
  const { t, i18n } = useTranslation();
  const save = useSaveUser();
  const permissionsTitle = useId();
  const form = useZodForm<FormValues>(USER_FORM, {
    email: user?.userEmail ?? '',
    phone: user?.userPhonenumber ?? '',
    costCenter: user?.costCenter ?? '',
    groups: groupsInTree(user?.userGroups.map((group) => group.userGroupId) ?? [], tree),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(requestFor(values, tree, user), {
      onSuccess: onSaved,
      onError: (error) => form.setErrors(serverFieldErrors(error, userField, currentLanguage(i18n))),
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {!user && <Text size="sm">{t('customerAdmin.form.inviteHint')}</Text>}
        <TextInput
          label={t('customerAdmin.form.email')}
          type="email"
          autoComplete="off"
          required={!user}
          disabled={user !== null}
          description={user ? t('customerAdmin.form.emailLocked') : undefined}
          {...form.getInputProps('email')}
          maxLength={USER_LIMITS.userEmail}
          data-autofocus={user ? undefined : true}
        />
        <TextInput
          label={t('customerAdmin.form.phone')}
          type="tel"
          autoComplete="off"
          description={t('customerAdmin.form.phoneHint')}
          {...form.getInputProps('phone')}
          maxLength={USER_LIMITS.userPhonenumber}
        />
        <TextInput
          label={t('customerAdmin.form.costCenter')}
          autoComplete="off"
          {...form.getInputProps('costCenter')}
          maxLength={USER_LIMITS.costCenter}
        />
        <Stack gap="xs">
          <Title order={3} size="h5" id={permissionsTitle}>
            {t('customerAdmin.form.permissions')}
          </Title>
          <PermissionChecklist
            tree={tree}
            value={form.values.groups}
            onChange={(groups) => form.setFieldValue('groups', groups)}
            disabled={save.isPending}
            labelledBy={permissionsTitle}
          />
        </Stack>
        {save.isError && <ApiErrorAlert error={save.error} />}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('customerAdmin.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {user ? t('customerAdmin.form.submitEdit') : t('customerAdmin.form.submitInvite')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

export interface UserFormModalProps {
  /** `invite` for a new user, else the user to edit (fetched afresh with POST /user/populate). */
  target: 'invite' | UserView | null;
  onClose: () => void;
  onSaved: (user: UserView, invited: boolean) => void;
}

/**
 * Invite or edit a user: e-mail (fixed once created), mobile number, cost centre and the permissions the
 * customer may grant (customer-tree.ts), as a nested checklist.
 */
export const UserFormModal = ({ target, onClose, onSaved }: UserFormModalProps) => {
  const { t } = useTranslation();
  const editing = target !== null && target !== 'invite' ? target : null;
  const customer = useOwnCustomer();
  const fresh = useUser(editing?.userId ?? null);
  const title = editing ? t('customerAdmin.form.editTitle') : t('customerAdmin.form.inviteTitle');

  const body = () => {
    if (customer.isPending) return <Loader size="sm" aria-label={t('customerAdmin.form.loadingCustomer')} />;
    if (customer.isError) return <ApiErrorAlert error={customer.error} />;
    if (editing && fresh.isPending)
      return <Loader size="sm" aria-label={t('customerAdmin.form.loadingUser')} />;
    if (editing && fresh.isError) return <ApiErrorAlert error={fresh.error} />;
    const user = editing ? (fresh.data ?? editing) : null;
    return (
      <UserForm
        key={user?.userId ?? 'invite'}
        user={user}
        tree={grantableTree(customer.data)}
        onCancel={onClose}
        onSaved={(saved) => onSaved(saved, user === null)}
      />
    );
  };

  return (
    <StaticModal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="lg"
      withCloseButton
      closeButtonProps={{ 'aria-label': t('customerAdmin.close') }}
    >
      {target !== null && body()}
    </StaticModal>
  );
};
