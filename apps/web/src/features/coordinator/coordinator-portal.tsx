import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { JobPage } from './components/job-page';
import { QueuesPage } from './components/queues-page';
import { PORTAL_PATH } from './paths';

/**
 * The coordinator portal (spec §2 `coordinator`, Coordinator and SPICoordinator): the work queues at
 * the portal itself and one job's page. Both show person data (names, masked numbers; the opened job
 * in full), so both sit behind the security policy (docs/decisions/web-coordinator.md).
 */
export const CoordinatorPortal = () => (
  <PortalRoutes
    titleKey="coordinator.title"
    home={PORTAL_PATH}
    behindPolicy
    pages={{ '': <QueuesPage />, 'jobs/:jobId': <JobPage /> }}
  />
);
