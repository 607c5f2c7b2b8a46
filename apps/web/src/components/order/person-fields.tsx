import { normalizePersonalNumber } from '@granska/domain';
import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TextFieldProps } from '../form';
import {
  type FieldError,
  type PersonField,
  type PersonValues,
  personalNumberError,
  phoneError,
} from './person-model';

export interface PersonFieldsProps {
  values: PersonValues;
  /** The form kit's text-field props of a field (useFormFields().text), with `disabled`. */
  text: (field: PersonField) => TextFieldProps & { disabled?: boolean };
  change: (field: 'ssn', value: string) => void;
  setError: (field: PersonField, error: FieldError | undefined) => void;
  /** More fields of the person in the same grid (the background check's gender and age group). */
  children?: ReactNode;
}

/**
 * The person to check: name, personal number, e-mail and mobile number. The personal number and the
 * phone are checked when the field is left; a personal number typed in another form (12 digits, no
 * dash) is shown as it will be sent once it reads as one.
 */
export const PersonFields = ({ values, text, change, setError, children }: PersonFieldsProps) => {
  const { t } = useTranslation();
  const checkOnBlur = (field: 'ssn' | 'phone', check: (value: string) => FieldError | undefined) => () => {
    const value = values[field];
    if (value.trim() !== '') setError(field, check(value));
  };
  const tidyPersonalNumber = () => {
    const tidied = normalizePersonalNumber(values.ssn);
    if (tidied !== values.ssn && !personalNumberError(tidied)) change('ssn', tidied);
    checkOnBlur('ssn', personalNumberError)();
  };
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput label={t('order.person.name')} required autoComplete="off" {...text('name')} />
      <TextInput
        label={t('order.person.ssn')}
        required
        autoComplete="off"
        placeholder={t('order.person.ssnPlaceholder')}
        description={t('order.person.ssnHint')}
        {...text('ssn')}
        onBlur={tidyPersonalNumber}
      />
      <TextInput
        label={t('order.person.email')}
        required
        type="email"
        autoComplete="off"
        {...text('email')}
      />
      <TextInput
        label={t('order.person.phone')}
        required
        type="tel"
        autoComplete="off"
        description={t('order.person.phoneHint')}
        {...text('phone')}
        onBlur={checkOnBlur('phone', phoneError)}
      />
      {children}
    </SimpleGrid>
  );
};
