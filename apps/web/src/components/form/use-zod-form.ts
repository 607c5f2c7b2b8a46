import { type UseFormInput, type UseFormReturnType, useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { useUserMessage } from '../../i18n/user-message';

/**
 * A form whose values a zod schema checks (docs/decisions/web-form-kit.md): @mantine/form holds the
 * values and the errors, the schema (from the domain where the server checks the same) says what is
 * wrong, the first issue of each field wins. A message may be an i18n key (the form's own wording) or a
 * text (the domain's Swedish messages, in English for English readers). A field's error clears as the user edits it.
 */
export const useZodForm = <Values extends Record<string, unknown>>(
  schema: ZodType,
  initialValues: Values,
  options: Omit<UseFormInput<Values>, 'initialValues' | 'validate' | 'mode'> = {},
): UseFormReturnType<Values> => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return useForm<Values>({
    mode: 'controlled',
    clearInputErrorOnChange: true,
    ...options,
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(resolve(values)).map(([field, text]) => [
          field,
          typeof text === 'string' ? t(text, { defaultValue: message(text) }) : text,
        ]),
      ),
  });
};
