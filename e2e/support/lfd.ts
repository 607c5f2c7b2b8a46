import { expect, type Page } from '@playwright/test';
import type { Person } from './background-check';

/** Demo customer 1004's LFD user (every ServiceLfd group). */
export const LFD_USER = 'lfd@rekryteramera.example';

/**
 * The logged-in LFD user orders a prescreen of `checked` through the portal's form and sends it; the
 * order's page follows. The form shows the customer's checkpoints read-only (demo customer 1004:
 * Arbetsgivare).
 */
export async function orderLfdPrescreen(page: Page, checked: Person): Promise<void> {
  await page.getByRole('navigation', { name: 'LFD' }).getByRole('link', { name: 'Ny LFD-kontroll' }).click();
  const form = page.getByRole('form', { name: 'Beställ LFD-kontroll' });
  await expect(form.getByRole('list', { name: 'Kontrollpunkter' })).toContainText('Arbetsgivare');
  await form.getByRole('textbox', { name: 'Namn' }).fill(checked.name);
  await form.getByRole('textbox', { name: 'Personnummer' }).fill(checked.personalNumber);
  await form.getByRole('textbox', { name: 'E-post' }).fill(checked.email);
  await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46701234567');
  await form.getByRole('button', { name: 'Skicka beställning' }).click();
  await expect(page.getByRole('dialog', { name: 'LFD-kontrollen är beställd' })).toBeVisible();
  // The dialog closes by itself and the order's page follows.
  await expect(page).toHaveURL(/\/lfd\/orders\/[\w-]+$/);
}

/** The row of the person's check (the newest first) in the LFD list at `path`, found through its search. */
export async function lfdRows(
  page: Page,
  path: '/lfd' | '/lfd/archived' | '/lfd/scheduled',
  checked: Person,
) {
  await page.goto(path);
  await page.getByRole('searchbox', { name: 'Sök LFD-kontroller' }).fill(checked.name);
  return page.getByRole('row', { name: new RegExp(checked.name) });
}
