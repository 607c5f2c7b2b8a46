import {
  PS_PERSON_STATUSES,
  type PsPersonInput,
  type PsPersonStatus,
  type PsPersonView,
  SECURITY_CLASS_STATUSES,
  SECURITY_CLASSES,
  type SecurityClassNumber,
  type SecurityClassState,
} from '@granska/domain';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Stack,
  Textarea,
} from '@mantine/core';
import { type FormEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { focusFirstInvalid, serverFieldErrors, useFormFields } from '../../../components/form';
import { PersonFields } from '../../../components/order/person-fields';
import {
  type FieldError,
  PERSON_FIELD_LIMITS,
  type PersonValues,
  personInput,
  serverError,
  validatePerson,
} from '../../../components/order/person-model';
import { currentLanguage } from '../../../i18n/i18n';
import { useTags } from '../api/sak-api';
import { useSakRights } from '../rights';
import { classStatusLabel, personStatusLabel } from './sak-labels';

/** Each class's status, '' where the person is not placed in it. */
type ClassChoice = Record<SecurityClassNumber, SecurityClassState | ''>;

export interface PersonFormValues extends PersonValues {
  status: PsPersonStatus;
  classes: ClassChoice;
  tags: string[];
  note: string;
  noteFlag: boolean;
}

export const personFormValues = (card?: PsPersonView): PersonFormValues => ({
  name: card?.name ?? '',
  ssn: card?.personalNumber ?? '',
  email: card?.email ?? '',
  phone: card?.phone ?? '',
  status: card?.status ?? 'ACTIVE',
  classes: Object.fromEntries(
    SECURITY_CLASSES.map((number) => [
      number,
      card?.securityClasses.find((item) => item.securityClass === number)?.status ?? '',
    ]),
  ) as ClassChoice,
  tags: card?.tags ?? [],
  note: '',
  noteFlag: false,
});

/** The card as PUT/POST take it; classes and tags only when the user may change them. */
export const personRequest = (
  values: PersonFormValues,
  may: { editSecurityClasses: boolean; tag: boolean },
): PsPersonInput => {
  const person = personInput(values);
  return {
    name: person.name ?? '',
    personalNumber: person.SSN ?? '',
    email: person.email ?? '',
    phone: person.phone ?? '',
    status: values.status,
    ...(may.editSecurityClasses
      ? {
          securityClasses: SECURITY_CLASSES.flatMap((number) => {
            const status = values.classes[number];
            return status ? [{ securityClass: number, status }] : [];
          }),
        }
      : {}),
    ...(may.tag ? { tags: values.tags } : {}),
    ...(values.note.trim() ? { note: { text: values.note.trim(), flag: values.noteFlag } } : {}),
  };
};

const FIELD_OF_ISSUE: Readonly<Record<string, keyof PersonFormValues>> = {
  name: 'name',
  personalNumber: 'ssn',
  email: 'email',
  phone: 'phone',
  tags: 'tags',
  'note.text': 'note',
};

export interface PersonFormProps {
  card?: PsPersonView;
  label: string;
  submitLabel: string;
  saving: boolean;
  error: Error | null;
  /** Sends the card; `refused` shows a refusal's field issues beside their fields. */
  onSubmit: (input: PsPersonInput, refused: (error: unknown) => void) => void;
  onCancel: () => void;
}

/**
 * A person card's form (new and edit): the person (the order form's person part and checks), the
 * status, the security classes (PSEditSecurityClass), the tags (PSTag) and a new note.
 */
export const PersonForm = ({
  card,
  label,
  submitLabel,
  saving,
  error,
  onSubmit,
  onCancel,
}: PersonFormProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const rights = useSakRights();
  const tags = useTags({ enabled: rights.tag });
  const formRef = useRef<HTMLFormElement>(null);
  const fields = useFormFields<PersonFormValues, FieldError>(() => personFormValues(card), {
    limits: { ...PERSON_FIELD_LIMITS, note: 2000 },
    errorText: (fieldError) => ('key' in fieldError ? t(fieldError.key) : fieldError.text),
  });
  const { values, setErrors, change } = fields;
  const text = (field: keyof PersonValues) => ({ ...fields.text(field), disabled: saving });
  const refused = (refusal: unknown) => {
    const fieldOf = (path: string) => FIELD_OF_ISSUE[path.replace(/^body\./, '')];
    setErrors(
      Object.fromEntries(
        Object.entries(serverFieldErrors(refusal, fieldOf, language)).map(([field, message]) => [
          field,
          serverError(message),
        ]),
      ),
    );
    focusFirstInvalid(formRef);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePerson(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef);
      return;
    }
    onSubmit(personRequest(values, rights), refused);
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label}>
      <Stack gap="lg">
        <Fieldset legend={t('sak.form.sections.person')} disabled={saving}>
          <Stack gap="sm">
            <PersonFields
              values={values}
              text={text}
              change={change}
              setError={(field, fieldError) => setErrors((current) => ({ ...current, [field]: fieldError }))}
            />
            <NativeSelect
              label={t('sak.form.status')}
              value={values.status}
              onChange={(event) => change('status', event.currentTarget.value as PsPersonStatus)}
              data={PS_PERSON_STATUSES.map((status) => ({
                value: status,
                label: personStatusLabel(t, status),
              }))}
              w={{ base: '100%', sm: 240 }}
            />
          </Stack>
        </Fieldset>

        {rights.editSecurityClasses && (
          <Fieldset legend={t('sak.form.sections.securityClasses')} disabled={saving}>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {SECURITY_CLASSES.map((number) => (
                <NativeSelect
                  key={number}
                  label={t('sak.form.securityClass', { number })}
                  value={values.classes[number]}
                  onChange={(event) =>
                    change('classes', {
                      ...values.classes,
                      [number]: event.currentTarget.value as SecurityClassState | '',
                    })
                  }
                  data={[
                    { value: '', label: t('sak.form.notPlaced') },
                    ...SECURITY_CLASS_STATUSES.map((status) => ({
                      value: status,
                      label: classStatusLabel(t, status),
                    })),
                  ]}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        )}

        {rights.tag && (
          <MultiSelect
            label={t('sak.form.tags')}
            data={(tags.data ?? []).map((tag) => ({ value: tag.id, label: tag.name }))}
            value={values.tags}
            onChange={(value) => change('tags', value)}
            disabled={saving}
            error={fields.errorOf('tags')}
            searchable
          />
        )}

        <Fieldset legend={t('sak.form.sections.note')} disabled={saving}>
          <Stack gap="xs">
            <Textarea label={t('sak.form.note')} rows={3} {...fields.text('note')} />
            <Checkbox
              label={t('sak.form.noteFlag')}
              checked={values.noteFlag}
              onChange={(event) => change('noteFlag', event.currentTarget.checked)}
            />
          </Stack>
        </Fieldset>

        <ApiErrorAlert error={error} />
        <Group>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('sak.form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
