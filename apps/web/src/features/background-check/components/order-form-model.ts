import {
  type Checkpoint,
  CreateOrderRequest,
  type Gender,
  type InterviewType,
  isBackgroundCheckService,
  type OrderInitView,
  OrderJobInput,
  type OrderJobView,
  type OrderService,
  type OrderView,
} from '@granska/domain';
import { serverFieldErrors as kitServerFieldErrors, maxLengthOf } from '../../../components/form';
import {
  type FieldError,
  normalizePhone,
  PERSON_FIELD_LIMITS,
  PERSON_JOB_FIELDS,
  personalNumberError,
  personInput,
  phoneError,
  serverError,
  validatePerson,
} from '../../../components/order/person-model';
import type { Language } from '../../../i18n/merge-locales';

/** Age groups offered for a job's `ageGroup` (the spec names the field, not its values; ours). */
export const AGE_GROUPS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;

/** The order form as the user fills it in: one person, one job. */
export interface OrderFormValues {
  service: OrderService | '';
  name: string;
  ssn: string;
  email: string;
  phone: string;
  position: string;
  description: string;
  checkpoints: Checkpoint[];
  verifyFormerEmployer: boolean;
  verifyEducation: boolean;
  /** One question per line. */
  screeningQuestions: string;
  orderInstruction: string;
  recipients: string[];
  invoiceCompany: string;
  costCenter: string;
  gender: Gender | '';
  ageGroup: string;
  /** An SPI interview, where the customer's psConfig offers one. */
  interviewType: InterviewType | '';
  /** YYYY-MM-DD or ''. */
  spiDate: string;
}

export type OrderFormField = keyof OrderFormValues;

export type { FieldError };
export type OrderFormErrors = Partial<Record<OrderFormField, FieldError>>;

const ERROR_KEYS = 'backgroundCheck.form.errors';

export { normalizePhone, personalNumberError, phoneError };

/** The longest text POST /order takes in each field: the inputs stop there (maxLength). */
export const ORDER_FIELD_LIMITS: Partial<Record<OrderFormField, number>> = {
  ...PERSON_FIELD_LIMITS,
  position: maxLengthOf(OrderJobInput.shape.position),
  description: maxLengthOf(OrderJobInput.shape.description),
  orderInstruction: maxLengthOf(CreateOrderRequest.shape.orderInstruction),
  invoiceCompany: maxLengthOf(CreateOrderRequest.shape.invoiceCompany),
  costCenter: maxLengthOf(CreateOrderRequest.shape.costCenter),
  ageGroup: maxLengthOf(OrderJobInput.shape.ageGroup),
};

/** Spec §5 candidate and personal-number rules and the e-mail format, every field at once, with the domain's messages. */
export const validateOrderForm = (values: OrderFormValues, now: Date = new Date()): OrderFormErrors => ({
  ...(values.service === '' ? { service: { key: `${ERROR_KEYS}.serviceMissing` } } : {}),
  ...validatePerson(values, now),
});

const questionLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

const optional = <K extends string>(key: K, value: string): { [P in K]?: string } => {
  const trimmed = value.trim();
  return (trimmed === '' ? {} : { [key]: trimmed }) as { [P in K]?: string };
};

/** A new form: the only service preselected, the customer's standard checkpoints, its instructions. */
export const newOrderValues = (init: OrderInitView): OrderFormValues => {
  const services = init.services.filter(isBackgroundCheckService);
  const [onlyService] = services.length === 1 ? services : [];
  return {
    service: onlyService ?? '',
    name: '',
    ssn: '',
    email: '',
    phone: '',
    position: '',
    description: '',
    checkpoints: init.screeningCheckpoints
      .filter((item) => item.standardChecked)
      .map((item) => item.checkpoint),
    verifyFormerEmployer: false,
    verifyEducation: false,
    screeningQuestions: '',
    orderInstruction: init.bkConfig.orderInstructions ?? '',
    recipients: [],
    invoiceCompany: init.invoiceCompanies.length === 1 ? (init.invoiceCompanies[0] ?? '') : '',
    costCenter: init.costCenter ?? '',
    gender: '',
    ageGroup: '',
    interviewType: '',
    spiDate: '',
  };
};

/** A saved draft in the form; the form edits its first job (a web-made draft has one). */
export const draftValues = (order: OrderView): OrderFormValues => {
  const job = order.jobs[0];
  return {
    // The portal shows background-check orders only (GET /orders keeps to them).
    service: order.service as OrderService,
    name: job?.name ?? '',
    ssn: job?.SSN ?? '',
    email: job?.email ?? '',
    phone: job?.phone ?? '',
    position: job?.position ?? '',
    description: job?.description ?? '',
    checkpoints: job?.screeningCheckpoints.map((item) => item.checkpoint) ?? [],
    verifyFormerEmployer: job?.verifyFormerEmployer ?? false,
    verifyEducation: job?.verifyEducation ?? false,
    screeningQuestions: job?.screeningQuestions.join('\n') ?? '',
    orderInstruction: order.orderInstruction ?? '',
    recipients: order.customerRecipients,
    invoiceCompany: order.invoiceCompany ?? '',
    costCenter: order.costCenter ?? '',
    gender: job?.gender && job.gender !== 'BLANK' ? job.gender : '',
    ageGroup: job?.ageGroup ?? '',
    interviewType: job?.interview?.spiType ?? '',
    spiDate: job?.interview?.spiDate ?? '',
  };
};

