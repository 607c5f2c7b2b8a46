import { consentLink, openConsent, person, startBankId } from '../support/background-check';
import { actOnBankId } from '../support/bankid';
import { logIn } from '../support/identity';
import { expect, test } from '../support/test';

const LFD_USER = 'lfd@rekryteramera.example';

test('an LFD prescreen is consented with BankID and shows as Granskar with its deadline', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const checked = person('lfdPrescreen');
  const since = new Date(Date.now() - 1000);

  await logIn(page, LFD_USER);
  await expect(page).toHaveURL(/\/lfd$/);
  // The demo data: a prescreen under review in the current list, one in the archived list.
  await expect(page.getByRole('table', { name: 'Aktuella LFD-kontroller' })).toContainText('Jonas Låtsasson');
  await page.getByRole('navigation', { name: 'LFD' }).getByRole('link', { name: 'Arkiverade' }).click();
  await expect(page.getByRole('table', { name: 'Arkiverade LFD-kontroller' })).toContainText(
    'Lennart Låtsas',
  );

  await page.getByRole('navigation', { name: 'LFD' }).getByRole('link', { name: 'Ny LFD-kontroll' }).click();
  const form = page.getByRole('form', { name: 'Beställ LFD-kontroll' });
  // Demo customer 1004's lfdConfig: the employer checkpoint, read-only.
  await expect(form.getByRole('list', { name: 'Kontrollpunkter' })).toContainText('Arbetsgivare');
  await form.getByRole('textbox', { name: 'Namn' }).fill(checked.name);
  await form.getByRole('textbox', { name: 'Personnummer' }).fill(checked.personalNumber);
  await form.getByRole('textbox', { name: 'E-post' }).fill(checked.email);
  await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46701234567');
  await form.getByRole('button', { name: 'Skicka beställning' }).click();
  await expect(page.getByRole('dialog', { name: 'LFD-kontrollen är beställd' })).toBeVisible();
  // The dialog closes by itself and the order's page follows.
  await expect(page).toHaveURL(/\/lfd\/orders\/[\w-]+$/);
  const job = page.getByRole('region', { name: checked.name });
  await expect(job).toContainText('Inväntar godkännande (granskning)');
  await expect(job).toContainText('Skickad');

  const consent = await openConsent(browser, await consentLink(request, checked, since));
  await startBankId(consent, 'Godkänn med BankID');
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(consent.getByRole('heading', { name: /Tack! Du har godkänt/ })).toBeVisible();

  await page.goto('/lfd');
  await page.getByRole('searchbox', { name: 'Sök LFD-kontroller' }).fill(checked.name);
  const row = page.getByRole('row', { name: new RegExp(checked.name) });
  await expect(row).toContainText('Granskar');
  // Sequence number 1 (the prescreen) and the deadline, 23 business days from the consent.
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').last()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
});
