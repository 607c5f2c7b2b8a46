import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { QueuePage } from './components/queue-page';
import { RecordPage } from './components/record-page';
import { PORTAL_PATH } from './paths';

/**
 * The data collector's portal (spec §2 `data-collector`, DataCollector; its header link is
 * 'Inmatningskö'): the queue at the portal itself and one record below it.
 */
export const DataCollectorPortal = () => (
  <PortalRoutes
    titleKey="dataCollector.title"
    home={PORTAL_PATH}
    pages={{ '': <QueuePage />, ':recordId': <RecordPage /> }}
  />
);
