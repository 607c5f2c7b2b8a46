import {
  type CandidateInfo,
  type ReferenceOrderBundle,
  type ReferenceSettings,
  SaveReferenceOrderRequest,
  VALIDATION_MESSAGES,
  validatePersonalNumber,
  validateReferenceOrder,
} from '@granska/domain';
import { type FieldErrors, fieldErrorsOf, maxLengthOf, serverIssuesOf } from '../../../components/form';

/** The new-order form as the user fills it in (spec §3 Reference-check Order). */
export interface OrderFormValues {
  company: string;
  companyHidden: boolean;
  position: string;
  positionURL: string;
  description: string;
  candidateName: string;
  candidateEmail: string;
  candidatePhone: string;
  candidateSsn: string;
  minReferences: number | '';
  maxReferences: number | '';
  /** The chosen template, or the order's own questionnaire (a draft's copy). */
  surveyId: string;
  recipients: string[];
  signatureHidden: boolean;
  noVerification: boolean;
}

export type OrderFormField = keyof OrderFormValues;

/** How the customer's settings let the orderer verify the candidate and the referees. */
export type VerificationChoice = 'bankId' | 'none' | 'either';

export const verificationChoice = (
  settings: Pick<ReferenceSettings, 'bankIdVerification' | 'noVerification'>,
): VerificationChoice => {
  if (settings.bankIdVerification && settings.noVerification) return 'either';
  return settings.noVerification ? 'none' : 'bankId';
};

/** A new order: the customer's default counts, the orderer as its recipient, verified by BankID if it may. */
export const newOrderValues = (settings: ReferenceSettings, me: string | undefined): OrderFormValues => ({
  company: '',
  companyHidden: false,
  position: '',
  positionURL: '',
  description: '',
  candidateName: '',
  candidateEmail: '',
  candidatePhone: '',
  candidateSsn: '',
  minReferences: settings.defaultMinReferences,
  maxReferences: settings.defaultMaxReferences,
  surveyId: '',
  recipients: me ? [me] : [],
  signatureHidden: false,
  noVerification: verificationChoice(settings) === 'none',
});

/** A saved draft in the form, its candidate read in clear (`candidate`, from /order/decrypt). */
export const draftValues = (
  { order }: Pick<ReferenceOrderBundle, 'order'>,
  candidate: CandidateInfo,
): OrderFormValues => ({
  company: order.company ?? '',
  companyHidden: order.companyHidden ?? false,
  position: order.position ?? '',
  positionURL: order.positionURL ?? '',
  description: order.description ?? '',
  candidateName: candidate.name ?? '',
  candidateEmail: candidate.email ?? '',
  candidatePhone: candidate.phone ?? '',
  candidateSsn: candidate.ssn ?? '',
  minReferences: order.minReferences,
  maxReferences: order.maxReferences,
  surveyId: order.surveyId ?? '',
  recipients: [...(order.customerRecipients ?? [])],
  signatureHidden: order.signatureHidden ?? false,
  noVerification: order.noVerification ?? false,
});

const count = (value: number | ''): number | undefined => (value === '' ? undefined : value);
const text = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());

/** What POST /order is sent: the draft's id when it has one, the order's own questionnaire. */
export const orderRequest = (
  values: OrderFormValues,
  { id, surveyId }: { id: string | undefined; surveyId: string | undefined },
): SaveReferenceOrderRequest => {
  const ssn = values.noVerification ? undefined : text(values.candidateSsn);
  const minReferences = count(values.minReferences);
  const maxReferences = count(values.maxReferences);
  return {
    ...(id ? { id } : {}),
    ...(surveyId ? { surveyId } : {}),
    customerRecipients: values.recipients,
    company: values.company.trim(),
    companyHidden: values.companyHidden,
    signatureHidden: values.signatureHidden,
    position: values.position.trim(),
    positionURL: values.positionURL.trim(),
    description: values.description.trim(),
    candidateInfo: {
      name: values.candidateName.trim(),
      email: values.candidateEmail.trim(),
      phone: values.candidatePhone.trim(),
      ...(ssn ? { ssn } : {}),
    },
    ...(minReferences === undefined ? {} : { minReferences }),
    ...(maxReferences === undefined ? {} : { maxReferences }),
    noVerification: values.noVerification,
  };
};