interface RequestOptions {
  send: boolean;
  /** The draft being edited. */
  draft?: OrderView | undefined;
  /** Whether the customer shows 'verify former employer' (bkConfig.showVerifyEmployer). */
  showVerifyEmployer: boolean;
}

/** POST /order's body from the form; a draft's other jobs go back unchanged. */
export const orderRequest = (
  values: OrderFormValues,
  { send, draft, showVerifyEmployer }: RequestOptions,
): CreateOrderRequest => {
  const service = values.service as OrderService;
  const questions = questionLines(values.screeningQuestions);
  const job: OrderJobInput = {
    ...personInput(values),
    ...optional('position', values.position),
    ...optional('description', values.description),
    ...(service === 'SCREENING'
      ? { screeningCheckpoints: values.checkpoints.map((checkpoint) => ({ checkpoint })) }
      : {}),
    ...(showVerifyEmployer ? { verifyFormerEmployer: values.verifyFormerEmployer } : {}),
    verifyEducation: values.verifyEducation,
    ...(questions.length > 0 ? { screeningQuestions: questions } : {}),
    ...(values.gender === '' ? {} : { gender: values.gender }),
    ...optional('ageGroup', values.ageGroup),
    ...(values.interviewType === '' ? {} : { interviewType: values.interviewType }),
    ...optional('spiDate', values.spiDate),
  };
  return {
    ...(draft ? { id: draft.id } : {}),
    service,
    jobs: [job, ...(draft?.jobs.slice(1).map(jobInput) ?? [])],
    customerRecipients: values.recipients,
    ...optional('orderInstruction', values.orderInstruction),
    ...optional('invoiceCompany', values.invoiceCompany),
    ...optional('costCenter', values.costCenter),
    send,
  };
};

/** A saved job as POST /order's input, as it stands. */
export const jobInput = (job: OrderJobView): OrderJobInput => ({
  name: job.name,
  SSN: job.SSN,
  email: job.email,
  phone: job.phone,
  ...(job.position === null ? {} : { position: job.position }),
  ...(job.description === null ? {} : { description: job.description }),
  ...(job.service === 'SCREENING'
    ? { screeningCheckpoints: job.screeningCheckpoints.map(({ checkpoint }) => ({ checkpoint })) }
    : {}),
  verifyFormerEmployer: job.verifyFormerEmployer,
  verifyEducation: job.verifyEducation,
  screeningQuestions: job.screeningQuestions,
  ...(job.gender === null ? {} : { gender: job.gender }),
  ...(job.ageGroup === null ? {} : { ageGroup: job.ageGroup }),
  ...(job.interview
    ? {
        interviewType: job.interview.spiType,
        ...(job.interview.spiDate === null ? {} : { spiDate: job.interview.spiDate }),
      }
    : {}),
});

/** A saved draft sent as it stands (the details page's 'Skicka'). */
export const sendDraftRequest = (order: OrderView): CreateOrderRequest => ({
  id: order.id,
  service: order.service as OrderService,
  jobs: order.jobs.map(jobInput),
  customerRecipients: order.customerRecipients,
  ...(order.orderInstruction === null ? {} : { orderInstruction: order.orderInstruction }),
  ...(order.invoiceCompany === null ? {} : { invoiceCompany: order.invoiceCompany }),
  ...(order.costCenter === null ? {} : { costCenter: order.costCenter }),
  send: true,
});

const JOB_FIELDS: Readonly<Record<string, OrderFormField>> = {
  ...PERSON_JOB_FIELDS,
  position: 'position',
  description: 'description',
  screeningCheckpoints: 'checkpoints',
  verifyFormerEmployer: 'verifyFormerEmployer',
  verifyEducation: 'verifyEducation',
  screeningQuestions: 'screeningQuestions',
  gender: 'gender',
  ageGroup: 'ageGroup',
  interviewType: 'interviewType',
  spiDate: 'spiDate',
};

const ORDER_FIELDS: Readonly<Record<string, OrderFormField>> = {
  service: 'service',
  customerRecipients: 'recipients',
  orderInstruction: 'orderInstruction',
  invoiceCompany: 'invoiceCompany',
  costCenter: 'costCenter',
};

/** The form field a server issue names (`body.jobs.0.SSN`, `jobs.0.phone`, `customerRecipients.1`). */
export const fieldOfIssue = (path: string): OrderFormField | undefined => {
  const parts = path.replace(/^body\./, '').split('.');
  if (parts[0] === 'jobs') return parts[1] === '0' ? JOB_FIELDS[parts[2] ?? ''] : undefined;
  return ORDER_FIELDS[parts[0] ?? ''];
};

/** A refused POST /order's issues at the form's fields (the first issue of each field). */
export const serverFieldErrors = (error: unknown, language: Language): OrderFormErrors =>
  Object.fromEntries(
    Object.entries(kitServerFieldErrors(error, fieldOfIssue, language)).map(([field, message]) => [
      field,
      serverError(message),
    ]),
  );
