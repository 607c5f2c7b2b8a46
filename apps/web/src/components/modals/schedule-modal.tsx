import { fromStockholm, toStockholm } from '@granska/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StaticModal } from './static-modal';

const pad = (value: number) => String(value).padStart(2, '0');

/** A `datetime-local` value ('2026-03-01T09:30') for an instant, in Stockholm time. */
export const toDateTimeLocal = (date: Date): string => {
  const { year, month, day, hour, minute } = toStockholm(date);
  return `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
};

/** The instant a `datetime-local` value names in Stockholm time, or null when it is not one. */
export const fromDateTimeLocal = (value: string): Date | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59) return null;
  const date = fromStockholm(year, month, day, hour, minute);
  return toStockholm(date).day === day ? date : null;
};

export interface ScheduleModalProps {
  opened: boolean;
  onSchedule: (when: Date) => void;
  onCancel: () => void;
  title?: string;
  message?: ReactNode;
  initialValue?: Date | null;
  /** The earliest time that may be chosen; now unless given. Null allows any time. */
  notBefore?: Date | null;
  loading?: boolean;
}

/** Pick a date and time (Stockholm time) for an activation or an order. */
export const ScheduleModal = ({
  opened,
  onSchedule,
  onCancel,
  title,
  message,
  initialValue,
  notBefore,
  loading,
}: ScheduleModalProps) => {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setValue(initialValue ? toDateTimeLocal(initialValue) : '');
    setTouched(false);
  }, [opened, initialValue]);

  const chosen = fromDateTimeLocal(value);
  const earliest = notBefore === undefined ? new Date() : notBefore;
  const tooEarly = chosen !== null && earliest !== null && chosen.getTime() < earliest.getTime();
  const error =
    !touched || value === ''
      ? null
      : chosen === null
        ? t('modals.schedule.invalid')
        : tooEarly
          ? t('modals.schedule.past')
          : null;

  return (
    <StaticModal opened={opened} onClose={onCancel} title={title ?? t('modals.schedule.title')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (chosen && !tooEarly) onSchedule(chosen);
        }}
      >
        <Stack>
          {message !== undefined && <Text>{message}</Text>}
          <TextInput
            type="datetime-local"
            label={t('modals.schedule.label')}
            description={t('modals.schedule.timeZone')}
            value={value}
            min={earliest ? toDateTimeLocal(earliest) : undefined}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setTouched(true);
            }}
            error={error}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={loading}>
              {t('modals.cancel')}
            </Button>
            <Button type="submit" disabled={chosen === null || tooEarly} loading={loading}>
              {t('modals.schedule.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaticModal>
  );
};
