import type { SpiBookingType, SpiLeaderJobDetails } from '@granska/domain';
import { Button, Group, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiErrorAlert } from '../../../components/api-error-alert/api-error-alert';
import { serverFieldErrors } from '../../../components/form';
import { DangerModal, SuccessModal } from '../../../components/modals';
import { fromStockholmDateTime, toStockholmDateTime } from '../../../components/modals/schedule-modal';
import { currentLanguage } from '../../../i18n/i18n';
import { useBookSpi, useCancelSpiBooking } from '../api/spi-jobs';

interface BookingValues {
  date: string;
  time: string;
  type: SpiBookingType | '';
  meetingLink: string;
  address: string;
  comment: string;
}

const valuesOf = (job: SpiLeaderJobDetails): BookingValues => {
  const booking = job.booking;
  if (!booking) {
    const type = job.spiType === 'DIGITAL' || job.spiType === 'PHYSICAL' ? job.spiType : '';
    return { date: '', time: '', type, meetingLink: '', address: '', comment: '' };
  }
  return {
    ...toStockholmDateTime(new Date(booking.time)),
    type: booking.type,
    meetingLink: booking.meetingLink ?? '',
    address: booking.address ?? '',
    comment: booking.comment ?? '',
  };
};

/**
 * Book (or rebook) the interview: day and time in Stockholm time, digital with a meeting link or
 * physical with an address, a comment. The server checks it all; its messages show beside the fields.
 */
export const BookingForm = ({ job }: { job: SpiLeaderJobDetails }) => {
  const { t, i18n } = useTranslation();
  const book = useBookSpi(job.id);
  const cancel = useCancelSpiBooking(job.id);
  const [values, setValues] = useState<BookingValues>(() => valuesOf(job));
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const errors = serverFieldErrors(book.error, undefined, currentLanguage(i18n));
  const bookable = job.currState === 'ANALYSING' || job.currState === 'INTERVIEWING';
  if (!bookable) return null;
  const booked = job.booking !== null;
  const change = (patch: Partial<BookingValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = () => {
    const instant = fromStockholmDateTime({ date: values.date, time: values.time });
    book.mutate(
      {
        ...(values.date || values.time
          ? { time: instant ? instant.toISOString() : `${values.date}T${values.time}` }
          : {}),
        ...(values.type ? { type: values.type } : {}),
        ...(values.type === 'DIGITAL' ? { meetingLink: values.meetingLink } : {}),
        ...(values.type === 'PHYSICAL' ? { address: values.address } : {}),
        ...(values.comment.trim() ? { comment: values.comment } : {}),
      },
      { onSuccess: () => setDone(booked ? t('spi.booking.rebooked') : t('spi.booking.booked')) },
    );
  };

  return (
    <Stack gap="sm">
      <form
        aria-label={booked ? t('spi.booking.rebookTitle') : t('spi.booking.title')}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Group align="flex-start" grow>
            <TextInput
              type="date"
              label={t('spi.booking.date')}
              value={values.date}
              onChange={(event) => change({ date: event.currentTarget.value })}
              error={errors.time}
              required
            />
            <TextInput
              type="time"
              label={t('spi.booking.time')}
              value={values.time}
              onChange={(event) => change({ time: event.currentTarget.value })}
              required
            />
          </Group>
          <Radio.Group
            label={t('spi.booking.type')}
            value={values.type}
            onChange={(value) => change({ type: value as SpiBookingType })}
            error={errors.type}
            required
          >
            <Group mt={4}>
              <Radio value="DIGITAL" label={t('spi.interviewType.DIGITAL')} />
              <Radio value="PHYSICAL" label={t('spi.interviewType.PHYSICAL')} />
            </Group>
          </Radio.Group>
          {values.type === 'DIGITAL' && (
            <TextInput
              type="url"
              label={t('spi.booking.meetingLink')}
              placeholder="https://"
              value={values.meetingLink}
              onChange={(event) => change({ meetingLink: event.currentTarget.value })}
              error={errors.meetingLink}
              required
            />
          )}
          {values.type === 'PHYSICAL' && (
            <TextInput
              label={t('spi.booking.address')}
              value={values.address}
              onChange={(event) => change({ address: event.currentTarget.value })}
              error={errors.address}
              required
            />
          )}
          <Textarea
            label={t('spi.booking.comment')}
            rows={2}
            value={values.comment}
            onChange={(event) => change({ comment: event.currentTarget.value })}
            error={errors.comment}
          />
          <ApiErrorAlert error={book.error ?? cancel.error} />
          <Group>
            <Button type="submit" loading={book.isPending}>
              {booked ? t('spi.booking.rebook') : t('spi.booking.book')}
            </Button>
            {booked && job.currState === 'INTERVIEWING' && (
              <Button variant="outline" color="red" onClick={() => setConfirming(true)}>
                {t('spi.booking.cancel')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <DangerModal
        opened={confirming}
        title={t('spi.booking.cancelTitle')}
        message={t('spi.booking.cancelText')}
        deleteLabel={t('spi.booking.cancel')}
        loading={cancel.isPending}
        onCancel={() => setConfirming(false)}
        onDelete={() =>
          cancel.mutate(undefined, {
            onSettled: () => setConfirming(false),
            onSuccess: (changed) => {
              setValues(valuesOf(changed));
              setDone(t('spi.booking.cancelled'));
            },
          })
        }
      />
      <SuccessModal opened={done !== null} title={done ?? ''} onClose={() => setDone(null)} />
    </Stack>
  );
};
