import { firstLogIn, logIn, temporaryPassword } from '../support/identity';
import { expect, test } from '../support/test';

test('an admin sets up a customer with a customer admin, who invites an orderer with some permissions', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString().slice(-6);
  const custNo = `E2E${run}`;
  const custName = `Provbolaget ${run} AB`;
  const customerAdmin = `kundadmin-${run}@provbolaget.example`;
  const orderer = `bestallare-${run}@provbolaget.example`;
  const since = new Date(Date.now() - 1000);

  // The provider's admin creates the customer with background checks only.
  await logIn(page, 'admin@granska.test');
  await expect(page).toHaveURL(/\/admin$/);
  const adminNav = page.getByRole('navigation', { name: 'Adminsidor' });
  await adminNav.getByRole('link', { name: 'Kunder' }).click();
  await page.getByRole('link', { name: 'Ny kund' }).click();
  await page.getByRole('textbox', { name: 'Kundnummer' }).fill(custNo);
  await page.getByRole('textbox', { name: 'Kundnamn' }).fill(custName);
  await page.getByRole('textbox', { name: 'Organisationsnummer' }).fill('556123-4567');
  await page.getByRole('button', { name: 'Tjänster' }).click();
  await page
    .getByRole('region', { name: 'Tjänster' })
    .getByRole('checkbox', { name: 'Bakgrundskontroll' })
    .check();
  await page.getByRole('button', { name: 'Spara kund' }).click();
  await expect(page.getByRole('dialog', { name: 'Kunden är sparad' })).toBeVisible();

  // … and its customer admin.
  await adminNav.getByRole('link', { name: 'Användare' }).click();
  await page.getByRole('button', { name: 'Ny användare' }).click();
  const userDialog = page.getByRole('dialog', { name: 'Ny användare' });
  await userDialog.getByRole('textbox', { name: 'E-post' }).fill(customerAdmin);
  await userDialog.getByRole('combobox', { name: 'Kund' }).fill(custName);
  await page.getByRole('option', { name: new RegExp(custName) }).click();
  await userDialog
    .getByRole('group', { name: 'Grupper' })
    .getByRole('checkbox', { name: 'Kundadmin' })
    .check();
  await userDialog.getByRole('button', { name: 'Spara' }).click();
  await expect(page.getByRole('dialog', { name: 'Kontot är skapat' })).toBeVisible();

  // The customer admin logs in for the first time with the e-mailed password and picks its own.
  const adminContext = await browser.newContext();
  const customerPage = await adminContext.newPage();
  await firstLogIn(
    customerPage,
    customerAdmin,
    await temporaryPassword(request, customerAdmin, since),
    'Kund!admin2026',
  );
  await expect(customerPage).toHaveURL(/\/customer-admin$/);

  // It sees only its own customer's users: itself, nobody of the demo customers.
  const users = customerPage.getByRole('table', { name: 'Användare' });
  await expect(users.getByText(customerAdmin)).toBeVisible();
  await expect(users.getByText('kundadmin@demoforetaget.example')).toHaveCount(0);
  await expect(users.getByText('bestallare@byggbevakning.example')).toHaveCount(0);

  // It invites an orderer with the orderer permissions of background checks, nothing more.
  await customerPage.getByRole('button', { name: 'Bjud in användare' }).click();
  const invite = customerPage.getByRole('dialog', { name: 'Bjud in användare' });
  await invite.getByRole('textbox', { name: 'E-post' }).fill(orderer);
  const permissions = invite.getByRole('group', { name: 'Behörigheter' });
  await expect(permissions.getByRole('checkbox', { name: 'SÄK' })).toHaveCount(0);
  await permissions
    .getByRole('group', { name: 'Bakgrundskontroll' })
    .getByRole('checkbox', { name: 'Beställare' })
    .check();
  await invite.getByRole('button', { name: 'Skicka inbjudan' }).click();
  await expect(customerPage.getByRole('dialog', { name: 'Klart!' })).toBeVisible();
  await expect(users.getByText(orderer)).toBeVisible();
  await adminContext.close();

  // The orderer's first log-in lands on the background-check portal.
  const ordererContext = await browser.newContext();
  const ordererPage = await ordererContext.newPage();
  await firstLogIn(ordererPage, orderer, await temporaryPassword(request, orderer, since), 'Bestall!2026');
  await expect(ordererPage).toHaveURL(/\/background-check$/);
  await ordererPage.goto('/customer-admin');
  await expect(ordererPage).toHaveURL(/\/background-check$/);
  await ordererContext.close();
});

test('an admin sees the background work the server gave up', async ({ page }) => {
  await logIn(page, 'admin@granska.test');
  await expect(page).toHaveURL(/\/admin$/);
  await page
    .getByRole('navigation', { name: 'Adminsidor' })
    .getByRole('link', { name: 'Misslyckade jobb' })
    .click();
  await expect(page).toHaveURL(/\/admin\/failed-jobs$/);
  await expect(page.getByRole('heading', { name: 'Misslyckade bakgrundsjobb' })).toBeVisible();
  // A fresh installation has given nothing up.
  await expect(page.getByText('Inga misslyckade jobb.')).toBeVisible();
});
