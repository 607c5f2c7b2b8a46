import { consentLink, openConsent, person, startBankId } from '../support/background-check';
import { actOnBankId } from '../support/bankid';
import { logIn } from '../support/identity';
import { LFD_USER, lfdRows, orderLfdPrescreen } from '../support/lfd';
import { expect, test } from '../support/test';

test('an LFD prescreen is consented with BankID and shows as Granskar with its deadline', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
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

  // The form shows demo customer 1004's lfdConfig (the employer checkpoint) read-only.
  await orderLfdPrescreen(page, checked);
  const job = page.getByRole('region', { name: checked.name });
  await expect(job).toContainText('Inväntar godkännande (granskning)');
  await expect(job).toContainText('Skickad');

  const consent = await openConsent(browser, await consentLink(request, checked, since));
  await startBankId(consent, 'Godkänn med BankID');
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(consent.getByRole('heading', { name: /Tack! Du har godkänt/ })).toBeVisible();

  const row = await lfdRows(page, '/lfd', checked);
  await expect(row).toContainText('Granskar');
  // Sequence number 1 (the prescreen) and the deadline, 23 business days from the consent.
  await expect(row.getByRole('cell').nth(0)).toHaveText('1');
  await expect(row.getByRole('cell').last()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
});
