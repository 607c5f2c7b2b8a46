import { DEMO_PASSWORD, latestCode, logIn } from '../support/identity';
import { expect, test } from '../support/test';

const SMS_USER = 'sms@granska.test';
const SMS_PHONE = '+46700000001';

test('a wrong password gives the spec text', async ({ page }) => {
  await logIn(page, 'analytiker@granska.test', 'Fel!losen0rd');
  await expect(page.getByRole('alert')).toContainText('Fel email eller lösenord');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown user gives the spec text', async ({ page }) => {
  await logIn(page, 'finns.inte@granska.test', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Användaren existerar inte');
});

test('first log-in asks for a new password, checks it and lands on the page of the role', async ({
  page,
}) => {
  await logIn(page, 'ny@granska.test', 'Tillfalligt!1');
  const dialog = page.getByRole('dialog', { name: 'Skapa nytt lösenord' });
  await expect(dialog).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Nytt lösenord' }).fill('kort');
  await dialog.getByRole('textbox', { name: 'Upprepa lösenord' }).fill('kort');
  await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Ogiltigt lösenord');

  await dialog.getByRole('textbox', { name: 'Nytt lösenord' }).fill('Nytt!losen0rd');
  await dialog.getByRole('textbox', { name: 'Upprepa lösenord' }).fill('Annat!losen0rd');
  await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Lösenorden matchade inte');

  await dialog.getByRole('textbox', { name: 'Upprepa lösenord' }).fill('Nytt!losen0rd');
  await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page).toHaveURL(/\/coordinator$/);
});

test.describe('the user with SMS codes', () => {
  test.describe.configure({ mode: 'serial' });

  test('a wrong SMS code gives the spec text, the code from the outbox logs in', async ({
    page,
    request,
  }) => {
    const since = new Date(Date.now() - 1000);
    await logIn(page, SMS_USER);
    const dialog = page.getByRole('dialog', { name: 'Verifiera SMS-kod' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByLabel('SMS-kod');
    await expect(input).toHaveAttribute('maxlength', '6');
    await expect(dialog.getByRole('button', { name: 'Verifiera' })).toBeDisabled();

    const code = await latestCode(request, SMS_PHONE, 'mfa-code', since);
    const wrong = code === '000000' ? '111111' : '000000';
    await input.fill(wrong);
    await dialog.getByRole('button', { name: 'Verifiera' }).click();
    await expect(dialog.getByRole('alert')).toContainText('Fel SMSkod');

    await input.fill(code);
    await dialog.getByRole('button', { name: 'Verifiera' }).click();
    await expect(page).toHaveURL(/\/analyst$/);
  });

  test('a remembered browser skips the SMS code at the next log-in', async ({ page, request }) => {
    const since = new Date(Date.now() - 1000);
    await logIn(page, SMS_USER);
    const dialog = page.getByRole('dialog', { name: 'Verifiera SMS-kod' });
    await dialog.getByLabel('SMS-kod').fill(await latestCode(request, SMS_PHONE, 'mfa-code', since));
    await dialog.getByRole('checkbox', { name: 'Kom ihåg den här webbläsaren' }).check();
    await dialog.getByRole('button', { name: 'Verifiera' }).click();
    await expect(page).toHaveURL(/\/analyst$/);

    // The analyst portal asks for the security policy first; declining it still lets the user log out.
    await page
      .getByRole('dialog', { name: 'Säkerhetspolicy' })
      .getByRole('button', { name: 'Avbryt' })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Användarmeny' }).click();
    await page.getByRole('menuitem', { name: 'Logga ut' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, SMS_USER);
    await expect(page).toHaveURL(/\/analyst$/);
    await expect(page.getByRole('dialog', { name: 'Verifiera SMS-kod' })).toHaveCount(0);
  });

  test('after five failed log-ins the account is locked for a while', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-post').fill(SMS_USER);
    const alert = page.getByRole('alert');
    for (let attempt = 0; attempt < 10; attempt++) {
      await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(`Fel!losen0rd${attempt}`);
      await page.getByRole('button', { name: 'Logga in' }).click();
      await expect(alert).toBeVisible();
      await expect(page.getByRole('button', { name: 'Logga in' })).not.toHaveAttribute('data-loading');
      if ((await alert.textContent())?.includes('För många försök')) break;
    }
    await expect(alert).toContainText('För många försök. Försök igen senare');
  });
});

test('a forgotten password is reset with the e-mailed code', async ({ page, request }) => {
  // Resets to the same demo password, so other tests that use this account are not disturbed.
  const email = 'spi-koordinator@granska.test';
  const since = new Date(Date.now() - 1000);
  await page.goto('/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Glömt lösenord?' }).click();

  const askDialog = page.getByRole('dialog', { name: 'Glömt lösenord' });
  await expect(askDialog.getByLabel('E-post')).toHaveValue(email);
  await askDialog.getByRole('button', { name: 'Skicka kod' }).click();

  const resetDialog = page.getByRole('dialog', { name: 'Återställ lösenord' });
  await expect(resetDialog).toBeVisible();
  const code = await latestCode(request, email, 'password-reset', since);
  await resetDialog.getByLabel('Verifieringskod').fill(code);
  await resetDialog.getByRole('textbox', { name: 'Nytt lösenord' }).fill(DEMO_PASSWORD);
  await resetDialog.getByRole('textbox', { name: 'Upprepa lösenord' }).fill(DEMO_PASSWORD);
  await resetDialog.getByRole('button', { name: 'Spara lösenord' }).click();
  await expect(page.getByRole('dialog', { name: 'Lösenordet är ändrat' })).toBeVisible();

  await logIn(page, email);
  await expect(page).toHaveURL(/\/coordinator$/);
});

test('an expired access token is refreshed without the user noticing', async ({ page }) => {
  await page.clock.install();
  await logIn(page, 'superuser@demoforetaget.example');
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('1001').first()).toBeVisible();
  const accessToken = () =>
    page.evaluate(
      () => Object.entries(window.localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1] ?? '',
    );
  const before = await accessToken();

  await page.clock.fastForward('01:05:00');
  await expect.poll(accessToken).not.toBe(before);
  await page.reload();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('1001').first()).toBeVisible();
});

test('a tampered token sends the user to the log-in page', async ({ page }) => {
  await logIn(page, 'superuser@demoforetaget.example');
  await expect(page).toHaveURL(/\/account$/);
  await page.evaluate(() => {
    for (const key of Object.keys(window.localStorage)) {
      if (key.endsWith('.accessToken') || key.endsWith('.refreshToken')) {
        // A character well inside the signature: the last one also carries unused padding bits.
        const value = window.localStorage.getItem(key) ?? '';
        const at = value.length - 10;
        const flipped = value[at] === 'A' ? 'B' : 'A';
        window.localStorage.setItem(key, value.slice(0, at) + flipped + value.slice(at + 1));
      }
    }
  });
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
});
