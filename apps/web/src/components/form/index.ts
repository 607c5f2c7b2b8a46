export {
  DraftSendButtons,
  type DraftSendButtonsProps,
  type DraftSendState,
  useDraftSend,
} from './draft-send-buttons';
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
export {
  type FormFieldsOptions,
  focusFirstInvalid,
  type TextFieldProps,
  useFormFields,
} from './use-form-fields';
export { useZodForm } from './use-zod-form';
