import { logIn } from '../support/identity';
import { expectReflow, NARROW_SCREEN } from '../support/reflow';
import { expect, test } from '../support/test';

test.use({ viewport: NARROW_SCREEN });

test('the log-in page and the accessibility statement work at 320 px', async ({ page }) => {
  await page.goto('/login');
  await expectReflow(page);
  await page.goto('/accessibility');
  await expectReflow(page);
});

const landings: [email: string, path: string][] = [
  ['admin@granska.test', '/admin'],
  ['koordinator@granska.test', '/coordinator'],
  ['analytiker@granska.test', '/analyst'],
  ['spi-ledare@granska.test', '/spi'],
  ['inmatare@granska.test', '/data-collector'],
  ['kundadmin@demoforetaget.example', '/customer-admin'],
  ['superuser@demoforetaget.example', '/account'],
  ['bestallare@byggbevakning.example', '/background-check'],
  ['sakerhetschef@tryggregion.example', '/sak'],
];

for (const [email, path] of landings) {
  test(`${path} works at 320 px for ${email}`, async ({ page }) => {
    await logIn(page, email);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expectReflow(page);
  });
}

test('the order form works at 320 px', async ({ page }) => {
  await logIn(page, 'bestallare@byggbevakning.example');
  await expect(page).toHaveURL(/\/background-check$/);
  await page.getByRole('button', { name: 'Ny beställning' }).click();
  await expect(page.getByRole('form', { name: 'Beställning' })).toBeVisible();
  await expectReflow(page);
});
