import type { StaffJobDetails } from '@granska/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssignmentsTable } from '../../../components/job/assignments-table';
import { ConsentsTable } from '../../../components/job/consents-table';
import { StateLogTable } from '../../../components/job/state-log-table';
import { Panel } from './panel';

/** Samtycken & historik: the job's consents, its state log and its analyst assignments. */
export const ConsentsTab = ({ job }: { job: StaffJobDetails }) => {
  const { t } = useTranslation();
  const table = (id: string, key: string) => ({ labelledBy: id, empty: t(`analyst.consents.${key}`) });
  return (
    <Stack gap="md">
      <Panel id="analyst-consents" title={t('analyst.consents.consentsTitle')} named={false}>
        <ConsentsTable consents={job.consents} {...table('analyst-consents', 'noConsents')} />
      </Panel>
      <Panel id="analyst-history" title={t('analyst.consents.historyTitle')} named={false}>
        <StateLogTable entries={job.jobStateLog} {...table('analyst-history', 'noHistory')} />
      </Panel>
      <Panel id="analyst-assignments" title={t('analyst.consents.assignmentsTitle')} named={false}>
        <AssignmentsTable assignments={job.assignments} {...table('analyst-assignments', 'noAssignments')} />
      </Panel>
    </Stack>
  );
};
