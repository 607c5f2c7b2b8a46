import { DEMO_LANDINGS, logIn } from '../support/identity';
import { expect, test } from '../support/test';

for (const [email, path] of DEMO_LANDINGS) {
  test(`${email} lands on ${path}`, async ({ page }) => {
    await logIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('banner').getByText(email)).toBeVisible();
  });
}

test('a customer user who opens /admin is sent to its own page', async ({ page }) => {
  await logIn(page, 'bestallare@byggbevakning.example');
  await expect(page).toHaveURL(/\/background-check$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/background-check$/);
});

test('the header shows the portal links of the role and logs out to the log-in page', async ({
  page,
  axe,
}) => {
  await logIn(page, 'sakerhetschef@tryggregion.example');
  await expect(page).toHaveURL(/\/sak$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'SÄK' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await header.getByRole('button', { name: 'Användarmeny' }).click();
  // The open menu is checked too: a menu may hold only its items (Mantine's focus placeholder was a
  // critical aria-required-children finding).
  await expect(page.getByRole('menuitem', { name: 'Logga ut' })).toBeVisible();
  await axe.settle([page]);
  await page.getByRole('menuitem', { name: 'Logga ut' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const tokens = await page.evaluate(() =>
    Object.keys(window.localStorage).filter((key) => /(idToken|accessToken|refreshToken)$/.test(key)),
  );
  expect(tokens).toEqual([]);
  await page.goto('/sak');
  await expect(page).toHaveURL(/\/login$/);
});

test('the account page shows the user, the permissions and the customer', async ({ page }) => {
  await logIn(page, 'bestallare@byggbevakning.example');
  await expect(page).toHaveURL(/\/background-check$/);
  await page.getByRole('banner').getByRole('button', { name: 'Användarmeny' }).click();
  await page.getByRole('menuitem', { name: 'Konto' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('bestallare@byggbevakning.example').first()).toBeVisible();
  await expect(page.getByText('Bakgrundskontroll').first()).toBeVisible();
  await expect(page.getByText('Beställare').first()).toBeVisible();
  await expect(page.getByText('1002')).toBeVisible();
});
