import {
  CUSTOMER_GROUPS,
  type CustomerResult,
  GROUP_LABELS,
  grantableGroups,
  isValidEmail,
  isValidPhone,
  permissionTreeFor,
  type SaveUserRequest,
  STAFF_GROUPS,
  type UserView,
  VALIDATION_MESSAGES,
} from '@granska/domain';
import { Button, Checkbox, Group, Loader, Stack, Switch, Text, TextInput } from '@mantine/core';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../../components/api-error-alert/api-error-alert';
import { StaticModal } from '../../../../components/modals';
import { PermissionChecklist } from '../../../../components/permission-checklist/permission-checklist';
import { currentLanguage } from '../../../../i18n/i18n';
import { useUser } from '../../api/get-user';
import { useCustomerChoices } from '../../api/list-customers';
import { useSaveUser } from '../../api/save-user';
import { CustomerSelect } from '../customer-select';

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
  const [email, setEmail] = useState(user?.userEmail ?? '');
  const [phone, setPhone] = useState(user?.userPhonenumber ?? '');
  const [custNo, setCustNo] = useState<string | null>(user?.custNo || null);
  const [chosenCustomer, setChosenCustomer] = useState<CustomerResult | null>(null);
  const [costCenter, setCostCenter] = useState(user?.costCenter ?? '');
  const [groups, setGroups] = useState<string[]>(user?.userGroups.map((group) => group.userGroupId) ?? []);
  const [enabled, setEnabled] = useState(user?.userEnabled ?? true);
  const [errors, setErrors] = useState<{ email?: string; phone?: string }>({});

  // The customer's access list says which groups its users may hold (spec §6).
  const choices = useCustomerChoices('');
  const customer =
    chosenCustomer?.custNo === custNo && custNo !== null
      ? chosenCustomer
      : (choices.data?.items.find((candidate) => candidate.custNo === custNo) ?? null);

  const allowedGroups = (): readonly string[] =>
    custNo === null ? STAFF_GROUPS : customer ? grantableGroups(customer.access) : CUSTOMER_GROUPS;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Spaces and dashes are only formatting (the server drops them too); the rest must be spec §5's rule.
    const trimmedPhone = phone.replace(/[\s-]/g, '');
    const found = {
      ...(user === null && !isValidEmail(email.trim())
        ? {
            email:
              email.trim() === '' ? t('admin.userEditor.emailMissing') : t('admin.userEditor.emailInvalid'),
          }
        : {}),
      ...(trimmedPhone !== '' && !isValidPhone(trimmedPhone)
        ? { phone: VALIDATION_MESSAGES.phoneInvalid }
        : {}),
    };
    setErrors(found);
    if (found.email || found.phone) return;
    const allowed = new Set(allowedGroups());
    const body: SaveUserRequest = {
      ...(user ? { userId: user.userId } : { userEmail: email.trim() }),
      userPhonenumber: trimmedPhone === '' ? null : trimmedPhone,
      custNo,
      costCenter: costCenter.trim() === '' ? null : costCenter.trim(),
      groups: groups.filter((group) => allowed.has(group)) as SaveUserRequest['groups'],
      userEnabled: enabled,
    };
    save.mutate(body, { onSuccess: (saved) => onSaved(saved, user === null) });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('admin.userEditor.email')}
          type="email"
          required={user === null}
          disabled={user !== null}
          description={user === null ? t('admin.userEditor.emailHelp') : undefined}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={errors.email}
          autoComplete="off"
        />
        <TextInput
          label={t('admin.userEditor.phone')}
          type="tel"
          description={t('admin.userEditor.phoneHelp')}
          value={phone}
          onChange={(event) => setPhone(event.currentTarget.value)}
          error={errors.phone}
          autoComplete="off"
        />
        <CustomerSelect
          label={t('admin.userEditor.customer')}
          description={t('admin.userEditor.customerHelp')}
          placeholder={t('admin.userEditor.noCustomer')}
          by="custNo"
          value={custNo}
          onChange={(value, picked) => {
            setCustNo(value);
            setChosenCustomer(picked);
          }}
        />
        <TextInput
          label={t('admin.userEditor.costCenter')}
          value={costCenter}
          onChange={(event) => setCostCenter(event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text fw={500} size="sm" id={groupsLabelId}>
            {t('admin.userEditor.groups')}
          </Text>
          {custNo === null ? (
            <Checkbox.Group value={groups} onChange={setGroups}>
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
              onChange={setGroups}
              labelledBy={groupsLabelId}
            />
          )}
        </Stack>
        <Switch
          label={t('admin.userEditor.enabled')}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        <ApiErrorAlert error={save.error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('modals.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('admin.userEditor.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
