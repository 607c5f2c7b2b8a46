import type { Question, QuestionSummary, ReferenceReport } from '@granska/domain';
import { Button, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { DataTable } from '../../../components/list/data-table';
import { SectionCard } from '../../../components/section-card/section-card';
import { currentLanguage } from '../../../i18n/i18n';
import type { Language } from '../../../i18n/merge-locales';
import { useDownloadReferencePdf } from '../api/orders';
import { useReferenceCheckRights } from '../rights';
import type { ClearReferences } from './referees';
import { ClearReferencesButton, type ClearReferencesControl } from './referees-section';

/** A slider mean as the reader's language writes decimals (8,5 / 8.5), one decimal at most. */
export const formatMean = (value: number, language: Language): string =>
  new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { maximumFractionDigits: 1 }).format(value);

interface Named {
  /** 'Referens 1' or 'Referens 1: Name'. */
  name: string;
  text: string;
}

const QuestionReport = ({
  question,
  index,
  summary,
  texts,
  clearShown,
  control,
}: {
  question: Question;
  index: number;
  summary: QuestionSummary | undefined;
  /** The free texts (a slider's comments) read in clear, by referee. */
  texts: readonly Named[];
  clearShown: boolean;
  control: ClearReferencesControl;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const titleId = useId();
  const values = summary?.sliderValues ?? [];
  const freeTexts = () => {
    if (!clearShown) {
      return (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            {t('referenceCheck.report.textsHidden')}
          </Text>
          <ClearReferencesButton control={control} />
        </Group>
      );
    }
    if (texts.length === 0)
      return (
        <Text size="sm" c="dimmed">
          {t('referenceCheck.report.noTexts')}
        </Text>
      );
    return (
      <List spacing={4} size="sm">
        {texts.map((entry) => (
          <List.Item key={entry.name}>
            <Text span fw={600} size="sm">
              {entry.name}:
            </Text>{' '}
            <Text span size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {entry.text}
            </Text>
          </List.Item>
        ))}
      </List>
    );
  };

  return (
    <Stack component="section" aria-labelledby={titleId} gap="xs">
      <Title order={3} size="h5" id={titleId}>
        {t('referenceCheck.report.question', { number: index + 1, question: question.question ?? '' })}
      </Title>
      <Text size="xs" c="dimmed">
        {question.type ? t(`referenceCheck.questionTypes.${question.type}`) : ''}
        {question.mandatory === false ? '' : ` · ${t('referenceCheck.report.mandatory')}`}
      </Text>
      {question.type === 'OPTIONS' && (
        <DataTable
          rows={(question.options ?? []).map((option, optionIndex) => ({ option, optionIndex }))}
          rowKey={(row) => String(row.optionIndex)}
          labelledBy={titleId}
          empty={t('referenceCheck.none')}
          minWidth={0}
          columns={[
            {
              key: 'option',
              header: t('referenceCheck.report.option'),
              rowHeader: true,
              cell: (row) => row.option,
            },
            {
              key: 'count',
              header: t('referenceCheck.report.count'),
              align: 'right',
              cell: (row) => summary?.optionCounts?.[row.optionIndex] ?? 0,
            },
          ]}
        />
      )}
      {question.type === 'SLIDER' && (
        <>
          <Text size="sm">
            {values.length === 0
              ? t('referenceCheck.report.noValues')
              : t('referenceCheck.report.sliderValues', { values: values.join(', ') })}
          </Text>
          {summary?.sliderMean !== undefined && summary.sliderMean !== null && (
            <Text size="sm" fw={600}>
              {t('referenceCheck.report.sliderMean', { mean: formatMean(summary.sliderMean, language) })}
            </Text>
          )}
          <Text size="sm" fw={600}>
            {t('referenceCheck.report.comments')}
          </Text>
          {freeTexts()}
        </>
      )}
      {question.type === 'FREETEXT' && freeTexts()}
    </Stack>
  );
};

/**
 * The report (/order/report): per question the option counts, the slider values with their mean, and
 * the free texts (read in clear on request, /reference/decrypt); the referees who declined, with their
 * reason; and the whole report as a PDF (RTDownloadReport, /order/pdf/decrypted, audited).
 */
export const ReportSection = ({
  orderId,
  report,
  numbers,
  control,
}: {
  orderId: string;
  report: { isPending: boolean; error: Error | null; data: ReferenceReport | undefined };
  numbers: ReadonlyMap<string, number>;
  control: ClearReferencesControl;
}) => {
  const { t } = useTranslation();
  const rights = useReferenceCheckRights();
  const _titleId = useId();
  const pdf = useDownloadReferencePdf();
  const clear: ClearReferences | null = control.clear;

  const nameOf = (id: string) => {
    const number = numbers.get(id) ?? 0;
    const name = clear?.get(id)?.referenceInfo.name;
    return name
      ? t('referenceCheck.referees.titleWithName', { number, name })
      : t('referenceCheck.referees.title', { number });
  };

  const content = () => {
    if (report.isPending) return <Loader size="sm" aria-label={t('referenceCheck.report.loading')} />;
    if (report.error || !report.data) return <ApiErrorAlert error={report.error} />;
    const data = report.data;
    const answered = data.references.filter((reference) => !reference.shadowed && reference.state === 'DONE');
    const declined = data.references.filter(
      (reference) => !reference.shadowed && reference.state === 'DECLINED',
    );
    const textsOf = (index: number): Named[] =>
      answered.flatMap((reference) => {
        const text = clear?.get(reference.id)?.surveyAnswers[index]?.freeText?.trim();
        return text ? [{ name: nameOf(reference.id), text }] : [];
      });
    return (
      <Stack gap="lg">
        <Text size="sm">{t('referenceCheck.report.answeredBy', { count: answered.length })}</Text>
        {(data.survey?.surveyQuestions ?? []).map((question, index) => (
          <QuestionReport
            // The questionnaire is the order's own copy: a question's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            question={question}
            index={index}
            summary={data.summary.find((item) => item.index === index)}
            texts={textsOf(index)}
            clearShown={clear !== null}
            control={control}
          />
        ))}
        <Stack gap="xs">
          <Title order={3} size="h5">
            {t('referenceCheck.report.declined')}
          </Title>
          {declined.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('referenceCheck.report.noneDeclined')}
            </Text>
          ) : (
            <List spacing={4} size="sm">
              {declined.map((reference) => {
                const reason = clear?.get(reference.id)?.declineReason ?? reference.declineReason;
                return (
                  <List.Item key={reference.id}>
                    {reason
                      ? t('referenceCheck.report.declinedWithReason', { name: nameOf(reference.id), reason })
                      : t('referenceCheck.report.declinedNoReason', { name: nameOf(reference.id) })}
                  </List.Item>
                );
              })}
            </List>
          )}
        </Stack>
      </Stack>
    );
  };

  return (
    <SectionCard
      title={t('referenceCheck.report.heading')}
      action={
        rights.downloadPdf && (
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={pdf.isPending}
            onClick={() => pdf.mutate(orderId)}
          >
            {t('referenceCheck.report.downloadPdf')}
          </Button>
        )
      }
    >
      <ApiErrorAlert error={pdf.error} />
      {content()}
    </SectionCard>
  );
};
