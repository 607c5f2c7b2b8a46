import type { JobStateLogEntry, OrderConsentView } from '@granska/domain';
import { Stack, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentsTable } from './consents-table';
import { StateLogTable } from './state-log-table';

/** A customer's view of a job's consents and its state history, each table named by its heading. */
export const ConsentsAndStateLog = ({
  job,
}: {
  job: { consents: readonly OrderConsentView[]; jobStateLog: readonly JobStateLogEntry[] };
}) => {
  const { t } = useTranslation();
  const consentsId = useId();
  const logId = useId();
  return (
    <>
      <Stack gap="xs">
        <Title order={4} size="h5" id={consentsId}>
          {t('job.consents.title')}
        </Title>
        <ConsentsTable
          consents={job.consents}
          labelledBy={consentsId}
          empty={t('job.consents.none')}
          withTableBorder
        />
      </Stack>
      <Stack gap="xs">
        <Title order={4} size="h5" id={logId}>
          {t('job.stateLog.title')}
        </Title>
        <StateLogTable entries={job.jobStateLog} labelledBy={logId} empty={t('job.stateLog.none')} />
      </Stack>
    </>
  );
};
