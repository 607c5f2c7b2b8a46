import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo installation's shared password (apps/server/src/modules/seed/demo-users.ts). */
export const DEMO_PASSWORD = 'Granska!2026';

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('textbox', { name: 'Lösenord', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

interface OutboxMessage {
  to: string;
  text: string | null;
  category: string;
  createdAt: string;
}

/**
 * The newest six-digit code sent to `to` in `category` after `since`, read from the local outbox the
 * way a tester reads /dev/outbox.
 */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  category: string,
  since: Date,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox/messages', { params: { to, category, limit: 5 } });
        const { result } = (await response.json()) as { result: OutboxMessage[] };
        const fresh = result.find((message) => new Date(message.createdAt) >= since);
        code = fresh?.text?.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a ${category} code for ${to}` },
    )
    .toBeTruthy();
  return code as string;
}
