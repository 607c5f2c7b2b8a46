import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { actOnBankId } from '../support/bankid';
import { latestMessage, logIn } from '../support/identity';

const ORDERER = 'bestallare@byggbevakning.example';

/** Valid personal numbers (Luhn) that no other spec uses; each test takes its own. */
const PERSONAL_NUMBERS = {
  accept: '19800101-0003',
  decline: '19800102-0002',
  wrongPerson: '19800103-0001',
  cancel: '19800104-0000',
  other: '19900101-2385',
};

interface Person {
  name: string;
  personalNumber: string;
  email: string;
}

const person = (key: keyof typeof PERSONAL_NUMBERS): Person => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Testa ${key} ${run}`,
    personalNumber: PERSONAL_NUMBERS[key],
    email: `person-${key}-${run}@example.com`,
  };
};

/** The orderer orders a COWORKER check of `checked` through the portal's form and sends it. */
async function orderCoworkerCheck(page: Page, checked: Person): Promise<void> {
  await logIn(page, ORDERER);
  await expect(page).toHaveURL(/\/background-check$/);
  await page.getByRole('button', { name: 'Ny beställning' }).click();
  const form = page.getByRole('form', { name: 'Beställning' });
  await form.getByRole('combobox', { name: 'Tjänst' }).click();
  await page.getByRole('option', { name: 'Medarbetare' }).click();
  await form.getByRole('textbox', { name: 'Namn' }).fill(checked.name);
  await form.getByRole('textbox', { name: 'Personnummer' }).fill(checked.personalNumber);
  await form.getByRole('textbox', { name: 'E-post' }).fill(checked.email);
  await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46701234567');
  await form.getByRole('textbox', { name: 'Befattning' }).fill('Väktare');
  await form.getByRole('button', { name: 'Skicka beställning' }).click();
  await expect(page.getByRole('dialog', { name: 'Beställningen är skickad' })).toBeVisible();
}

/** The consent link e-mailed to the person checked. */
async function consentLink(request: APIRequestContext, checked: Person, since: Date): Promise<string> {
  const text = await latestMessage(request, checked.email, 'consent-request', since);
  const link = text.match(/https?:\/\/\S+\/external\/consent\/[\w-]+/)?.[0];
  expect(link, 'a consent link in the e-mail').toBeTruthy();
  return link as string;
}

/** The person opens the link in a browser of their own (no session) and starts answering. */
async function openConsent(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Samtycke till bakgrundskontroll' })).toBeVisible();
  return page;
}

async function startBankId(page: Page, answer: 'Godkänn med BankID' | 'Neka med BankID'): Promise<void> {
  await page.getByRole('button', { name: answer }).click();
  await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
}

/** The orderer's list row of the person: state label and consent label. */
async function expectJobInList(page: Page, checked: Person, state: string, consent: string): Promise<void> {
  await page.goto('/background-check');
  await page.getByRole('searchbox', { name: 'Sök beställningar' }).fill(checked.name);
  const row = page.getByRole('row', { name: new RegExp(checked.name) });
  await expect(row).toContainText(state);
  await expect(row).toContainText(consent);
}

test('an ordered check is consented with BankID and shows as Granskar with its deadline', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const checked = person('accept');
  const since = new Date(Date.now() - 1000);
  await orderCoworkerCheck(page, checked);
  await expectJobInList(page, checked, 'Inväntar godkännande (granskning)', 'Skickad');

  const consent = await openConsent(browser, await consentLink(request, checked, since));
  await expect(consent.getByText('Byggbevakning')).toBeVisible();
  await expect(consent.getByText(checked.personalNumber)).toHaveCount(0);
  await startBankId(consent, 'Godkänn med BankID');
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(
    consent.getByRole('heading', { name: 'Tack! Du har godkänt bakgrundskontrollen.' }),
  ).toBeVisible();

  await expectJobInList(page, checked, 'Granskar', 'Godkänd');
  const row = page.getByRole('row', { name: new RegExp(checked.name) });
  // COWORKER: two business days from the consent, shown as a date.
  await expect(row.getByRole('cell').nth(7)).toHaveText(/\d{4}-\d{2}-\d{2}/);
  await row.getByRole('link', { name: checked.name }).click();
  const job = page.getByRole('region', { name: checked.name });
  await expect(job.getByRole('table', { name: 'Statushistorik' })).toContainText('Granskar');
});

test('the person declines with BankID and the job shows Godkännande nekat', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const checked = person('decline');
  const since = new Date(Date.now() - 1000);
  await orderCoworkerCheck(page, checked);
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
  test.setTimeout(90_000);
  const checked = person('wrongPerson');
  const since = new Date(Date.now() - 1000);
  await orderCoworkerCheck(page, checked);
  const consent = await openConsent(browser, await consentLink(request, checked, since));

  await startBankId(consent, 'Godkänn med BankID');
  await actOnBankId(request, checked.personalNumber, 'complete', PERSONAL_NUMBERS.other);
  await expect(consent.getByRole('alert')).toContainText('Misslyckades att läsa av QR-koden');

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

test('the order form refuses a bad personal number', async ({ page }) => {
  await logIn(page, ORDERER);
  await page.getByRole('button', { name: 'Ny beställning' }).click();
  const form = page.getByRole('form', { name: 'Beställning' });
  await form.getByRole('textbox', { name: 'Personnummer' }).fill('19800101-0004');
  await form.getByRole('button', { name: 'Skicka beställning' }).click();
  await expect(form.getByText('Personnummer ogiltigt')).toBeVisible();
});

test('another customer sees none of the orders', async ({ page }) => {
  await logIn(page, 'kundadmin@demoforetaget.example');
  const response = await page.request.get('/api/orders');
  expect([401, 403]).toContain(response.status());
});
