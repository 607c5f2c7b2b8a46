import {
  CONSENT_STATE_LABELS,
  formatDateTime,
  REPORT_PDF_STATUS_LABELS,
  REPORT_SECTION_LABELS,
  REPORT_SECTION_TEXT_MAX,
  REPORT_STATE_LABELS,
  REPORT_SUMMARY_MAX,
  type ReportContent,
  type ReportFile,
  type ReportLanguage,
  type ReportSection,
  type ReportView,
} from '@granska/domain';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Loading } from '../../../components/loading/loading';
import { CancelSchedulingModal, ConfirmModal, ScheduleModal, SuccessModal } from '../../../components/modals';
import { currentLanguage } from '../../../i18n/i18n';
import { useFinalizeReport } from './api/finalize-report';
import { useReport } from './api/populate-report';
import { pdfObjectUrl, usePreviewReport } from './api/preview-report';
import { useSaveReport } from './api/save-report';
import { useCancelScheduledFinalize, useScheduleFinalize } from './api/scheduled-finalize';

const sameContent = (a: ReportContent, b: ReportContent, sections: readonly ReportSection[]) =>
  a.summary === b.summary && sections.every((key) => (a.sections[key] ?? '') === (b.sections[key] ?? ''));

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed">
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </div>
);

/** The report's state, its PDF and the person's approval, as facts above the form. */
const ReportFacts = ({ report }: { report: ReportView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  const when = (value: string | null) => (value ? formatDateTime(value) : t('analystReport.notYet'));
  const approval = report.approval;
  return (
    <section aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {t('analystReport.facts')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
        <Fact label={t('analystReport.state')}>
          {report.state ? (
            <Badge variant="light" color={report.state === 'DRAFT' ? 'gray' : 'teal'}>
              {REPORT_STATE_LABELS[report.state][language]}
            </Badge>
          ) : (
            t('analystReport.noDraft')
          )}
        </Fact>
        <Fact label={t('analystReport.pdf')}>
          {report.pdfStatus
            ? REPORT_PDF_STATUS_LABELS[report.pdfStatus][language]
            : t('analystReport.pdfNone')}
        </Fact>
        <Fact label={t('analystReport.approval')}>
          {approval ? CONSENT_STATE_LABELS[approval.state][language] : t('analystReport.approvalNone')}
          {approval?.expiresAt && (
            <Text span size="xs" c="dimmed" display="block">
              {t('analystReport.approvalExpires', { time: formatDateTime(approval.expiresAt) })}
            </Text>
          )}
          {approval && (
            <Text span size="xs" c="dimmed" display="block">
              {approval.openedAt
                ? t('analystReport.approvalOpened', { time: formatDateTime(approval.openedAt) })
                : t('analystReport.approvalNotOpened')}
            </Text>
          )}
        </Fact>
        <Fact label={t('analystReport.finalizedAt')}>{when(report.finalizedAt)}</Fact>
        <Fact label={t('analystReport.deliveredAt')}>{when(report.deliveredAt)}</Fact>
        <Fact label={t('analystReport.downloadedAt')}>{when(report.downloadedAt)}</Fact>
      </SimpleGrid>
      <PersonComments comments={approval?.comments ?? []} />
    </section>
  );
};

/** What the person wrote on the approval page, per part of the report (reports.md). */
const PersonComments = ({ comments }: { comments: NonNullable<ReportView['approval']>['comments'] }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = useId();
  if (!comments || comments.length === 0) return null;
  return (
    <Stack gap="xs" mt="md" component="section" aria-labelledby={headingId}>
      <Title order={4} size="h6" id={headingId}>
        {t('analystReport.personComments')}
      </Title>
      {comments.map((comment) => (
        <Alert key={comment.target} variant="light" color="yellow" p="xs">
          <Text size="sm" fw={600}>
            {comment.target === 'summary'
              ? t('analystReport.summary')
              : REPORT_SECTION_LABELS[comment.target][language]}{' '}
            <Text span size="xs" c="dimmed" fw={400}>
              {formatDateTime(comment.time)}
            </Text>
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {comment.text}
          </Text>
        </Alert>
      ))}
    </Stack>
  );
};

/** The PDF last asked for, as a link that opens it (a new tab cannot be opened after a wait without one). */
const usePdfLink = () => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return { url, show: (file: ReportFile) => setUrl(pdfObjectUrl(file)) };
};

/** A save refused because the report changed meanwhile (someone else saved, or its state moved on). */
const isConflict = (error: Error | null): boolean => error instanceof ApiError && error.httpStatus === 409;

/**
 * The analyst workspace's 'Rapport' tab: the summary and a text per section (save draft), previews as
 * PDF and finalizing behind a confirm dialog. Marking the released report delivered is the
 * coordinator's, in the coordinator portal. The server decides again what the caller may do.
 * Each save carries the version loaded (`modified`): when someone else saved meanwhile the server
 * refuses it, the text on screen stays, and 'Ladda om rapporten' shows the newer draft.
 */
export const ReportTab = ({ jobId }: { jobId: string }) => {
  const { t, i18n } = useTranslation();
  const uiLanguage = currentLanguage(i18n);
  const report = useReport(jobId);
  const save = useSaveReport(jobId);
  const preview = usePreviewReport(jobId);
  const finalize = useFinalizeReport(jobId);
  const pdf = usePdfLink();
  const [content, setContent] = useState<ReportContent>({ summary: '', sections: {} });
  const [language, setLanguage] = useState<ReportLanguage>('sv');
  const [finalizing, setFinalizing] = useState(false);
  const scheduleFinalize = useScheduleFinalize(jobId);
  const cancelSchedule = useCancelScheduledFinalize(jobId);
  const [scheduling, setScheduling] = useState<'schedule' | 'cancel' | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (report.data) {
      setContent(report.data.content);
      setLanguage(report.data.language);
    }
  }, [report.data]);

  if (report.isPending) return <Loading label={t('analystReport.loading')} />;
  if (report.isError) return <ApiErrorAlert error={report.error} />;

  const view = report.data;
  const editable = view.canEdit;
  const dirty = !sameContent(content, view.content, view.sections) || language !== view.language;
  const busy = save.isPending || finalize.isPending || scheduleFinalize.isPending || cancelSchedule.isPending;
  const saveDraft = () => save.mutateAsync({ language, content, modified: view.modified });
  const reload = async () => {
    save.reset();
    const { data } = await report.refetch();
    if (data) {
      setContent(data.content);
      setLanguage(data.language);
    }
  };

  const confirmFinalize = async () => {
    try {
      if (dirty || !view.reportId) await saveDraft();
      await finalize.mutateAsync();
      setSuccess(t('analystReport.finalized'));
    } finally {
      setFinalizing(false);
    }
  };

  const confirmSchedule = async (activationTime: Date) => {
    try {
      if (dirty || !view.reportId) await saveDraft();
      await scheduleFinalize.mutateAsync(activationTime);
      setSuccess(t('analystReport.finalizeScheduled'));
    } finally {
      setScheduling(null);
    }
  };
  const confirmCancelSchedule = async () => {
    try {
      await cancelSchedule.mutateAsync();
      setSuccess(t('analystReport.scheduleCancelled'));
    } finally {
      setScheduling(null);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <ReportFacts report={view} />
        {view.scheduledFinalize ? (
          <Alert color="blue" title={t('analystReport.finalizeScheduled')}>
            <Group gap="sm" justify="space-between">
              <Text size="sm">
                {t('analystReport.scheduledAt', {
                  time: formatDateTime(view.scheduledFinalize.activationTime),
                })}
              </Text>
              <Button color="red" variant="light" disabled={busy} onClick={() => setScheduling('cancel')}>
                {t('analystReport.cancelSchedule')}
              </Button>
            </Group>
          </Alert>
        ) : (
          !editable && <Alert color="gray">{t('analystReport.locked')}</Alert>
        )}
        {view.approval?.state === 'CsntDeclined' && view.jobState === 'PENDING_APPROVAL' && (
          <Alert color="orange">{t('analystReport.declined')}</Alert>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { language, content, modified: view.modified },
              { onSuccess: () => setSuccess(t('analystReport.saved')) },
            );
          }}
        >
          <Stack gap="md">
            <NativeSelect
              label={t('analystReport.language')}
              value={language}
              disabled={!editable}
              w={{ base: '100%', sm: 240 }}
              data={[
                { value: 'sv', label: t('analystReport.languages.sv') },
                { value: 'en', label: t('analystReport.languages.en') },
              ]}
              onChange={(event) => setLanguage(event.currentTarget.value === 'en' ? 'en' : 'sv')}
            />
            <Textarea
              label={t('analystReport.summary')}
              value={content.summary}
              readOnly={!editable}
              rows={5}
              maxLength={REPORT_SUMMARY_MAX}
              onChange={(event) => {
                const summary = event.currentTarget.value;
                setContent((current) => ({ ...current, summary }));
              }}
            />
            <Title order={3} size="h5">
              {t('analystReport.sectionsHeading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('analystReport.sectionHint')}
            </Text>
            {view.sections.map((section) => (
              <Textarea
                key={section}
                label={REPORT_SECTION_LABELS[section][uiLanguage]}
                value={content.sections[section] ?? ''}
                readOnly={!editable}
                rows={3}
                maxLength={REPORT_SECTION_TEXT_MAX}
                onChange={(event) => {
                  const text = event.currentTarget.value;
                  setContent((current) => ({
                    ...current,
                    sections: { ...current.sections, [section]: text },
                  }));
                }}
              />
            ))}
            <ApiErrorAlert
              error={
                save.error ??
                preview.error ??
                finalize.error ??
                scheduleFinalize.error ??
                cancelSchedule.error
              }
            />
            {isConflict(save.error) && (
              <Group gap="sm">
                <Text size="sm">{t('analystReport.conflictHint')}</Text>
                <Button variant="default" loading={report.isFetching} onClick={() => void reload()}>
                  {t('analystReport.reload')}
                </Button>
              </Group>
            )}
            <Group>
              {editable && (
                <Button type="submit" loading={save.isPending} disabled={busy}>
                  {t('analystReport.save')}
                </Button>
              )}
              {editable && (
                <Button
                  variant="default"
                  loading={preview.isPending}
                  onClick={() =>
                    preview.mutate(
                      { kind: 'draft', language, content },
                      { onSuccess: (file) => pdf.show(file) },
                    )
                  }
                >
                  {t('analystReport.preview')}
                </Button>
              )}
              {view.reportId && !editable && (
                <Button
                  variant="default"
                  loading={preview.isPending}
                  onClick={() => preview.mutate({ kind: 'review' }, { onSuccess: (file) => pdf.show(file) })}
                >
                  {t('analystReport.review')}
                </Button>
              )}
              {(view.canFinalize || (editable && !view.reportId)) && (
                <Button
                  color="teal"
                  disabled={busy || content.summary.trim() === ''}
                  onClick={() => setFinalizing(true)}
                >
                  {t('analystReport.finalize')}
                </Button>
              )}
              {(view.canScheduleFinalize || (editable && !view.reportId)) && (
                <Button
                  variant="default"
                  disabled={busy || content.summary.trim() === ''}
                  onClick={() => setScheduling('schedule')}
                >
                  {t('analystReport.scheduleFinalize')}
                </Button>
              )}
            </Group>
            {pdf.url && (
              <Anchor href={pdf.url} target="_blank" rel="noopener">
                {t('analystReport.openPdf')}
              </Anchor>
            )}
          </Stack>
        </form>
      </Stack>
      <ConfirmModal
        opened={finalizing}
        title={t('analystReport.finalize')}
        message={t('analystReport.finalizeMessage')}
        confirmLabel={t('analystReport.finalizeConfirm')}
        loading={busy}
        onCancel={() => setFinalizing(false)}
        onConfirm={() => void confirmFinalize().catch(() => undefined)}
      />
      <ScheduleModal
        opened={scheduling === 'schedule'}
        title={t('analystReport.scheduleFinalize')}
        message={t('analystReport.scheduleFinalizeMessage')}
        loading={busy}
        onCancel={() => setScheduling(null)}
        onSchedule={(when) => void confirmSchedule(when).catch(() => undefined)}
      />
      <CancelSchedulingModal
        opened={scheduling === 'cancel'}
        message={t('analystReport.cancelScheduleMessage')}
        loading={busy}
        onCancel={() => setScheduling(null)}
        onConfirm={() => void confirmCancelSchedule().catch(() => undefined)}
      />
      <SuccessModal opened={success !== null} onClose={() => setSuccess(null)} message={success ?? ''} />
    </Paper>
  );
};
