import { type RefObject, useState } from 'react';

/** What an input of a hand-held form is given for a text field. */
export interface TextFieldProps {
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  error: string | undefined;
  maxLength: number | undefined;
}

export interface FormFieldsOptions<Field extends string, Error> {
  /** The longest text each field takes (the endpoint's `.max`), for the input's maxLength. */
  limits?: Partial<Record<Field, number | undefined>>;
  /** The words of an error as the user reads it. */
  errorText: (error: Error) => string;
  /** An edit clears every error (where one message concerns several fields), not only its field's. */
  clearAllErrorsOnChange?: boolean;
}

/**
 * The values and errors of a form that keeps its own state (docs/decisions/web-form-kit.md: the large
 * forms not yet on `useZodForm`): `change` sets a field and clears its error, `text` gives a text input
 * its props, `checkbox` a yes-or-no field's, `count` a whole-number input's.
 */
export const useFormFields = <Values extends object, Error = string>(
  initialValues: Values | (() => Values),
  { limits = {}, errorText, clearAllErrorsOnChange = false }: FormFieldsOptions<keyof Values & string, Error>,
) => {
  type Field = keyof Values & string;
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Partial<Record<string, Error>>>({});

  const errorOf = (field: Field): string | undefined => {
    const error = errors[field];
    return error === undefined || error === '' ? undefined : errorText(error);
  };
  const change = <F extends Field>(field: F, value: Values[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (clearAllErrorsOnChange ? {} : { ...current, [field]: undefined }));
  };
  const text = (field: Field): TextFieldProps => ({
    value: values[field] as string,
    onChange: (event) => change(field, event.currentTarget.value as Values[Field]),
    error: errorOf(field),
    maxLength: limits[field],
  });
  const checkbox = (field: Field) => ({
    checked: values[field] as boolean,
    onChange: (event: { currentTarget: { checked: boolean } }) =>
      change(field, event.currentTarget.checked as Values[Field]),
  });
  /** A whole number from `min` to `max` that must be given ('' while the input is empty). */
  const count = (field: Field, min: number, max: number) => ({
    value: values[field] as number | '',
    onChange: (value: number | string) =>
      change(field, (typeof value === 'number' ? value : '') as Values[Field]),
    error: errorOf(field),
    min,
    max,
    allowDecimal: false,
    allowNegative: false,
    required: true,
  });

  return { values, setValues, errors, setErrors, errorOf, change, text, checkbox, count };
};

/**
 * Moves the focus to the form's first field with an error once it is shown (after React's render).
 * `alsoSelector` names more invalid elements than those with aria-invalid.
 */
export const focusFirstInvalid = (form: RefObject<HTMLFormElement | null>, alsoSelector?: string) =>
  setTimeout(() =>
    form.current
      ?.querySelector<HTMLElement>(
        alsoSelector ? `[aria-invalid="true"], ${alsoSelector}` : '[aria-invalid="true"]',
      )
      ?.focus(),
  );
