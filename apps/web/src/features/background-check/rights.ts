import {
  changeOrderRecipientsEndpoint,
  createOrderEndpoint,
  downloadReportEndpoint,
  isBackgroundCheckService,
  type JobService,
  listOrdersEndpoint,
  mayCall,
  ORDER_SERVICE_GROUPS,
} from '@granska/domain';
import { useSession } from '../../app/session/session-context';

export interface BackgroundCheckRights {
  /** May list and open orders at all (GET /orders, POST /order/populate). */
  read: boolean;
  /** BKOrderer: may open the order form. */
  order: boolean;
  /** BKOrderer plus the service's own orderer group: may edit, send and remove its drafts. */
  orderService: (service: JobService) => boolean;
  changeRecipients: boolean;
  downloadReport: boolean;
}

/**
 * What the portal offers the logged-in user (spec §6 groups from the identity token). A courtesy
 * only: the server decides every call again.
 */
export const rightsOf = (groups: readonly string[]): BackgroundCheckRights => {
  const has = (group: string) => groups.includes(group);
  return {
    read: mayCall(listOrdersEndpoint, groups),
    order: mayCall(createOrderEndpoint, groups),
    orderService: (service) =>
      isBackgroundCheckService(service) &&
      mayCall(createOrderEndpoint, groups) &&
      has(ORDER_SERVICE_GROUPS[service]),
    changeRecipients: mayCall(changeOrderRecipientsEndpoint, groups),
    downloadReport: mayCall(downloadReportEndpoint, groups),
  };
};

export const useBackgroundCheckRights = (): BackgroundCheckRights => {
  const { user } = useSession();
  return rightsOf(user?.groups ?? []);
};
