import { formatDateTime } from '@granska/domain';
import { Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { SpiProtocolSignatures } from '../../../components/job/spi-protocol-signatures';
import { Loading } from '../../../components/loading/loading';
import { useDownloadSpiReportFile, useSpiReport } from '../api/spi-report';
import { Panel } from './panel';

/** SPI-intervju: the SPI leader's written report and the interview report file to download. */
export const SpiReportTab = ({ jobId }: { jobId: string }) => {
  const { t } = useTranslation();
  const report = useSpiReport(jobId);
  const download = useDownloadSpiReportFile(jobId);
  if (report.isPending) return <Loading label={t('analyst.spi.loading')} />;
  if (report.isError) return <ApiErrorAlert error={report.error} />;
  if (report.data === null) return <Text c="dimmed">{t('analyst.spi.none')}</Text>;
  return (
    <Panel id="analyst-spi-report" title={t('analyst.spi.title')}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('analyst.spi.finalized', { time: formatDateTime(report.data.finalizedAt) })}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {report.data.text}
        </Text>
        <SpiProtocolSignatures protocol={report.data.protocol} />
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={download.isPending}
          onClick={() => download.mutate()}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('analyst.spi.download', { name: report.data.fileName })}
        </Button>
        <ApiErrorAlert error={download.error} />
      </Stack>
    </Panel>
  );
};
