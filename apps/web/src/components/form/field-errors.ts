import { ErrorEnvelope, ReferenceErrorEnvelope, type ValidationIssue } from '@granska/domain';
import { ApiError } from '../../api/api-error';
import type { Language } from '../../i18n/merge-locales';
import { userMessage } from '../../i18n/user-message';

/** Form errors: one message per field path (`email`, `jobs.0.phone`), as @mantine/form holds them. */
export type FieldErrors = Record<string, string>;

/** A field's trouble: the server's (`path` a dotted string) or zod's (`path` an array). */
export interface FieldIssue {
  path: string | readonly PropertyKey[];
  message: string;
  /** The server's English for a message its schema library wrote. */
  messageEn?: string | undefined;
}

/** The form field a server issue names, or null for one the form does not show. */
export type FieldOfIssue = (path: string) => string | null | undefined;

/** The request body's fields are the form's fields: `body.keyName` → `keyName`. */
export const bodyField: FieldOfIssue = (path) => path.replace(/^body\./, '');

const pathText = (path: FieldIssue['path']): string =>
  typeof path === 'string' ? path : path.map(String).join('.');

/** The first message of each field the issues name (the server lists the most telling one first). */
export const fieldErrorsOf = (
  issues: Iterable<FieldIssue>,
  fieldOf: FieldOfIssue = bodyField,
  language: Language = 'sv',
): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldOf(pathText(issue.path));
    if (field && errors[field] === undefined)
      errors[field] = userMessage(issue.message, language, issue.messageEn);
  }
  return errors;
};

/**
 * The validation issues a refused call carried (the main API's and the reference service's error
 * envelopes both name them in `issues`); none for any other error.
 */
export const serverIssuesOf = (error: unknown): ValidationIssue[] => {
  if (!(error instanceof ApiError)) return [];
  const main = ErrorEnvelope.safeParse(error.envelope);
  if (main.success) return main.data.issues ?? [];
  const reference = ReferenceErrorEnvelope.safeParse(error.envelope);
  return reference.success ? (reference.data.issues ?? []) : [];
};

/**
 * The one way a refused call's validation issues reach a form (docs/decisions/web-form-kit.md): the
 * first message of each field, at the field `fieldOf` names (by default the body's own field), in the
 * user's `language`.
 * `form.setErrors(serverFieldErrors(error))` shows them beside the inputs.
 */
export const serverFieldErrors = (
  error: unknown,
  fieldOf: FieldOfIssue = bodyField,
  language: Language = 'sv',
): FieldErrors => fieldErrorsOf(serverIssuesOf(error), fieldOf, language);
