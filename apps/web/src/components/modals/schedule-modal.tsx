// The date inputs' styles come with the chunks that use them, not with the first screen's CSS.
import '@mantine/dates/styles.css';
import { fromStockholm, toStockholm } from '@granska/domain';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { DateInput, TimeInput } from '@mantine/dates';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CancelButton } from './cancel-button';
import { StaticModal } from './static-modal';

const pad = (value: number) => String(value).padStart(2, '0');

/** A Stockholm day and time of day as the inputs hold them: '2026-03-01' and '09:30'. */
export interface StockholmDateTime {
  date: string;
  time: string;
}

/** The day ('2026-03-01') and time of day ('09:30') an instant has in Stockholm. */
export const toStockholmDateTime = (instant: Date): StockholmDateTime => {
  const { year, month, day, hour, minute } = toStockholm(instant);
  return { date: `${year}-${pad(month)}-${pad(day)}`, time: `${pad(hour)}:${pad(minute)}` };
};

/** The instant a Stockholm day and time of day name, or null when they are not one. */
export const fromStockholmDateTime = ({ date, time }: StockholmDateTime): Date | null => {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth] = day.slice(1).map(Number) as [number, number, number];
  const [hour, minute] = clock.slice(1).map(Number) as [number, number];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59) return null;
  const instant = fromStockholm(year, month, dayOfMonth, hour, minute);
  return toStockholm(instant).day === dayOfMonth ? instant : null;
};

/** The day the date field accepts as typed: only 'YYYY-MM-DD', a real calendar day. */
const parseDay = (typed: string): string | null => {
  const text = typed.trim();
  return fromStockholmDateTime({ date: text, time: '12:00' }) ? text : null;
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

/**
 * Pick a day (a calendar, @mantine/dates) and a time of day for an activation or an order. Both are
 * Stockholm time whatever the browser's zone: the day and the clock reading are turned into an
 * instant by the domain's fromStockholm (stockholm-time.ts), daylight saving included.
 */
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
  const [value, setValue] = useState<StockholmDateTime>({ date: '', time: '' });
  const [touched, setTouched] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setValue(initialValue ? toStockholmDateTime(initialValue) : { date: '', time: '' });
    setTouched(false);
  }, [opened, initialValue]);

  const chosen = fromStockholmDateTime(value);
  const earliest = notBefore === undefined ? new Date() : notBefore;
  const tooEarly = chosen !== null && earliest !== null && chosen.getTime() < earliest.getTime();
  const complete = value.date !== '' && value.time !== '';
  const error =
    !touched || !complete
      ? null
      : chosen === null
        ? t('modals.schedule.invalid')
        : tooEarly
          ? t('modals.schedule.past')
          : null;
  const change = (patch: Partial<StockholmDateTime>) => {
    setValue((current) => ({ ...current, ...patch }));
    setTouched(true);
  };

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
          <SimpleGrid cols={2}>
            <DateInput
              label={t('modals.schedule.date')}
              description={t('modals.schedule.timeZone')}
              placeholder={t('modals.schedule.datePlaceholder')}
              valueFormat="YYYY-MM-DD"
              dateParser={parseDay}
              value={value.date === '' ? null : value.date}
              minDate={earliest ? toStockholmDateTime(earliest).date : undefined}
              onChange={(date) => change({ date: date ?? '' })}
              popoverProps={{ withinPortal: true }}
              required
            />
            <TimeInput
              label={t('modals.schedule.time')}
              description={t('modals.schedule.timeZone')}
              value={value.time}
              onChange={(event) => change({ time: event.currentTarget.value })}
              error={error}
              required
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <CancelButton onClick={onCancel} disabled={loading} />
            <Button type="submit" disabled={chosen === null || tooEarly} loading={loading}>
              {t('modals.schedule.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaticModal>
  );
};
