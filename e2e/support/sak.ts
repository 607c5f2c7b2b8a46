import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import type { Person } from './background-check';
import { latestMessage } from './identity';

export const SECURITY_MANAGER = 'sakerhetschef@tryggregion.example';

/** The Luhn check digit of a personal number's nine digits after the century. */
const checkDigit = (nine: string): number => {
  const sum = [...nine].reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(value / 10) + (value % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
};

/**
 * A valid personal number new for each run (the register keeps one card per number), born on `birth`
 * (YYMMDD of the 1900s): each spec takes a birth date of its own.
 */
export const newPersonalNumber = (birth: string): string => {
  const nine = `${birth}${String(Math.floor(Math.random() * 900) + 100)}`;
  return `19${birth}-${nine.slice(6)}${checkDigit(nine)}`;
};

/** A person new to the register, born on `birth` (YYMMDD). */
export const newCardPerson = (key: string, birth: string): Person => {
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    name: `Säkra ${key} ${run}`,
    personalNumber: newPersonalNumber(birth),
    email: `sak-${key}-${run}@example.com`,
  };
};

/** The security manager, on the SÄK portal, adds the person with security class 2 under review; their card. */
export async function addCard(page: Page, person: Person): Promise<void> {
  await page.goto('/sak/persons/new');
  const form = page.getByRole('form', { name: 'Ny person' });
  await form.getByRole('textbox', { name: 'Namn' }).fill(person.name);
  await form.getByRole('textbox', { name: 'Personnummer' }).fill(person.personalNumber);
  await form.getByRole('textbox', { name: 'E-post' }).fill(person.email);
  await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46701234567');
  await form.getByRole('combobox', { name: 'Säkerhetsklass 2' }).selectOption({ label: 'Under prövning' });
  await form.getByRole('button', { name: 'Spara personen' }).click();
  await expect(page.getByRole('heading', { name: person.name, level: 1 })).toBeVisible();
}

/** From the person's card, the order form of `service` (its button's label) sent as it stands. */
export async function orderFromCard(page: Page, serviceLabel: string): Promise<void> {
  await page.getByRole('button', { name: `Beställ ${serviceLabel}`, exact: true }).click();
  const form = page.getByRole('form', { name: 'Beställning' });
  await expect(form.getByRole('radio', { name: serviceLabel, exact: true })).toBeChecked();
  await form.getByRole('button', { name: 'Skicka beställning' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Beställningen är skickad.' })).toBeVisible();
}

/** The card's row of its order of this service. */
export const cardOrderRow = (page: Page, serviceLabel: string) =>
  page
    .getByRole('table', { name: 'Beställningar' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: serviceLabel, exact: true }) });

/** The person opens the link of the message in `category` sent after `since`, in a browser of their own. */
export async function openLink(
  browser: Browser,
  request: APIRequestContext,
  checked: Person,
  category: string,
  path: RegExp,
  since: Date,
): Promise<Page> {
  const text = await latestMessage(request, checked.email, category, since, 60_000);
  const link = text.match(path)?.[0];
  expect(link, `a link in the ${category} message`).toBeTruthy();
  const page = await (await browser.newContext()).newPage();
  await page.goto(link as string);
  return page;
}
