import { PortalRoutes } from '../../components/portal-page/portal-routes';
import { JobWorkspacePage } from './components/job-workspace-page';
import { MyJobsPage } from './components/my-jobs-page';
import { PORTAL_PATH } from './paths';

/**
 * The analyst portal (spec §2 `analyst`, Analyst): 'Mina jobb' at the portal itself and one job's
 * workspace at `jobs/:jobId`; anything else goes back to the list. All of it behind the security policy:
 * the list shows names too (staff-jobs.md).
 */
export const AnalystPortal = () => (
  <PortalRoutes
    titleKey="analyst.title"
    home={PORTAL_PATH}
    behindPolicy
    pages={{ '': <MyJobsPage />, 'jobs/:jobId': <JobWorkspacePage /> }}
  />
);
