import {
  DATA_PART_SOURCE_LABELS,
  DATA_PART_TYPE_LABELS,
  type DataPartView,
  formatDateTime,
} from '@granska/domain';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { Loading } from '../../../components/loading/loading';
import { SuccessModal } from '../../../components/modals';
import { currentLanguage } from '../../../i18n/i18n';
import { useDataParts } from '../api/data-parts';
import { DataPartEditor } from './data-part-editor';
import { TestDataBadge } from './test-data-badge';

type Editing = { part: DataPartView | undefined } | null;

const DataPartCard = ({
  part,
  editable,
  onEdit,
}: {
  part: DataPartView;
  editable: boolean;
  onEdit: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const headingId = `analyst-data-part-${part.id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4}>
          <Group gap="xs">
            <Badge variant="light">{DATA_PART_TYPE_LABELS[part.type][language]}</Badge>
            <Badge variant="outline" color="gray">
              {DATA_PART_SOURCE_LABELS[part.source][language]}
            </Badge>
            {part.data && <TestDataBadge testData={part.data.testData} />}
          </Group>
          <Title order={3} size="h5" id={headingId}>
            {part.title}
          </Title>
        </Stack>
        {editable && (
          <Button
            variant="light"
            size="xs"
            onClick={onEdit}
            aria-label={`${t('analyst.dataParts.edit')}: ${part.title}`}
          >
            {t('analyst.dataParts.edit')}
          </Button>
        )}
      </Group>
      {part.text && (
        <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {part.text}
        </Text>
      )}
      {part.data && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('analyst.dataParts.hasData', { source: DATA_PART_SOURCE_LABELS[part.source][language] })}
        </Text>
      )}
      <Text size="xs" c="dimmed" mt="xs">
        {t('analyst.dataParts.updated', { time: formatDateTime(part.updated) })}
      </Text>
    </Paper>
  );
};

/** Datadelar: the job's written parts and fetched bulk data, oldest first; new ones and changes. */
export const DataPartsTab = ({ jobId, editable }: { jobId: string; editable: boolean }) => {
  const { t } = useTranslation();
  const parts = useDataParts(jobId);
  const [editing, setEditing] = useState<Editing>(null);
  const [saved, setSaved] = useState(false);

  return (
    <Stack gap="md">
      {editable && (
        <Group>
          <Button onClick={() => setEditing({ part: undefined })}>{t('analyst.dataParts.add')}</Button>
        </Group>
      )}
      {parts.isPending ? (
        <Loading label={t('analyst.dataParts.loading')} />
      ) : parts.isError ? (
        <ApiErrorAlert error={parts.error} />
      ) : parts.data.length === 0 ? (
        <Text c="dimmed">{t('analyst.dataParts.empty')}</Text>
      ) : (
        parts.data.map((part) => (
          <DataPartCard key={part.id} part={part} editable={editable} onEdit={() => setEditing({ part })} />
        ))
      )}
      {editing && (
        <DataPartEditor
          jobId={jobId}
          part={editing.part}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            setSaved(true);
          }}
        />
      )}
      <SuccessModal opened={saved} onClose={() => setSaved(false)} message={t('analyst.dataParts.saved')} />
    </Stack>
  );
};
