import {
  BUSINESS_LIMITS,
  emailFormatRefusal,
  isMissing,
  isValidPhone,
  normalizePersonalNumber,
  OrderJobInput,
  VALIDATION_MESSAGES,
  validatePersonalNumber,
} from '@granska/domain';
import { maxLengthOf } from '../form';

/**
 * The person part of an order form (background checks and LFD): name, personal number, e-mail and
 * mobile number, checked with the domain's spec §5 messages.
 */
export interface PersonValues {
  name: string;
  ssn: string;
  email: string;
  phone: string;
}

export type PersonField = keyof PersonValues;

/** A field's error: a message of ours or the domain's (`key`, translated), or the server's own text. */
export type FieldError = { key: string } | { text: string };

const ERROR_KEYS = 'order.person.errors';

/** The domain's spec §5 messages the person part shows, by their name in VALIDATION_MESSAGES (and the locales). */
const DOMAIN_MESSAGES = [
  'nameMissing',
  'emailMissing',
  'emailInvalid',
  'phoneInvalid',
  'personalNumberInvalid',
] as const;

const domainError = (name: (typeof DOMAIN_MESSAGES)[number]): FieldError => ({
  key: `${ERROR_KEYS}.${name}`,
});

/** A message from the server: one of the domain's is translated, anything else shown as written. */
export const serverError = (message: string): FieldError => {
  const name = DOMAIN_MESSAGES.find((candidate) => VALIDATION_MESSAGES[candidate] === message);
  return name ? domainError(name) : { text: message };
};

/** Spaces and dashes are typing help only: '+46 70-123 45 67' is '+46701234567'. */
export const normalizePhone = (phone: string): string => phone.replace(/[\s-]/g, '');

export const personalNumberError = (ssn: string, now: Date = new Date()): FieldError | undefined =>
  validatePersonalNumber(normalizePersonalNumber(ssn, now), now)
    ? domainError('personalNumberInvalid')
    : undefined;

export const phoneError = (phone: string): FieldError | undefined =>
  isValidPhone(normalizePhone(phone)) ? undefined : domainError('phoneInvalid');

/** The longest text POST /order takes in each person field: the inputs stop there (maxLength). */
export const PERSON_FIELD_LIMITS: Record<PersonField, number | undefined> = {
  name: maxLengthOf(OrderJobInput.shape.name),
  ssn: maxLengthOf(OrderJobInput.shape.SSN),
  email: Math.min(maxLengthOf(OrderJobInput.shape.email) ?? Infinity, BUSINESS_LIMITS.EMAIL_MAX_LENGTH),
  phone: maxLengthOf(OrderJobInput.shape.phone),
};

/** Spec §5 candidate and personal-number rules and the e-mail format, every field at once. */
export const validatePerson = (
  values: PersonValues,
  now: Date = new Date(),
): Partial<Record<PersonField, FieldError>> => {
  const errors: Partial<Record<PersonField, FieldError>> = {};
  if (isMissing(values.name)) errors.name = domainError('nameMissing');
  const ssn = personalNumberError(values.ssn, now);
  if (ssn) errors.ssn = ssn;
  if (isMissing(values.email)) errors.email = domainError('emailMissing');
  else if (emailFormatRefusal(values.email)) errors.email = domainError('emailInvalid');
  const phone = phoneError(values.phone);
  if (phone) errors.phone = phone;
  return errors;
};

/** The person as POST /order's job input. */
export const personInput = (
  values: PersonValues,
): Pick<OrderJobInput, 'name' | 'SSN' | 'email' | 'phone'> => ({
  name: values.name.trim(),
  SSN: normalizePersonalNumber(values.ssn),
  email: values.email.trim(),
  phone: normalizePhone(values.phone),
});

/** The form field of a job's person field in a server issue (`SSN` is the form's `ssn`). */
export const PERSON_JOB_FIELDS: Readonly<Record<string, PersonField>> = {
  name: 'name',
  SSN: 'ssn',
  email: 'email',
  phone: 'phone',
};
