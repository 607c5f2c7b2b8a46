import {
  approvePsScheduleEndpoint,
  cancelPsScheduleEndpoint,
  createPsPersonEndpoint,
  createPsTagEndpoint,
  deletePsPersonEndpoint,
  deletePsTagEndpoint,
  downloadPsDocumentEndpoint,
  downloadSpiReportEndpoint,
  importPsPersonsEndpoint,
  listPsDocumentsEndpoint,
  listPsOrdersEndpoint,
  listPsPersonsEndpoint,
  listPsRenewalsEndpoint,
  listPsTagsEndpoint,
  mayCall,
  ORDER_SERVICE_GROUPS,
  PS_SERVICE_GROUPS,
  PS_SERVICES,
  type PsService,
  updatePsTagEndpoint,
  uploadPsDocumentEndpoint,
} from '@granska/domain';
import { useSession } from '../../app/session/session-context';

export interface SakRights {
  /** The person register (PSSecurityManager, PSAssistantSecurityManager, PSSecurityStaff). */
  register: boolean;
  createPerson: boolean;
  deletePerson: boolean;
  /** PSImportOrder: importing cleared persons from a CSV file. */
  importPersons: boolean;
  /** PSEditSecurityClass: a card's security classes. */
  editSecurityClasses: boolean;
  /** PSTag: tagging persons and making tags. */
  tag: boolean;
  seeTags: boolean;
  renameTag: boolean;
  deleteTag: boolean;
  /** The SÄK services the user orders (SecurityScreeningOrdererBasic, SecurityScreeningOrderer, SCOrderer). */
  order: readonly PsService[];
  /** The orders list (a PSRecipient or PSOrderer group, or SCScheduled). */
  orders: boolean;
  /** SCScheduled: every scheduled clearance of the customer. */
  scheduled: boolean;
  approveSchedule: boolean;
  cancelSchedule: boolean;
  /** The services whose reports the user downloads (SecurityScreeningDownloadReport, SCDownloadReport). */
  downloadReport: readonly PsService[];
  /** SPIDownloadReport: the SPI report of an order whose interview report is finalized. */
  downloadSpiReport: boolean;
  /** The clearances falling due for renewal (the register's readers). */
  renewals: boolean;
  /** SCOrderer: ordering a security clearance, so a renewal. */
  orderRenewal: boolean;
  /** A card's documents: the register's readers see the list. */
  seeDocuments: boolean;
  /** PSDownloadAttachmentPsPerson: downloading a card's documents. */
  downloadDocuments: boolean;
  /** PSEditSecurityClass: uploading and deleting a card's documents. */
  editDocuments: boolean;
}

/** What the portal offers the user (spec §6 ServiceProtectiveSecurity); the server decides again. */
export const rightsOf = (groups: readonly string[]): SakRights => ({
  register: mayCall(listPsPersonsEndpoint, groups),
  createPerson: mayCall(createPsPersonEndpoint, groups),
  deletePerson: mayCall(deletePsPersonEndpoint, groups),
  importPersons: mayCall(importPsPersonsEndpoint, groups),
  editSecurityClasses: groups.includes('PSEditSecurityClass'),
  tag: mayCall(createPsTagEndpoint, groups),
  seeTags: mayCall(listPsTagsEndpoint, groups),
  renameTag: mayCall(updatePsTagEndpoint, groups),
  deleteTag: mayCall(deletePsTagEndpoint, groups),
  order: PS_SERVICES.filter((service) => groups.includes(PS_SERVICE_GROUPS[service].orderer)),
  orders: mayCall(listPsOrdersEndpoint, groups),
  scheduled: groups.includes('SCScheduled'),
  approveSchedule: mayCall(approvePsScheduleEndpoint, groups),
  cancelSchedule: mayCall(cancelPsScheduleEndpoint, groups),
  downloadReport: PS_SERVICES.filter((service) => groups.includes(PS_SERVICE_GROUPS[service].download)),
  downloadSpiReport: mayCall(downloadSpiReportEndpoint, groups),
  renewals: mayCall(listPsRenewalsEndpoint, groups),
  orderRenewal: groups.includes(ORDER_SERVICE_GROUPS.SECURITY_CLEARANCE),
  seeDocuments: mayCall(listPsDocumentsEndpoint, groups),
  downloadDocuments: mayCall(downloadPsDocumentEndpoint, groups),
  editDocuments: mayCall(uploadPsDocumentEndpoint, groups),
});

export const useSakRights = (): SakRights => {
  const { user } = useSession();
  return rightsOf(user?.groups ?? []);
};
