import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { Pager } from './pager';

const pageLabels = () =>
  screen
    .getAllByRole('button', { name: /^Sida \d+$/ })
    .map((button) => button.getAttribute('aria-label')?.replace('Sida ', ''));

describe('Pager', () => {
  it('links nine pages around the current one, marked as current', () => {
    renderWithProviders(<Pager page={10} pages={20} onChange={vi.fn()} />);
    expect(screen.getByRole('navigation', { name: 'Sidnavigering' })).toBeInTheDocument();
    expect(pageLabels()).toEqual(['6', '7', '8', '9', '10', '11', '12', '13', '14']);
    expect(screen.getByRole('button', { name: 'Sida 10' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves with previous, next and page links', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Pager page={3} pages={4} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Föregående sida' }));
    await user.click(screen.getByRole('button', { name: 'Nästa sida' }));
    await user.click(screen.getByRole('button', { name: 'Sida 1' }));
    await user.click(screen.getByRole('button', { name: 'Sida 3' }));
    expect(onChange.mock.calls).toEqual([[2], [4], [1]]);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = renderWithProviders(<Pager page={1} pages={3} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Föregående sida' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nästa sida' })).toBeEnabled();
    rerender(<Pager page={3} pages={3} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Nästa sida' })).toBeDisabled();
  });

  it('renders nothing for a single page', () => {
    renderWithProviders(<Pager page={1} pages={1} onChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
