import { DEMO_PASSWORD } from '../support/identity';
import { expect, test } from '../support/test';

test.describe('redirects of spec §2 for a visitor who is not logged in', () => {
  for (const path of ['/', '/portal', '/consent', '/admin', '/account', '/coordinator', '/sak']) {
    test(`${path} goes to the log-in page`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
    });
  }

  test('consent/{id} goes to external/consent/{id}', async ({ page }) => {
    await page.goto('/consent/abc-123');
    await expect(page).toHaveURL(/\/external\/consent\/abc-123$/);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/det-har-finns-inte');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByText('Sidan kunde inte hittas!')).toBeVisible();
  });
});

test('the language switch turns the log-in page into English and remembers it', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();

  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('the log-in page loads without a failed request, its favicon included', async ({ page }) => {
  const failed: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() => (document.querySelector('link[rel="icon"]') as HTMLLinkElement | null)?.href),
    )
    .toMatch(/\/favicon\.svg$/);
  const icon = await page.request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
  expect(failed).toEqual([]);
});

test('the accessibility statement is one link away from the log-in and the external pages', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Tillgänglighetsredogörelse' }).click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await expect(page).toHaveTitle('Tillgänglighet – Granska');
  await expect(page.getByRole('heading', { level: 1, name: 'Tillgänglighet i Granska' })).toBeVisible();
  for (const section of ['Så testar vi', 'Kända brister', 'Rapportera en brist']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'tillganglighet@granska.se' })).toHaveAttribute(
    'href',
    'mailto:tillganglighet@granska.se',
  );

  await page.goto('/external/consent/en-nyckel-som-inte-finns');
  await page.getByRole('link', { name: 'Tillgänglighetsredogörelse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tillgänglighet i Granska' })).toBeVisible();
  await page.getByRole('link', { name: 'Till inloggningen' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('Logga in – Granska');
});

test('after a navigation the focus is on the new page’s one h1, in the page’s one main', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('textbox', { name: 'E-post' })).toBeFocused();
  await page.getByRole('textbox', { name: 'E-post' }).fill('bestallare@byggbevakning.example');
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).toHaveURL(/\/background-check$/);
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Beställningar');
  await expect(page).toHaveTitle('Beställningar – Granska');

  await page.getByRole('button', { name: 'Ny beställning' }).click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveCount(1);
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${await heading.textContent()} – Granska`);
});
