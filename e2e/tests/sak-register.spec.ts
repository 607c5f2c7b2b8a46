import { logIn } from '../support/identity';
import { expect, test } from '../support/test';

const SECURITY_MANAGER = 'sakerhetschef@tryggregion.example';

/** A valid personal number of someone born in 1955, new for each run (the register has one card each). */
const newPersonalNumber = (): string => {
  const nine = `550315${String(Math.floor(Math.random() * 900) + 100)}`;
  const sum = [...nine].reduce((total, digit, index) => {
    const value = Number(digit) * (index % 2 === 0 ? 2 : 1);
    return total + Math.floor(value / 10) + (value % 10);
  }, 0);
  return `19${nine.slice(0, 6)}-${nine.slice(6)}${(10 - (sum % 10)) % 10}`;
};

test('the security manager adds a person with a class and a tag and finds them in the register', async ({
  page,
}) => {
  // A log-in, a new card and two searches: more than the default 30 s on a busy machine.
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const name = `Tove Tillträde ${run}`;
  const tagName = `Projekt ${run}`;

  await logIn(page, SECURITY_MANAGER);
  await expect(page).toHaveURL(/\/sak$/);
  // The demo register: 32 persons across the classes and tags.
  const register = page.getByRole('table', { name: 'Personregister' });
  await expect(register.getByRole('row')).toHaveCount(11);
  await expect(page.getByText(/^\d+ personer$/)).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'SÄK' });
  await nav.getByRole('link', { name: 'Taggar' }).click();
  await page.getByRole('textbox', { name: 'Ny tagg' }).fill(tagName);
  await page.getByRole('button', { name: 'Lägg till' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Taggen ${tagName} är skapad.` })).toBeVisible();

  await nav.getByRole('link', { name: 'Ny person' }).click();
  const form = page.getByRole('form', { name: 'Ny person' });
  await form.getByRole('textbox', { name: 'Namn' }).fill(name);
  await form.getByRole('textbox', { name: 'Personnummer' }).fill(newPersonalNumber());
  await form.getByRole('textbox', { name: 'E-post' }).fill(`tove.${run}@tryggregion.example`);
  await form.getByRole('textbox', { name: 'Mobilnummer' }).fill('+46701234567');
  await form.getByRole('combobox', { name: 'Säkerhetsklass 2' }).selectOption({ label: 'Under prövning' });
  await form.getByRole('combobox', { name: 'Taggar' }).click();
  await page.getByRole('option', { name: tagName }).click();
  await form.getByRole('textbox', { name: 'Anteckning' }).fill('Placeras inför projektstarten.');
  await form.getByRole('button', { name: 'Spara personen' }).click();

  await expect(
    page.getByRole('status').filter({ hasText: 'Personen är tillagd i registret.' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Säkerhetsklass 2: Under prövning')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Anteckningar' })).toContainText(
    'Placeras inför projektstarten.',
  );

  await page.getByRole('link', { name: 'Tillbaka till personregistret' }).click();
  await page.getByRole('combobox', { name: 'Tagg' }).selectOption({ label: tagName });
  await expect(register.getByRole('row')).toHaveCount(2);
  await expect(register.getByRole('rowheader', { name })).toBeVisible();
});