/** Where each spec §5 order message belongs in the form. */
const FIELD_OF_MESSAGE: Readonly<Record<string, OrderFormField>> = {
  [VALIDATION_MESSAGES.companyMissing]: 'company',
  [VALIDATION_MESSAGES.positionMissing]: 'position',
  [VALIDATION_MESSAGES.minReferencesInvalid]: 'minReferences',
  [VALIDATION_MESSAGES.maxReferencesInvalid]: 'maxReferences',
  [VALIDATION_MESSAGES.minMaxReferencesInvalid]: 'minReferences',
  [VALIDATION_MESSAGES.surveyMissing]: 'surveyId',
  [VALIDATION_MESSAGES.recipientsMissing]: 'recipients',
  [VALIDATION_MESSAGES.nameMissing]: 'candidateName',
  [VALIDATION_MESSAGES.emailMissing]: 'candidateEmail',
  [VALIDATION_MESSAGES.emailInvalid]: 'candidateEmail',
  [VALIDATION_MESSAGES.phoneInvalid]: 'candidatePhone',
  [VALIDATION_MESSAGES.personalNumberInvalid]: 'candidateSsn',
};

export const fieldOfMessage = (message: string): OrderFormField | undefined => FIELD_OF_MESSAGE[message];

/**
 * The order as sending checks it (spec §5, the domain's `validateReferenceOrder`, in its order): the
 * first message and the field it belongs to; then a personal number given for BankID must be one.
 */
export const validateForSend = (
  values: OrderFormValues,
): { field: OrderFormField; message: string } | null => {
  const request = orderRequest(values, { id: undefined, surveyId: text(values.surveyId) });
  const message =
    validateReferenceOrder({ ...request, minReferences: count(values.minReferences) ?? null }) ??
    (request.candidateInfo?.ssn ? validatePersonalNumber(request.candidateInfo.ssn) : null);
  if (!message) return null;
  return { field: fieldOfMessage(message) ?? 'company', message };
};

/** The request's body fields are the form's: `candidateInfo.email` is the candidate's e-mail field. */
const FIELD_OF_PATH: Readonly<Record<string, OrderFormField>> = {
  company: 'company',
  position: 'position',
  positionURL: 'positionURL',
  description: 'description',
  'candidateInfo.name': 'candidateName',
  'candidateInfo.email': 'candidateEmail',
  'candidateInfo.phone': 'candidatePhone',
  'candidateInfo.ssn': 'candidateSsn',
  minReferences: 'minReferences',
  maxReferences: 'maxReferences',
  surveyId: 'surveyId',
  customerRecipients: 'recipients',
};

/**
 * A refused save or send at its field: the issues the envelope names, else the server's message when it
 * is one of spec §5's (the reference service answers the first one as its message).
 */
export const serverOrderErrors = (error: unknown): FieldErrors => {
  const fromIssues = fieldErrorsOf(serverIssuesOf(error), (path) => {
    const field = path.replace(/^body\./, '');
    return FIELD_OF_PATH[field] ?? FIELD_OF_PATH[field.split('.')[0] ?? ''];
  });
  if (Object.keys(fromIssues).length > 0) return fromIssues;
  const message = error instanceof Error ? error.message : '';
  const field = fieldOfMessage(message);
  return field ? { [field]: message } : {};
};

const candidate = SaveReferenceOrderRequest.shape.candidateInfo.unwrap().shape;

/** The longest text the contract takes for each text field (the inputs' maxLength). */
export const ORDER_FIELD_LIMITS: Partial<Record<OrderFormField, number | undefined>> = {
  company: maxLengthOf(SaveReferenceOrderRequest.shape.company),
  position: maxLengthOf(SaveReferenceOrderRequest.shape.position),
  positionURL: maxLengthOf(SaveReferenceOrderRequest.shape.positionURL),
  description: maxLengthOf(SaveReferenceOrderRequest.shape.description),
  candidateName: maxLengthOf(candidate.name),
  candidateEmail: maxLengthOf(candidate.email),
  candidatePhone: maxLengthOf(candidate.phone),
  candidateSsn: maxLengthOf(candidate.ssn),
};
