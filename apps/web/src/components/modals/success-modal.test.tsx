import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { expectStaticBackdrop } from './modal-test-utils';
import { SuccessModal } from './success-modal';

describe('SuccessModal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes by itself after 1500 ms by default', () => {
    const onClose = vi.fn();
    renderWithProviders(<SuccessModal opened onClose={onClose} message="Användaren sparades" />);
    expect(screen.getByRole('dialog')).toHaveTextContent('Klart!');
    expect(screen.getByText('Användaren sparades')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves its words in the app’s status region after it has closed itself', async () => {
    const { rerender } = renderWithProviders(
      <SuccessModal opened onClose={() => {}} title="Sparat" message="Användaren sparades" />,
    );
    await act(async () => {});
    rerender(<SuccessModal opened={false} onClose={() => {}} title="Sparat" message="Användaren sparades" />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('app-status')).toHaveTextContent('Sparat. Användaren sparades');
    expect(screen.getByTestId('app-status')).toHaveAttribute('aria-live', 'polite');
  });

  it('takes another delay, or none', () => {
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(<SuccessModal opened onClose={onClose} autoCloseMs={3000} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);

    onClose.mockClear();
    rerender(<SuccessModal opened onClose={onClose} autoCloseMs={null} />);
    act(() => vi.advanceTimersByTime(60_000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('does not start the timer while closed', () => {
    const onClose = vi.fn();
    renderWithProviders(<SuccessModal opened={false} onClose={onClose} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('ignores Escape and the backdrop, and closes with its close button', () => {
    const onClose = vi.fn();
    renderWithProviders(<SuccessModal opened onClose={onClose} autoCloseMs={null} />);
    expectStaticBackdrop([onClose]);
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
