export { ApproveDenyModal, type ApproveDenyModalProps } from './approve-deny-modal';
export { CancelButton } from './cancel-button';
export { CancelSchedulingModal, type CancelSchedulingModalProps } from './cancel-scheduling-modal';
export { ConfirmModal, type ConfirmModalProps } from './confirm-modal';
export { ConfirmWithCheckboxModal, type ConfirmWithCheckboxModalProps } from './confirm-with-checkbox-modal';
export { DangerModal, type DangerModalProps } from './danger-modal';
export { PasswordModal, type PasswordModalProps } from './password-modal';
export { PolicyModal, type PolicyModalProps } from './policy-modal';
export { ScheduleModal, type ScheduleModalProps } from './schedule-modal';
export { SmsCodeModal, type SmsCodeModalProps } from './sms-code-modal';
export { StaticModal, type StaticModalProps } from './static-modal';
export { SuccessModal, type SuccessModalProps } from './success-modal';
export { type SavedDialogTexts, useSavedDialog } from './use-saved-dialog';
export {
  type ConfirmedUserAction,
  UserActionDialogs,
  type UserActionDialogsProps,
} from './user-action-dialogs';
