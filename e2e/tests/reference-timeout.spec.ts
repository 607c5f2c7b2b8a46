import { request as playwrightRequest } from '@playwright/test';
import { latestMessage, logIn } from '../support/identity';
import { installationOfItsOwn } from '../support/own-installation';
import { expect, test } from '../support/test';

// An installation of its own where a reference check's step times out after about 22 s and a reminder
// goes out after about 7 s, at any hour (docs/decisions/reference-check-links.md).
const installation = installationOfItsOwn({
  REFERENCE_TIMEOUT_DAYS: '0.00025',
  REFERENCE_REMINDER_HOURS: '0.002',
  REFERENCE_REMINDER_OFFICE_HOURS: 'false',
});

test('a candidate who does not nominate is reminded, then the order times out', async ({ browser }) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ baseURL: installation.baseUrl() });
  const request = await playwrightRequest.newContext({ baseURL: installation.baseUrl() });
  const page = await context.newPage();
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `tyst-${run}@example.com`;
  const since = new Date(Date.now() - 1000);

  await logIn(page, 'referens@rekryteramera.example');
  await page
    .getByRole('navigation', { name: 'Referenstagningens sidor' })
    .getByRole('link', { name: 'Ny beställning' })
    .click();
  const form = page.getByRole('form', { name: 'Beställning av referenstagning' });
  await form.getByRole('textbox', { name: 'Bolagsnamn' }).fill('Rekryteramera AB');
  await form.getByRole('textbox', { name: 'Tjänst' }).fill(`Controller ${run}`);
  await form.getByRole('textbox', { name: 'Kandidatens namn' }).fill(`Tyst Kandidat ${run}`);
  await form.getByRole('textbox', { name: 'Kandidatens e-post' }).fill(email);
  await form.getByRole('textbox', { name: 'Kandidatens mobilnummer' }).fill('+46701234567');
  await form.getByRole('combobox', { name: 'Frågebatteri' }).selectOption({ index: 1 });
  await form.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByRole('dialog', { name: 'Beställningen är skickad' })).toBeVisible();
  await page.keyboard.press('Escape');

  const reminder = await latestMessage(request, email, 'reference-candidate-reminder', since, 20_000);
  expect(reminder).toMatch(/\/cre\/candidate\//);

  await page
    .getByRole('navigation', { name: 'Referenstagningens sidor' })
    .getByRole('link', { name: 'Beställningar' })
    .click();
  await page.getByRole('tab', { name: 'Klara' }).click();
  const row = page.getByRole('row').filter({ hasText: `Controller ${run}` });
  // The list does not refresh by itself: reload until the order shows as timed out. Each try waits for
  // the list to render; reading the rows right after the reload read an empty page on a slow machine.
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Tidsgräns passerad', { timeout: 10_000 });
  }).toPass({ timeout: 120_000 });
  await request.dispose();
  await context.close();
});
