import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { DEMO_PASSWORD } from '../support/identity';
import { installationOfItsOwn } from '../support/own-installation';
import { RAISED_ADDRESS_LIMITS } from '../support/server';
import { expect, test } from '../support/test';

// A server of its own on the default limits (docs/decisions/rate-limits.md): the shared one raises the
// per-address limits, and this test spends the whole allowance of 127.0.0.1.
const DEFAULT_LIMITS = Object.fromEntries(Object.keys(RAISED_ADDRESS_LIMITS).map((name) => [name, '']));
const IDP_LIMIT_PER_MINUTE = 120;

const installation = installationOfItsOwn(DEFAULT_LIMITS);

/** InitiateAuth for unknown users until the identity provider answers 429; how many it answered. */
async function spendIdentityAllowance(request: APIRequestContext): Promise<number> {
  for (let answered = 0; answered <= 2 * IDP_LIMIT_PER_MINUTE; answered += 1) {
    const response = await request.post('/idp', {
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      data: JSON.stringify({
        AuthFlow: 'USER_SRP_AUTH',
        ClientId: 'granska-web',
        AuthParameters: { USERNAME: `finns.inte.${answered}@granska.test`, SRP_A: 'abcdef0123456789' },
      }),
    });
    if (response.status() === 429) {
      expect(await response.json()).toEqual({
        __type: 'TooManyRequestsException',
        message: 'För många försök. Försök igen senare',
      });
      expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
      return answered;
    }
    expect(response.status()).toBe(400);
  }
  throw new Error(`more than ${2 * IDP_LIMIT_PER_MINUTE} calls were answered`);
}

test('past 120 log-in calls a minute from one address, the log-in page says För många försök', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const request = await playwrightRequest.newContext({ baseURL: installation.baseUrl() });
  const answered = await spendIdentityAllowance(request);
  // The default, or more when the minute ran out half-way on a slow machine.
  expect(answered).toBeGreaterThanOrEqual(IDP_LIMIT_PER_MINUTE);

  const context = await browser.newContext({ baseURL: installation.baseUrl() });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('E-post').fill('analytiker@granska.test');
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(DEMO_PASSWORD);
  // Still inside a spent minute when the button is pressed.
  await spendIdentityAllowance(request);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toContainText('För många försök. Försök igen senare');
  await expect(page).toHaveURL(/\/login$/);
  await context.close();
  await request.dispose();
});
