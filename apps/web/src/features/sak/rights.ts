import {
  createPsPersonEndpoint,
  createPsTagEndpoint,
  deletePsPersonEndpoint,
  deletePsTagEndpoint,
  importPsPersonsEndpoint,
  listPsPersonsEndpoint,
  listPsRenewalsEndpoint,
  listPsTagsEndpoint,
  mayCall,
  ORDER_SERVICE_GROUPS,
  updatePsTagEndpoint,
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
  /** The clearances falling due for renewal (the register's readers). */
  renewals: boolean;
  /** SCOrderer: ordering a security clearance, so a renewal. */
  orderRenewal: boolean;
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
  renewals: mayCall(listPsRenewalsEndpoint, groups),
  orderRenewal: groups.includes(ORDER_SERVICE_GROUPS.SECURITY_CLEARANCE),
});

export const useSakRights = (): SakRights => {
  const { user } = useSession();
  return rightsOf(user?.groups ?? []);
};
