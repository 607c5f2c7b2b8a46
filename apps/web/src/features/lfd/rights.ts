import {
  approveLfdFollowUpEndpoint,
  cancelLfdFollowUpEndpoint,
  deleteLfdOrderEndpoint,
  type LfdList,
  listArchivedLfdOrdersEndpoint,
  listLfdOrdersEndpoint,
  listScheduledLfdOrdersEndpoint,
  mayCall,
} from '@granska/domain';
import { useSession } from '../../app/session/session-context';

export interface LfdRights {
  /** Which lists the user may see (GET /order/lfd, /order/lfdarchived, /order/lfdscheduled). */
  lists: Readonly<Record<LfdList, boolean>>;
  /** May open an order of a list (POST /order/populate). */
  read: boolean;
  /** LfdOrderer: the prescreen order form. */
  order: boolean;
  /** LfdDownloadReport. */
  downloadReport: boolean;
  /** LfdDelete: deleting a draft or archiving a finished check. */
  delete: boolean;
  /** LfdApproveFollowUp: approving or denying a scheduled follow-up. */
  approveFollowUp: boolean;
  /** LfdCancelActivation: 'Radera schemaläggning' of a scheduled follow-up. */
  cancelFollowUp: boolean;
}

/**
 * What the portal offers the logged-in user (spec §6 ServiceLfd groups from the identity token). A
 * courtesy only: the server decides every call again.
 */
export const rightsOf = (groups: readonly string[]): LfdRights => {
  const lists = {
    current: mayCall(listLfdOrdersEndpoint, groups),
    archived: mayCall(listArchivedLfdOrdersEndpoint, groups),
    scheduled: mayCall(listScheduledLfdOrdersEndpoint, groups),
  };
  return {
    lists,
    read: Object.values(lists).some(Boolean),
    order: groups.includes('LfdOrderer'),
    downloadReport: groups.includes('LfdDownloadReport'),
    delete: mayCall(deleteLfdOrderEndpoint, groups),
    approveFollowUp: mayCall(approveLfdFollowUpEndpoint, groups),
    cancelFollowUp: mayCall(cancelLfdFollowUpEndpoint, groups),
  };
};

export const useLfdRights = (): LfdRights => {
  const { user } = useSession();
  return rightsOf(user?.groups ?? []);
};
