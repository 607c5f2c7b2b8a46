import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { ApproveDenyModal } from './approve-deny-modal';
import { CancelSchedulingModal } from './cancel-scheduling-modal';
import { ConfirmModal } from './confirm-modal';
import { ConfirmWithCheckboxModal } from './confirm-with-checkbox-modal';
import { DangerModal } from './danger-modal';
import { expectButtonsCall, expectStaticBackdrop } from './modal-test-utils';

describe('ConfirmModal', () => {
  it('offers Avbryt and Bekräfta and ignores Escape and the backdrop', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderWithProviders(
      <ConfirmModal
        opened
        title="Arkivera jobbet?"
        message="Jobbet flyttas till arkivet."
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('Arkivera jobbet?');
    expectStaticBackdrop([onCancel, onConfirm]);
    expect(screen.queryByRole('button', { name: 'Stäng' })).not.toBeInTheDocument();
    await expectButtonsCall(user, [
      ['Bekräfta', onConfirm],
      ['Avbryt', onCancel],
    ]);
  });
});

describe('ConfirmWithCheckboxModal', () => {
  it('keeps Bekräfta disabled until the box is ticked', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmWithCheckboxModal
        opened
        title="Färdigställ rapport"
        checkboxLabel="Jag har granskat rapporten"
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    expectStaticBackdrop([onCancel, onConfirm]);
    const confirm = screen.getByRole('button', { name: 'Bekräfta' });
    expect(confirm).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Jag har granskat rapporten' }));
    expect(confirm).toBeEnabled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('checkbox', { name: 'Jag har granskat rapporten' }));
    expect(confirm).toBeDisabled();
  });

  it('unticks the box when opened again', async () => {
    const user = userEvent.setup();
    const props = { title: 'T', checkboxLabel: 'Jag förstår', onCancel: vi.fn(), onConfirm: vi.fn() };
    const { rerender } = renderWithProviders(<ConfirmWithCheckboxModal opened {...props} />);
    await user.click(screen.getByRole('checkbox', { name: 'Jag förstår' }));
    rerender(<ConfirmWithCheckboxModal opened={false} {...props} />);
    rerender(<ConfirmWithCheckboxModal opened {...props} />);
    expect(screen.getByRole('checkbox', { name: 'Jag förstår' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Bekräfta' })).toBeDisabled();
  });
});

describe('ApproveDenyModal', () => {
  it('offers Neka, Godkänn and a close button that decides nothing', async () => {
    const user = userEvent.setup();
    const onApprove = vi.fn();
    const onDeny = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(
      <ApproveDenyModal opened title="Uppföljning" onApprove={onApprove} onDeny={onDeny} onClose={onClose} />,
    );
    expectStaticBackdrop([onApprove, onDeny, onClose]);
    await expectButtonsCall(user, [
      ['Godkänn', onApprove],
      ['Neka', onDeny],
      ['Stäng', onClose],
    ]);
    expect(onApprove).toHaveBeenCalledTimes(1);
    expect(onDeny).toHaveBeenCalledTimes(1);
  });
});

describe('DangerModal', () => {
  it('offers Radera and Avbryt', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <DangerModal opened title="Radera kunden?" onDelete={onDelete} onCancel={onCancel} />,
    );
    expectStaticBackdrop([onDelete, onCancel]);
    const buttons = screen.getAllByRole('button').map((button) => button.textContent);
    expect(buttons).toEqual(['Radera', 'Avbryt']);
    await expectButtonsCall(user, [
      ['Radera', onDelete],
      ['Avbryt', onCancel],
    ]);
  });
});

describe('CancelSchedulingModal', () => {
  it('confirms with Radera schemaläggning', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(<CancelSchedulingModal opened onConfirm={onConfirm} onCancel={onCancel} />);
    expectStaticBackdrop([onConfirm, onCancel]);
    await expectButtonsCall(user, [
      ['Radera schemaläggning', onConfirm],
      ['Avbryt', onCancel],
    ]);
  });
});
