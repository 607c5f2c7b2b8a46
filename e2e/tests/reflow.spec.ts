import { DEMO_LANDINGS, logIn } from '../support/identity';
import { expectReflow, NARROW_SCREEN } from '../support/reflow';
import { expect, test } from '../support/test';

test.use({ viewport: NARROW_SCREEN });

test('the log-in page and the accessibility statement work at 320 px', async ({ page }) => {
  await page.goto('/login');
  await expectReflow(page);
  await page.goto('/accessibility');
  await expectReflow(page);
});

for (const [email, path] of DEMO_LANDINGS) {
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
