import type { StaffJobDetails } from '@granska/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AssignmentsTable } from '../../../components/job/assignments-table';
import { ConsentsTable } from '../../../components/job/consents-table';
import { StateLogTable } from '../../../components/job/state-log-table';

/** Samtycken & historik: the job's consents, its state log and its analyst assignments. */
export const ConsentsTab = ({ job }: { job: StaffJobDetails }) => {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section">
        <Title order={3} size="h5" mb="sm" id="analyst-consents">
          {t('analyst.consents.consentsTitle')}
        </Title>
        <ConsentsTable
          consents={job.consents}
          labelledBy="analyst-consents"
          empty={t('analyst.consents.noConsents')}
        />
      </Paper>
      <Paper withBorder p="md" component="section">
        <Title order={3} size="h5" mb="sm" id="analyst-history">
          {t('analyst.consents.historyTitle')}
        </Title>
        <StateLogTable
          entries={job.jobStateLog}
          labelledBy="analyst-history"
          empty={t('analyst.consents.noHistory')}
        />
      </Paper>
      <Paper withBorder p="md" component="section">
        <Title order={3} size="h5" mb="sm" id="analyst-assignments">
          {t('analyst.consents.assignmentsTitle')}
        </Title>
        <AssignmentsTable
          assignments={job.assignments}
          labelledBy="analyst-assignments"
          empty={t('analyst.consents.noAssignments')}
        />
      </Paper>
    </Stack>
  );
};
