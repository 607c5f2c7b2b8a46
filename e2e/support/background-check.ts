import {
  type APIRequestContext,
  type Browser,
  devices,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { actOnBankId } from './bankid';
import { latestMessage, logIn } from './identity';

export const ORDERER = 'bestallare@byggbevakning.example';

/** Valid personal numbers (Luhn) that no other spec uses; each test takes its own. */
export const PERSONAL_NUMBERS = {
  accept: '19800101-1231',
  decline: '19800102-2345',
  wrongPerson: '19800103-3458',
  timeout: '19800104-4562',
  wholePath: '19800106-6789',
  crossCustomer: '19800105-5675',
  onPhone: '19800107-7893',
  other: '19900101-2385',
  lfdPrescreen: '19800109-9129',
  lfdFollowUp: '19800111-1122',
};

export interface Person {
  name: string;
  personalNumber: string;
  email: string;
}

export const person = (key: keyof typeof PERSONAL_NUMBERS): Person => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Testa ${key} ${run}`,
    personalNumber: PERSONAL_NUMBERS[key],
    email: `person-${key}-${run}@example.com`,
  };
};

/** The orderer logs in and fills the portal's order form with a COWORKER check of `checked`; the form. */
export async function fillCoworkerOrder(
  page: Page,
  checked: Person,
  options: { verifyEducation?: boolean } = {},
): Promise<Locator> {
  await logIn(page, ORDERER);
  await expect(page).toHaveURL(/\/background-check$/);
  await page.getByRole('button', { name: 'Ny beställning' }).click();
  const form = page.getByRole('form', { name: 'Beställning' });
  await form.getByRole('combobox', { name: 'Tjänst' }).selectOption({ label: 'Medarbetare' });
  await form.getByRole('textbox', { name: 'Namn' }).fill(checked.name);
  await form.getByRole('textbox', { name: 'Personnummer' }).fill(checked.personalNumber);
  await form.getByRole('textbox', { name: 'E-post' }).fill(checked.email);
  await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46701234567');
  await form.getByRole('textbox', { name: 'Befattning' }).fill('Väktare');
  if (options.verifyEducation) await form.getByRole('checkbox', { name: 'Verifiera utbildning' }).check();
  return form;
}

/** The orderer orders a COWORKER check of `checked` through the portal's form and sends it. */
export async function orderCoworkerCheck(
  page: Page,
  checked: Person,
  submit: 'click' | 'dblclick' = 'click',
  options: { verifyEducation?: boolean } = {},
): Promise<void> {
  const form = await fillCoworkerOrder(page, checked, options);
  await form.getByRole('button', { name: 'Skicka beställning' })[submit]();
  await expect(page.getByRole('dialog', { name: 'Beställningen är skickad' })).toBeVisible();
}

/**
 * A new person of this key whose COWORKER check the orderer orders and sends; `since` is a moment
 * before the order, to find the messages the person is sent.
 */
export async function orderedCheck(
  page: Page,
  key: keyof typeof PERSONAL_NUMBERS,
  submit: 'click' | 'dblclick' = 'click',
  options: { verifyEducation?: boolean } = {},
): Promise<{ checked: Person; since: Date }> {
  const checked = person(key);
  const since = new Date(Date.now() - 1000);
  await orderCoworkerCheck(page, checked, submit, options);
  return { checked, since };
}

/** The consent link e-mailed to the person checked. */
export async function consentLink(request: APIRequestContext, checked: Person, since: Date): Promise<string> {
  const text = await latestMessage(request, checked.email, 'consent-request', since);
  const link = text.match(/https?:\/\/\S+\/external\/consent\/[\w-]+/)?.[0];
  expect(link, 'a consent link in the e-mail').toBeTruthy();
  return link as string;
}

/** The list row of the person's job, found through the portal's search. */
export async function findJobRow(page: Page, checked: Person) {
  await page.goto('/background-check');
  await page.getByRole('searchbox', { name: 'Sök beställningar' }).fill(checked.name);
  return page.getByRole('row', { name: new RegExp(checked.name) });
}

/** The row shows the job's state label and its consent label. */
export async function expectJobInList(
  page: Page,
  checked: Person,
  state: string,
  consent: string,
): Promise<void> {
  const row = await findJobRow(page, checked);
  await expect(row).toContainText(state);
  await expect(row).toContainText(consent);
}

/** Safari on an iPhone, as far as Chromium can play it: the phone's screen, touch and user agent. */
const { defaultBrowserType: _webkit, ...iphone } = devices['iPhone 13'];
export const IPHONE = iphone;

/** The person opens the link in a browser of their own (no session) and starts answering. */
export async function openConsent(
  browser: Browser,
  link: string,
  device: typeof IPHONE | object = {},
): Promise<Page> {
  const context = await browser.newContext(device);
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Samtycke till bakgrundskontroll' })).toBeVisible();
  return page;
}

export async function startBankId(
  page: Page,
  answer: 'Godkänn med BankID' | 'Neka med BankID',
): Promise<void> {
  await page.getByRole('button', { name: answer }).click();
  await expect(page.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
}

/**
 * The person opens the consent link sent after `since` in a browser of their own and consents with
 * BankID on the local test server; their page, thanked.
 */
export async function consentWithBankId(
  browser: Browser,
  request: APIRequestContext,
  checked: Person,
  since: Date,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(await consentLink(request, checked, since));
  await startBankId(page, 'Godkänn med BankID');
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(page.getByRole('heading', { name: /Tack! Du har godkänt/ })).toBeVisible();
  return page;
}
