import { isAnalysisOpen, type StaffJobDetails } from '@granska/domain';
import { Alert, Anchor, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { JobPageHeader } from '../../../components/job/job-page-header';
import { Loading } from '../../../components/loading/loading';
import { currentLanguage } from '../../../i18n/i18n';
import { useJobDetails } from '../api/job-details';
import { PORTAL_PATH } from '../paths';
import { ReportTab } from '../report/report-tab';
import { AttachmentsTab } from './attachments-tab';
import { BaseInfoTab } from './base-info-tab';
import { CourtRecordsTab, CreditInformationTab } from './bulk-data-tabs';
import { ClearanceSurveyTab } from './clearance-survey-tab';
import { CollectedDataTab } from './collected-data-tab';
import { ConsentsTab } from './consents-tab';
import { DataPartsTab } from './data-parts-tab';
import { RiskGradesTab } from './risk-grades-tab';
import { SpiReportTab } from './spi-report-tab';

export const WORKSPACE_TABS = [
  'base',
  'consents',
  'collected',
  'dataParts',
  'credit',
  'court',
  'risk',
  'attachments',
  'report',
  'survey',
  'spi',
] as const;
export type WorkspaceTab = (typeof WORKSPACE_TABS)[number];

/**
 * The tabs of a job: the survey's answers only for a security clearance, the SPI with an SPI leader or an
 * ordered interview.
 */
const tabsOf = (job: StaffJobDetails): readonly WorkspaceTab[] =>
  WORKSPACE_TABS.filter(
    (tab) =>
      (tab !== 'survey' || job.service === 'SECURITY_CLEARANCE') &&
      (tab !== 'spi' || job.spiLeaderId !== null || job.interview !== null),
  );
const isTab = (value: string | null): value is WorkspaceTab => WORKSPACE_TABS.includes(value as WorkspaceTab);

const TabPanel = ({ tab, job }: { tab: WorkspaceTab; job: StaffJobDetails }) => {
  const editable = isAnalysisOpen(job.currState);
  switch (tab) {
    case 'base':
      return <BaseInfoTab job={job} />;
    case 'consents':
      return <ConsentsTab job={job} />;
    case 'collected':
      return <CollectedDataTab jobId={job.id} />;
    case 'dataParts':
      return <DataPartsTab jobId={job.id} editable={editable} />;
    case 'credit':
      return <CreditInformationTab jobId={job.id} editable={editable} />;
    case 'court':
      return <CourtRecordsTab jobId={job.id} editable={editable} />;
    case 'risk':
      return <RiskGradesTab jobId={job.id} editable={editable} />;
    case 'attachments':
      return <AttachmentsTab jobId={job.id} editable={editable} />;
    case 'report':
      return <ReportTab jobId={job.id} />;
    case 'survey':
      return <ClearanceSurveyTab jobId={job.id} />;
    case 'spi':
      return <SpiReportTab jobId={job.id} interview={job.interview} />;
  }
};

const Workspace = ({ jobId }: { jobId: string }) => {
  const { t, i18n } = useTranslation();
  const _language = currentLanguage(i18n);
  const details = useJobDetails(jobId);
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');

  if (details.isPending) return <Loading label={t('analyst.workspace.loading')} />;
  if (details.isError) return <ApiErrorAlert error={details.error} />;
  const job = details.data;
  const tabs = tabsOf(job);
  const tab: WorkspaceTab = isTab(requested) && tabs.includes(requested) ? requested : 'base';

  return (
    <Stack gap="md">
      <JobPageHeader tabTitle={t('analyst.workspace.tabTitle')} job={job} />
      {!isAnalysisOpen(job.currState) && <Alert color="gray">{t('analyst.workspace.closed')}</Alert>}
      <Tabs
        value={tab}
        onChange={(value) => {
          if (isTab(value)) setSearchParams(value === 'base' ? {} : { tab: value }, { replace: true });
        }}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('analyst.workspace.tabs')}>
          {tabs.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`analyst.workspace.tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {value === tab && <TabPanel tab={value} job={job} />}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
};

/**
 * One job's workspace (issue 6): behind the security policy, the job's person data (POST /job/populate,
 * audited by the server) and the analysis in tabs; the tab lives in the address (`?tab=`).
 */
export const JobWorkspacePage = () => {
  const { t } = useTranslation();
  const { jobId = '' } = useParams();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PORTAL_PATH} size="sm">
        {t('analyst.workspace.back')}
      </Anchor>
      <Workspace jobId={jobId} />
    </Stack>
  );
};
