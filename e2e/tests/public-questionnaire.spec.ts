import { logIn } from '../support/identity';
import { expect, test } from '../support/test';

// Public questionnaire templates (issue 13): the provider's admin keeps them, every customer's
// questionnaire creator is offered them read-only.
const CUSTOMER_USER = 'referens@rekryteramera.example';

test('an admin creates a public template; a customer’s questionnaire creator sees it read-only; the admin deletes it', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Granskas mall ${run}`;

  await logIn(page, 'admin@granska.test');
  await expect(page).toHaveURL(/\/admin$/);
  const adminNav = page.getByRole('navigation', { name: 'Adminsidor' });
  await adminNav.getByRole('link', { name: 'Frågebatterier' }).click();
  await page.getByRole('button', { name: 'Nytt publikt frågebatteri' }).click();
  const builder = page.getByRole('form', { name: 'Frågebatteri' });
  await builder.getByRole('textbox', { name: 'Titel' }).fill(title);
  await builder.getByRole('textbox', { name: 'Beskrivning' }).fill('Frågor som alla kunder kan använda');
  await builder.getByRole('button', { name: 'Lägg till fråga' }).click();
  const first = builder.getByRole('group', { name: 'Fråga 1' });
  await first.getByRole('textbox', { name: 'Frågetext' }).fill('Hur var samarbetet med kandidaten?');
  await first.getByRole('combobox', { name: 'Typ av fråga' }).selectOption({ label: 'Fritext' });
  await builder.getByRole('button', { name: 'Spara frågebatteri' }).click();
  await expect(page.getByRole('dialog', { name: 'Det publika frågebatteriet är sparat' })).toBeVisible();
  await page.keyboard.press('Escape');
  const adminTable = page.getByRole('table', { name: 'Publika frågebatterier' });
  await expect(adminTable.getByRole('rowheader', { name: title })).toBeVisible();

  // The customer's questionnaire creator finds it among the templates, marked and without delete.
  const customer = await (await browser.newContext()).newPage();
  await logIn(customer, CUSTOMER_USER);
  await expect(customer).toHaveURL(/\/reference-check/);
  await customer
    .getByRole('navigation', { name: 'Referenstagningens sidor' })
    .getByRole('link', { name: 'Frågebatterier' })
    .click();
  const row = customer
    .getByRole('table', { name: 'Frågebatterier' })
    .getByRole('row')
    .filter({ has: customer.getByRole('rowheader', { name: title }) });
  await expect(row.getByText('Publik mall (skrivskyddad)')).toBeVisible();
  await expect(row.getByRole('button', { name: `Radera ${title}` })).toHaveCount(0);
  await row.getByRole('link', { name: title }).click();
  await expect(customer.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(customer.getByText('Publik mall', { exact: true })).toBeVisible();
  await expect(customer.getByText('Fråga 1: Hur var samarbetet med kandidaten?')).toBeVisible();
  await expect(customer.getByRole('form', { name: 'Frågebatteri' })).toHaveCount(0);
  await expect(customer.getByRole('button', { name: 'Spara frågebatteri' })).toHaveCount(0);

  // The admin deletes it after confirming; customers are no longer offered it.
  await adminTable.getByRole('button', { name: `Radera ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Radera det publika frågebatteriet?' });
  await confirm.getByRole('button', { name: 'Radera' }).click();
  await expect(page.getByRole('dialog', { name: `${title} är raderat` })).toBeVisible();
  await customer.goBack();
  await customer.reload();
  await expect(customer.getByRole('table', { name: 'Frågebatterier' })).toBeVisible();
  await expect(customer.getByRole('rowheader', { name: title })).toHaveCount(0);
});
