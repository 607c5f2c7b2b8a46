import {
  consentLink,
  expectJobInList,
  findJobRow,
  IPHONE,
  ORDERER,
  openConsent,
  orderedCheck,
  PERSONAL_NUMBERS,
  startBankId,
} from '../support/background-check';
import { actOnBankId } from '../support/bankid';
import { logIn } from '../support/identity';
import { expectReflow } from '../support/reflow';
import { expect, test } from '../support/test';

test('an ordered check is consented with BankID and shows as Granskar with its deadline', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { checked, since } = await orderedCheck(page, 'accept');
  await expectJobInList(page, checked, 'Inväntar godkännande (granskning)', 'Skickad');

  const consent = await openConsent(browser, await consentLink(request, checked, since));
  await expect(consent.getByText(/Bygg & Bevakning i Norr AB vill göra en bakgrundskontroll/)).toBeVisible();
  await expect(consent.getByText(checked.personalNumber)).toHaveCount(0);
  await startBankId(consent, 'Godkänn med BankID');
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(
    consent.getByRole('heading', { name: 'Tack! Du har godkänt bakgrundskontrollen.' }),
  ).toBeVisible();

  await expectJobInList(page, checked, 'Granskar', 'Godkänd');
  const row = page.getByRole('row', { name: new RegExp(checked.name) });
  // The deadline column: COWORKER is two business days from the consent, at 17:00 or the consent's time.
  await expect(row.getByRole('cell').last()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  await row.getByRole('link', { name: checked.name }).click();
  const job = page.getByRole('region', { name: checked.name });
  await expect(job.getByRole('table', { name: 'Statushistorik' })).toContainText('Granskar');
});

test('the person declines with BankID and the job shows Godkännande nekat', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { checked, since } = await orderedCheck(page, 'decline');
  const consent = await openConsent(browser, await consentLink(request, checked, since));
  await startBankId(consent, 'Neka med BankID');
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(consent.getByRole('heading', { name: 'Du har nekat bakgrundskontrollen.' })).toBeVisible();
  await expectJobInList(page, checked, 'Godkännande nekat', 'Nekad');
});

test('someone else cannot answer for the person; a cancel in the app lets the person try again', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { checked, since } = await orderedCheck(page, 'wrongPerson');
  const consent = await openConsent(browser, await consentLink(request, checked, since));

  await startBankId(consent, 'Godkänn med BankID');
  await actOnBankId(request, checked.personalNumber, 'complete', PERSONAL_NUMBERS.other);
  await expect(consent.getByRole('alert')).toContainText(
    'Bara den som kontrollen gäller kan svara, med BankID för sitt eget personnummer.',
  );

  await consent.getByRole('button', { name: 'Försök igen' }).click();
  await expect(consent.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  await actOnBankId(request, checked.personalNumber, 'cancel');
  await expect(consent.getByRole('alert')).toContainText('Åtgärden avbröts.');

  await consent.getByRole('button', { name: 'Försök igen' }).click();
  await expect(consent.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  await actOnBankId(request, checked.personalNumber, 'expire');
  await expect(consent.getByRole('alert')).toContainText('BankID');
  await expectJobInList(page, checked, 'Inväntar godkännande (granskning)', 'Skickad');
});

test('on a phone, the BankID link returns Safari to the page, and a tab closed mid-signing does not block the next try', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { checked, since } = await orderedCheck(page, 'onPhone');
  const link = await consentLink(request, checked, since);

  const firstTab = await openConsent(browser, link, IPHONE);
  await expectReflow(firstTab);
  await startBankId(firstTab, 'Godkänn med BankID');
  const openApp = firstTab.getByRole('link', { name: 'Öppna BankID på den här enheten' });
  const autostart = new URL((await openApp.getAttribute('href')) ?? '');
  expect(autostart.origin + autostart.pathname).toBe('https://app.bankid.com/');
  expect(autostart.searchParams.get('autostarttoken')).toMatch(/\S+/);
  expect(autostart.searchParams.get('redirect')).toBe(firstTab.url());
  await firstTab.context().close();

  const secondTab = await openConsent(browser, link, IPHONE);
  await startBankId(secondTab, 'Godkänn med BankID');
  await expect(secondTab.getByRole('alert')).toHaveCount(0);
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(
    secondTab.getByRole('heading', { name: 'Tack! Du har godkänt bakgrundskontrollen.' }),
  ).toBeVisible();
});

test('a double click on Skicka beställning orders once', async ({ page, request }) => {
  const { checked, since } = await orderedCheck(page, 'other', 'dblclick');
  await consentLink(request, checked, since);
  const rows = page.getByRole('row', { name: new RegExp(checked.name) });
  await findJobRow(page, checked);
  await expect(rows).toHaveCount(1);
  const response = await request.get('/dev/outbox/messages', {
    params: { to: checked.email, category: 'consent-request', limit: 5 },
  });
  expect(((await response.json()) as { result: unknown[] }).result).toHaveLength(1);
});

test('the order form refuses a bad personal number', async ({ page }) => {
  await logIn(page, ORDERER);
  await page.getByRole('button', { name: 'Ny beställning' }).click();
  const form = page.getByRole('form', { name: 'Beställning' });
  await form.getByRole('textbox', { name: 'Personnummer' }).fill('19800101-0004');
  await form.getByRole('button', { name: 'Skicka beställning' }).click();
  await expect(form.getByText('Personnummer ogiltigt')).toBeVisible();
});

test("another customer's recipient finds neither the job nor its order page", async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { checked, since } = await orderedCheck(page, 'crossCustomer');
  await consentLink(request, checked, since);
  const orderUrl = await (async () => {
    await (await findJobRow(page, checked)).getByRole('link', { name: checked.name }).click();
    await expect(page).toHaveURL(/\/background-check\/orders\/[\w-]+$/);
    return new URL(page.url()).pathname;
  })();

  const otherCustomer = await (await browser.newContext()).newPage();
  await logIn(otherCustomer, 'mottagare@demoforetaget.example');
  await expect(otherCustomer).toHaveURL(/\/background-check$/);
  for (const search of [checked.name, checked.personalNumber]) {
    await otherCustomer.getByRole('searchbox', { name: 'Sök beställningar' }).fill(search);
    await expect(otherCustomer.getByText('Inga beställningar matchar sökningen.')).toBeVisible();
  }
  await otherCustomer.goto(orderUrl);
  await expect(otherCustomer.getByRole('alert')).toContainText('Beställningen kunde inte hittas');
});
