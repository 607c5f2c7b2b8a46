import type { ConsentPageView, ReportCommentTarget, ReportReading } from '@granska/domain';
import { Alert, Button, Card, Group, Loader, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadReportPdf, useReportReading, useSaveReportComment } from '../api/report-reading';

type Fact = ReportReading['cover'][number];
type Section = ReportReading['sections'][number];
type Part = Section['parts'][number];
type Changes = NonNullable<ReportReading['changes']>;

const Facts = ({ facts }: { facts: readonly Fact[] }) =>
  facts.length === 0 ? null : (
    <Table withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {facts.map((fact, index) => (
          // Facts repeat labels (several licences): the position keeps rows apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for this render.
          <Table.Tr key={index}>
            <Table.Th scope="row" fw={400} c="dimmed" w="38%">
              {fact.label}
            </Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{fact.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );

const Paragraphs = ({ text, empty }: { text: string; empty?: string }) =>
  text.trim() === '' ? (
    empty ? (
      <Text c="dimmed">{empty}</Text>
    ) : null
  ) : (
    <Text style={{ whiteSpace: 'pre-wrap' }}>{text}</Text>
  );

const ReadingTable = ({ table }: { table: NonNullable<Part['table']> }) => (
  <Table.ScrollContainer minWidth={480}>
    <Table>
      <Table.Thead>
        <Table.Tr>
          {table.headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: court records and changes have no id of their own here.
          <Table.Tr key={index}>
            {row.map((cell, column) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells follow the headers.
              <Table.Td key={column}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </Table.ScrollContainer>
);

/** An LFD follow-up's "what changed since the last report", worded by the server as in the PDF. */
const ChangesSinceLastReport = ({ changes }: { changes: Changes }) => (
  <Stack gap={4} component="section" aria-label={changes.title}>
    <Title order={4}>{changes.title}</Title>
    <Text>{changes.comparedWith}</Text>
    <Paragraphs text={changes.text} />
    {changes.table && <ReadingTable table={changes.table} />}
    {changes.notes.map((note) => (
      <Text key={note} size="sm" c="dimmed">
        {note}
      </Text>
    ))}
  </Stack>
);

const DataPart = ({ part }: { part: Part }) => (
  <Stack gap={4}>
    <Title order={5}>{part.title}</Title>
    {part.subtitle !== '' && (
      <Text size="sm" c="dimmed">
        {part.subtitle}
      </Text>
    )}
    <Paragraphs text={part.text} />
    <Facts facts={part.facts} />
    {part.table && <ReadingTable table={part.table} />}
    {part.note && (
      <Text size="sm" c="dimmed">
        {part.note}
      </Text>
    )}
  </Stack>
);

interface CommentBoxProps {
  consentKey: string;
  target: ReportCommentTarget;
  partTitle: string;
  saved: string;
  canComment: boolean;
}

/** The person's comment on one part: a text field and its own save button (an empty text removes it). */
const CommentBox = ({ consentKey, target, partTitle, saved, canComment }: CommentBoxProps) => {
  const { t } = useTranslation();
  const [text, setText] = useState(saved);
  const save = useSaveReportComment(consentKey);
  const status = useId();
  if (!canComment) {
    return saved === '' ? null : (
      <Text size="sm" fs="italic">
        {t('external.reportApproval.reading.yourComment', { text: saved })}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Textarea
        label={t('external.reportApproval.reading.commentLabel', { part: partTitle })}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={2000}
        rows={3}
        aria-describedby={status}
      />
      <Group gap="sm">
        <Button
          size="xs"
          variant="default"
          loading={save.isPending}
          aria-label={t('external.reportApproval.reading.commentSaveNamed', { part: partTitle })}
          onClick={() => save.mutate({ target, text: text.trim() })}
        >
          {t('external.reportApproval.reading.commentSave')}
        </Button>
        <Text size="sm" id={status} role="status">
          {save.isSuccess && t('external.reportApproval.reading.commentSaved')}
          {save.isError && t('external.reportApproval.reading.commentFailed')}
        </Text>
      </Group>
    </Stack>
  );
};

const ReportContent = ({ consentKey, reading }: { consentKey: string; reading: ReportReading }) => {
  const { t } = useTranslation();
  const commentOf = (target: ReportCommentTarget) =>
    reading.comments.find((comment) => comment.target === target)?.text ?? '';
  const nothing = t('external.reportApproval.reading.nothingWritten');
  const commentProps = (target: ReportCommentTarget, partTitle: string) => ({
    consentKey,
    target,
    partTitle,
    saved: commentOf(target),
    canComment: reading.canComment,
  });
  return (
    <Card withBorder padding="lg" lang={reading.language}>
      <Stack gap="lg">
        <Title order={3}>{reading.title}</Title>
        <Facts facts={reading.cover} />
        {reading.changes && <ChangesSinceLastReport changes={reading.changes} />}
        {reading.riskGrades.length > 0 && (
          <Stack gap={4} component="section" aria-label={reading.riskTitle}>
            <Title order={4}>{reading.riskTitle}</Title>
            <Facts facts={reading.riskGrades} />
            <Text size="sm" c="dimmed">
              {reading.riskNote}
            </Text>
          </Stack>
        )}
        <Stack gap="xs" component="section" aria-label={reading.summaryTitle}>
          <Title order={4}>{reading.summaryTitle}</Title>
          <Paragraphs text={reading.summary} empty={nothing} />
          <CommentBox {...commentProps('summary', reading.summaryTitle)} />
        </Stack>
        {reading.sections.map((section) => (
          <Stack key={section.key} gap="xs" component="section" aria-label={section.title}>
            <Title order={4}>{section.title}</Title>
            <Paragraphs
              text={section.text}
              {...(section.parts.length === 0 && section.facts.length === 0 ? { empty: nothing } : {})}
            />
            <Facts facts={section.facts} />
            {section.parts.map((part, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: data parts in report order.
              <DataPart key={index} part={part} />
            ))}
            <CommentBox {...commentProps(section.key, section.title)} />
          </Stack>
        ))}
        <Stack gap="xs" component="section" aria-label={reading.evidenceTitle}>
          <Title order={4}>{reading.evidenceTitle}</Title>
          <Facts facts={reading.evidence} />
        </Stack>
      </Stack>
    </Card>
  );
};

/**
 * The report a ReportApproval asks the person to approve: opened on request (the server records the
 * opening; approving needs it), shown as the PDF has it with a comment field per part, and the PDF
 * itself as a download. Reopens by itself once it was opened before.
 */
export const ReportForApproval = ({ consentKey, view }: { consentKey: string; view: ConsentPageView }) => {
  const { t } = useTranslation();
  const heading = useId();
  const [opened, setOpened] = useState(Boolean(view.reportOpenedAt));
  const reading = useReportReading(consentKey, opened);
  const download = useDownloadReportPdf(consentKey);
  return (
    <Stack gap="sm" component="section" aria-labelledby={heading}>
      <Title order={3} id={heading}>
        {t('external.reportApproval.reading.heading')}
      </Title>
      <Text>{t('external.reportApproval.reading.intro', { customerName: view.customerName })}</Text>
      <Group>
        {!opened && (
          <Button onClick={() => setOpened(true)}>{t('external.reportApproval.reading.open')}</Button>
        )}
        <Button variant="default" loading={download.isPending} onClick={() => download.mutate()}>
          {t('external.reportApproval.reading.downloadPdf')}
        </Button>
      </Group>
      {download.isError && (
        <Alert color="red" role="alert">
          {t('external.reportApproval.reading.downloadFailed')}
        </Alert>
      )}
      {opened && reading.isPending && <Loader aria-label={t('external.reportApproval.reading.loading')} />}
      {reading.isError && (
        <Alert color="red" role="alert">
          {t('external.reportApproval.reading.loadFailed')}
        </Alert>
      )}
      {reading.data && <ReportContent consentKey={consentKey} reading={reading.data} />}
    </Stack>
  );
};
