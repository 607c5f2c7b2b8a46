import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageTitle } from './use-page-title';

describe('the page title', () => {
  it('names the page before the product, and the product alone without a page', () => {
    expect(pageTitle('Mina jobb')).toBe('Mina jobb – Granska');
    expect(pageTitle(null)).toBe('Granska');
  });

  it('follows the page shown', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Kunder' },
    });
    expect(document.title).toBe('Kunder – Granska');
    rerender({ title: 'Ny kund' });
    expect(document.title).toBe('Ny kund – Granska');
  });
});
