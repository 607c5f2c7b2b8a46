export {
  bodyField,
  type FieldErrors,
  type FieldIssue,
  type FieldOfIssue,
  fieldErrorsOf,
  serverFieldErrors,
  serverIssuesOf,
} from './field-errors';
export { maxLengthOf, maxLengthsOf } from './max-length';
export { useZodForm } from './use-zod-form';
