import { z } from 'zod';
import { defineEndpoint, FileAnswer } from '../contracts/endpoint';
import { DeletionPolicy } from '../enums';
import { MAIN_API_ERROR_MESSAGES } from '../errors';
import type { Label } from '../labels';
import { JobService } from './orders';
import { pagedOkEnvelope, pageQueryFields } from './paging';

/**
 * The deletion of a finished case's personal data and its certificate (docs/decisions/deletion-policy.md):
 * when the retention period the consent page promised has passed, scheduled work deletes what the case
 * held about the person and writes what it deleted, when and under which policy. The customer admin
 * lists and downloads the certificates of the own customer.
 */

/** What a deletion removes, category by category (each module deletes its own). */
export const DELETED_DATA_CATEGORIES = [
  'personData',
  'caseDetails',
  'coordinatorNotes',
  'consentEvidence',
  'reportComments',
  'reportTexts',
  'reportFiles',
  'collectedData',
  'dataParts',
  'attachments',
  'surveyAnswers',
] as const;
export const DeletedDataCategory = z.enum(DELETED_DATA_CATEGORIES);
export type DeletedDataCategory = z.infer<typeof DeletedDataCategory>;

export const DELETED_DATA_CATEGORY_LABELS: Readonly<Record<DeletedDataCategory, Label>> = {
  personData: {
    sv: 'Personuppgifter i ärendet (namn, personnummer, e-post, telefon)',
    en: 'Personal data of the case (name, personal identity number, e-mail, phone)',
  },
  caseDetails: {
    sv: 'Uppgifter om personen i ärendet (beskrivning, kön, åldersgrupp, riskvärden, kommentarer)',
    en: 'Details about the person in the case (description, gender, age group, risk values, comments)',
  },
  coordinatorNotes: { sv: 'Koordinatorns anteckningar', en: "The coordinator's notes" },
  consentEvidence: {
    sv: 'Underskrifter av samtycken (BankID)',
    en: 'Signatures of consents (BankID)',
  },
  reportComments: { sv: 'Personens kommentarer till rapporten', en: "The person's comments on the report" },
  reportTexts: { sv: 'Rapportens texter', en: "The report's texts" },
  reportFiles: { sv: 'Rapportfiler (PDF)', en: 'Report files (PDF)' },
  collectedData: { sv: 'Inmatade uppgifter', en: 'Collected data' },
  dataParts: {
    sv: 'Dataunderlag (inklusive kredit- och domstolsuppgifter)',
    en: 'Data parts (including credit and court data)',
  },
  attachments: { sv: 'Bifogade filer', en: 'Attachments' },
  surveyAnswers: { sv: 'Enkätsvar', en: 'Survey answers' },
};

export const DeletedDataCount = z.object({
  category: DeletedDataCategory,
  count: z.number().int().min(0),
});
export type DeletedDataCount = z.infer<typeof DeletedDataCount>;

/** One case's certificate as the list shows it; the download is the same as a PDF. */
export const DeletionCertificateView = z.object({
  id: z.string(),
  jobId: z.string(),
  orderId: z.string(),
  service: JobService,
  /** The customer's deletion policy when the case was deleted, and the period it gave. */
  policy: DeletionPolicy,
  retentionMonths: z.number().int(),
  /** When the case finished (entered APPROVED, DECLINED, TIMED_OUT or ARCHIVED for the last time). */
  finishedAt: z.string(),
  deletedAt: z.string(),
  /** What was deleted, per category; categories the case held nothing of are left out. */
  deleted: z.array(DeletedDataCount),
});
export type DeletionCertificateView = z.infer<typeof DeletionCertificateView>;

export const ListDeletionCertificatesQuery = z.object(pageQueryFields());
export type ListDeletionCertificatesQuery = z.output<typeof ListDeletionCertificatesQuery>;

export const DeletionCertificatesPage = pagedOkEnvelope(DeletionCertificateView);
export type DeletionCertificatesPage = z.infer<typeof DeletionCertificatesPage>;

export const DeletionCertificateParams = z.object({ id: z.string().min(1).max(100) });

export const DELETION_CERTIFICATE_MESSAGES = {
  notFound: 'Raderingsintyget kunde inte hittas',
} as const;

/** The customer admin of the customer whose case it was (the server limits to the own customer). */
export const DELETION_CERTIFICATES_ACCESS = { groups: ['CustomerAdmin'] } as const;

export const listDeletionCertificatesEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/deletion-certificates',
  query: ListDeletionCertificatesQuery,
  response: DeletionCertificatesPage,
  access: DELETION_CERTIFICATES_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /deletion-certificates'],
  summary: "The own customer's deletion certificates of finished cases, newest deletion first",
});

export const downloadDeletionCertificateEndpoint = defineEndpoint({
  service: 'mainApi',
  method: 'GET',
  path: '/deletion-certificates/{id}',
  params: DeletionCertificateParams,
  response: FileAnswer,
  file: { contentType: 'application/pdf' },
  access: DELETION_CERTIFICATES_ACCESS,
  errorMessage: MAIN_API_ERROR_MESSAGES['GET /deletion-certificates/{id}'],
  summary: 'One deletion certificate as a PDF (what was deleted, when, under which policy)',
});
