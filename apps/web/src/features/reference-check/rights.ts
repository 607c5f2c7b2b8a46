import {
  archiveReferenceOrderEndpoint,
  decryptReferenceEndpoint,
  decryptReferenceOrderEndpoint,
  deleteReferenceOrderEndpoint,
  deleteSurveyEndpoint,
  listReferenceOrdersEndpoint,
  mayCall,
  referenceDecryptedPdfEndpoint,
  referenceRecipientsEndpoint,
  referenceReportEndpoint,
  reviewFraudSignalEndpoint,
  saveReferenceOrderEndpoint,
  saveReferenceSettingsEndpoint,
  saveSurveyEndpoint,
  sendReferenceOrderEndpoint,
} from '@granska/domain';
import { useSession } from '../../app/session/session-context';

export interface ReferenceCheckRights {
  /** May list and open orders (/order/list, /order/populate, /reference/populate). */
  read: boolean;
  /** RTOrderer: the order form, saving drafts (/order). */
  order: boolean;
  /** Sending a draft and reminding by hand (/order/send). */
  send: boolean;
  /** Deleting an order (/order/delete: an orderer its own drafts, RTDelete any). */
  delete: boolean;
  /** Archiving a finished order (/order/archive). */
  archive: boolean;
  /** Reading the candidate's details in clear (/order/decrypt). */
  decryptOrder: boolean;
  /** Reading the referees' details, answers and reasons in clear (/reference/decrypt). */
  decryptReferences: boolean;
  /** The report (/order/report). */
  report: boolean;
  /** The whole report as a PDF (/order/pdf/decrypted). */
  downloadPdf: boolean;
  /** Marking a fraud signal as reviewed (/order/signal/review). */
  reviewSignals: boolean;
  /** RTQuestionnaireCreator: the questionnaire templates (/survey, /survey/delete). */
  editQuestionnaires: boolean;
  deleteQuestionnaires: boolean;
  /** CustomerAdmin: the customer's reference-check settings (/customer/settings). */
  settings: boolean;
  /** May list the customer's RTRecipient users (/customer/recipients): recipients beyond the orderer. */
  listRecipients: boolean;
}

/**
 * What the portal offers the logged-in user, read from the contracts' access and the token's groups
 * (spec §6 ServiceReferenceCheck). A courtesy only: the server decides every call again.
 */
export const rightsOf = (groups: readonly string[]): ReferenceCheckRights => ({
  read: mayCall(listReferenceOrdersEndpoint, groups),
  order: mayCall(saveReferenceOrderEndpoint, groups),
  send: mayCall(sendReferenceOrderEndpoint, groups),
  delete: mayCall(deleteReferenceOrderEndpoint, groups),
  archive: mayCall(archiveReferenceOrderEndpoint, groups),
  decryptOrder: mayCall(decryptReferenceOrderEndpoint, groups),
  decryptReferences: mayCall(decryptReferenceEndpoint, groups),
  report: mayCall(referenceReportEndpoint, groups),
  downloadPdf: mayCall(referenceDecryptedPdfEndpoint, groups),
  reviewSignals: mayCall(reviewFraudSignalEndpoint, groups),
  editQuestionnaires: mayCall(saveSurveyEndpoint, groups),
  deleteQuestionnaires: mayCall(deleteSurveyEndpoint, groups),
  settings: mayCall(saveReferenceSettingsEndpoint, groups),
  listRecipients: mayCall(referenceRecipientsEndpoint, groups),
});

export const useReferenceCheckRights = (): ReferenceCheckRights => {
  const { user } = useSession();
  return rightsOf(user?.groups ?? []);
};
