import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { expectStaticBackdrop } from './modal-test-utils';
import { PasswordModal } from './password-modal';
import { PolicyModal } from './policy-modal';
import { fromStockholmDateTime, ScheduleModal, toStockholmDateTime } from './schedule-modal';
import { SmsCodeModal } from './sms-code-modal';

describe('SmsCodeModal', () => {
  it('is titled Verifiera SMS-kod, takes at most six characters and cannot submit while empty', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<SmsCodeModal opened onSubmit={onSubmit} onCancel={onCancel} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Verifiera SMS-kod');
    expectStaticBackdrop([onSubmit, onCancel]);
    const input = screen.getByRole('textbox', { name: 'SMS-kod' });
    expect(input).toHaveAttribute('maxLength', '6');
    const submit = screen.getByRole('button', { name: 'Verifiera' });
    expect(submit).toBeDisabled();
    fireEvent.change(input, { target: { value: '12345678' } });
    expect(input).toHaveValue('123456');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith('123456');
    await user.clear(input);
    expect(submit).toBeDisabled();
  });

  it('shows why the last code was refused', () => {
    renderWithProviders(<SmsCodeModal opened onSubmit={vi.fn()} onCancel={vi.fn()} error="Fel SMSkod" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Fel SMSkod');
  });
});

describe('PasswordModal', () => {
  const setup = () => {
    const onSubmit = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<PasswordModal opened onSubmit={onSubmit} onCancel={onCancel} />);
    const user = userEvent.setup();
    /** Types the password and its repetition and saves. */
    const submit = async (password: string, repeat: string) => {
      await user.type(screen.getByLabelText(/^Nytt lösenord/), password);
      await user.type(screen.getByLabelText(/^Upprepa lösenord/), repeat);
      await user.click(screen.getByRole('button', { name: 'Spara lösenord' }));
    };
    return { onSubmit, onCancel, submit };
  };

  it('refuses a password that breaks the rules with Ogiltigt lösenord', async () => {
    const { onSubmit, onCancel, submit } = setup();
    expectStaticBackdrop([onSubmit, onCancel]);
    await submit('kort1!', 'kort1!');
    expect(screen.getByRole('alert')).toHaveTextContent('Ogiltigt lösenord');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a repetition that differs with Fel / Lösenorden matchade inte', async () => {
    const { onSubmit, submit } = setup();
    await submit('Åsa12345!', 'Åsa12345?');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Fel');
    expect(alert).toHaveTextContent('Lösenorden matchade inte');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands over a valid, repeated password', async () => {
    const { onSubmit, submit } = setup();
    await submit('Åsa12345!', 'Åsa12345!');
    expect(onSubmit).toHaveBeenCalledWith('Åsa12345!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('PolicyModal', () => {
  it('lists the ten points and approves only once the box is ticked', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    renderWithProviders(<PolicyModal opened onApprove={onApprove} />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Säkerhetspolicy');
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(/dataskyddsförordningen \(GDPR\)/)).toBeInTheDocument();
    expect(screen.getByText(/Kontakta koordinatorn/)).toBeInTheDocument();
    expectStaticBackdrop([onApprove]);
    const approve = screen.getByRole('button', { name: 'Godkänn' });
    expect(approve).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Jag har läst och godkänner säkerhetspolicyn' }));
    await user.click(approve);
    expect(onApprove).toHaveBeenCalledTimes(1);
  });

  it('is in English when English is chosen', () => {
    renderWithProviders(<PolicyModal opened onApprove={vi.fn()} />, { language: 'en' });
    expect(screen.getByRole('dialog')).toHaveTextContent('Security policy');
    expect(screen.getByText(/Photographing or filming screens is forbidden/)).toBeInTheDocument();
  });
});

describe('ScheduleModal', () => {
  const now = new Date('2026-03-02T08:00:00Z');

  it('reads the day and the time of day as Stockholm time, daylight saving included', () => {
    expect(fromStockholmDateTime({ date: '2026-01-15', time: '09:30' })?.toISOString()).toBe(
      '2026-01-15T08:30:00.000Z',
    );
    expect(fromStockholmDateTime({ date: '2026-07-15', time: '09:30' })?.toISOString()).toBe(
      '2026-07-15T07:30:00.000Z',
    );
    expect(toStockholmDateTime(new Date('2026-07-15T07:30:00Z'))).toEqual({
      date: '2026-07-15',
      time: '09:30',
    });
    expect(fromStockholmDateTime({ date: '2026-02-30', time: '09:30' })).toBeNull();
    expect(fromStockholmDateTime({ date: '2026-03-05', time: '24:00' })).toBeNull();
    expect(fromStockholmDateTime({ date: '', time: '' })).toBeNull();
  });

  it('schedules the chosen time and refuses a time that has passed', async () => {
    const user = userEvent.setup();
    const onSchedule = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<ScheduleModal opened notBefore={now} onSchedule={onSchedule} onCancel={onCancel} />);
    expectStaticBackdrop([onSchedule, onCancel]);
    const date = screen.getByLabelText(/^Datum/);
    const time = screen.getByLabelText(/^Tid/);
    expect(time).toHaveAttribute('type', 'time');
    const submit = screen.getByRole('button', { name: 'Schemalägg' });
    expect(submit).toBeDisabled();
    // Now is 09:00 in Stockholm: earlier that day has passed, an earlier day cannot be chosen.
    await user.type(date, '2026-03-01');
    expect(date).toHaveValue('2026-03-01');
    await user.tab();
    expect(date).toHaveValue('');
    await user.type(date, '2026-03-02');
    fireEvent.change(time, { target: { value: '08:30' } });
    expect(screen.getByText('Välj en tidpunkt som inte har passerat')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(time, { target: { value: '10:00' } });
    await user.click(submit);
    expect(onSchedule).toHaveBeenCalledWith(new Date('2026-03-02T09:00:00Z'));
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('starts from the given time, shown in Stockholm time', () => {
    renderWithProviders(
      <ScheduleModal
        opened
        notBefore={null}
        initialValue={new Date('2026-03-05T09:00:00Z')}
        onSchedule={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByLabelText(/^Datum/)).toHaveValue('2026-03-05');
    expect(screen.getByLabelText(/^Tid/)).toHaveValue('10:00');
  });
});
