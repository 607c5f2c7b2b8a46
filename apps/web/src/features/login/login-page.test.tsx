import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render';

describe('login page', () => {
  it('shows the product name and the card titled Logga in', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Granska' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Logga in' })).toBeInTheDocument();
  });

  it('switches to English and back', async () => {
    const user = userEvent.setup();
    renderRoute('/login');
    await screen.findByRole('heading', { name: 'Logga in' });
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    await user.click(screen.getByText('Svenska'));
    expect(await screen.findByRole('heading', { name: 'Logga in' })).toBeInTheDocument();
    expect(window.localStorage.getItem('granska.language')).toBe('sv');
  });
});
