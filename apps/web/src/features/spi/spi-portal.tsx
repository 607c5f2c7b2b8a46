import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { SpiJobPage } from './components/spi-job-page';
import { SpiJobsPage } from './components/spi-jobs-page';
import { PORTAL_PATH } from './paths';

/**
 * The SPI leader's portal (spec §2 `spi`, issue 16; docs/decisions/spi-interviews.md): the leader's jobs
 * and one job's interview at `jobs/:jobId`, all behind the security policy (the list shows names).
 */
export const SpiPortal = () => (
  <PortalRoutes
    titleKey="spi.title"
    home={PORTAL_PATH}
    behindPolicy
    pages={{ '': <SpiJobsPage />, 'jobs/:jobId': <SpiJobPage /> }}
  />
);
