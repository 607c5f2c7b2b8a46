import type { OrderJobView } from '@granska/domain';
import { Button, Stack, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../api-error-alert/api-error-alert';
import { useDownloadReport } from './download-report';

/**
 * 'Ladda ner rapport' (BKDownloadReport). Before the report exists the button stays focusable but
 * disabled (aria-disabled), with 'Rapporten är inte klar' as its tooltip and accessible description.
 */
export const DownloadReportButton = ({ job }: { job: Pick<OrderJobView, 'id' | 'hasReport'> }) => (
  <ReportDownloadButton hasReport={job.hasReport} download={useDownloadReport(job.id)} />
);

/** The button of DownloadReportButton for any download call (a SÄK order's report is fetched by order). */
export const ReportDownloadButton = ({
  hasReport,
  download,
}: {
  hasReport: boolean;
  download: UseMutationResult<void, Error, void>;
}) => {
  const { t } = useTranslation();
  const hintId = useId();
  const label = t('order.downloadReport');
  const icon = <IconDownload size={16} aria-hidden />;

  if (!hasReport) {
    const notReady = t('order.reportNotReady');
    return (
      <div>
        <Tooltip label={notReady}>
          <span>
            <Button
              variant="default"
              leftSection={icon}
              data-disabled
              aria-disabled="true"
              aria-describedby={hintId}
              onClick={(event) => event.preventDefault()}
            >
              {label}
            </Button>
          </span>
        </Tooltip>
        <VisuallyHidden id={hintId}>{notReady}</VisuallyHidden>
      </div>
    );
  }
  return (
    <Stack gap="xs" align="flex-start">
      <Button leftSection={icon} onClick={() => download.mutate()} loading={download.isPending}>
        {label}
      </Button>
      <ApiErrorAlert error={download.error} />
    </Stack>
  );
};
