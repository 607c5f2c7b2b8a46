import { request as playwrightRequest } from '@playwright/test';
import { expectJobInList, findJobRow, orderedCheck } from '../support/background-check';
import { latestMessage } from '../support/identity';
import { installationOfItsOwn } from '../support/own-installation';
import { expect, test } from '../support/test';

// An installation of its own where a consent times out after about 35 s, with a reminder 17 s before.
const CONSENT_TIMEOUT_DAYS = '0.0004';
const CONSENT_REMINDER_DAYS = '0.0002';

const installation = installationOfItsOwn({ CONSENT_TIMEOUT_DAYS, CONSENT_REMINDER_DAYS });

test('an unanswered consent is reminded, then times out and shows as Godkännande timeout', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: installation.baseUrl() });
  const request = await playwrightRequest.newContext({ baseURL: installation.baseUrl() });
  const page = await context.newPage();

  const { checked, since } = await orderedCheck(page, 'timeout');
  await expectJobInList(page, checked, 'Inväntar godkännande (granskning)', 'Skickad');

  const reminder = await latestMessage(request, checked.email, 'consent-reminder', since, 40_000);
  expect(reminder).toMatch(/\/external\/consent\//);

  await expect
    .poll(async () => (await findJobRow(page, checked)).textContent(), {
      timeout: 60_000,
      intervals: [2_000],
    })
    .toContain('Godkännande timeout');
  await expect(await findJobRow(page, checked)).toContainText('Samtycke timeout');
  await request.dispose();
  await context.close();
});
