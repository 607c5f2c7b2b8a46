import {
  DATA_PART_TEXT_MAX,
  DATA_PART_TITLE_MAX,
  DATA_PART_TYPE_LABELS,
  DATA_PART_TYPES,
  type DataPartType,
  type DataPartView,
} from '@granska/domain';
import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { StaticModal } from '../../../components/modals';
import { currentLanguage } from '../../../i18n/i18n';
import { useSaveDataPart } from '../api/data-parts';

export interface DataPartEditorProps {
  jobId: string;
  /** The part to change; undefined for a new one. */
  part: DataPartView | undefined;
  onClose: () => void;
  onSaved: () => void;
}

/** The dialog to write a data part or change one's area, title and text. */
export const DataPartEditor = ({ jobId, part, onClose, onSaved }: DataPartEditorProps) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const save = useSaveDataPart(jobId);
  const [type, setType] = useState<DataPartType>(part?.type ?? 'OTHER');
  const [title, setTitle] = useState(part?.title ?? '');
  const [text, setText] = useState(part?.text ?? '');
  const [titleError, setTitleError] = useState<string | null>(null);

  const submit = () => {
    if (title.trim() === '') {
      setTitleError(t('analyst.dataParts.titleMissing'));
      return;
    }
    save.mutate(
      { ...(part ? { id: part.id } : {}), jobId, type, title: title.trim(), text },
      { onSuccess: onSaved },
    );
  };

  return (
    <StaticModal
      opened
      onClose={onClose}
      title={part ? t('analyst.dataParts.editTitle') : t('analyst.dataParts.newTitle')}
      size="lg"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('analyst.dataParts.type')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value as DataPartType)}
            data={DATA_PART_TYPES.map((value) => ({ value, label: DATA_PART_TYPE_LABELS[value][language] }))}
          />
          <TextInput
            label={t('analyst.dataParts.title')}
            withAsterisk
            maxLength={DATA_PART_TITLE_MAX}
            value={title}
            error={titleError}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setTitleError(null);
            }}
          />
          <Textarea
            label={t('analyst.dataParts.text')}
            rows={10}
            maxLength={DATA_PART_TEXT_MAX}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <ApiErrorAlert error={save.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('analyst.dataParts.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('analyst.dataParts.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaticModal>
  );
};
