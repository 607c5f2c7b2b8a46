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
  subject: string | null;
  text: string | null;
  category: string;
  createdAt: string;
  attachments?: { filename: string; contentType: string }[];
}

/** The newest message to `to` in `category` sent after `since`, read from the local outbox. */
export async function latestOutboxMessage(
  request: APIRequestContext,
  to: string,
  category: string,
  since: Date,
  timeout?: number,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/dev/outbox/messages', { params: { to, category, limit: 5 } });
        const { result } = (await response.json()) as { result: OutboxMessage[] };
        found = result.find((message) => new Date(message.createdAt) >= since);
        return found?.text;
      },
      { message: `a ${category} message to ${to}`, timeout },
    )
    .toBeTruthy();
  return found as OutboxMessage;
}

/** The text of the newest message to `to` in `category` sent after `since`, read from the local outbox. */
export async function latestMessage(
  request: APIRequestContext,
  to: string,
  category: string,
  since: Date,
  timeout?: number,
): Promise<string> {
  return (await latestOutboxMessage(request, to, category, since, timeout)).text as string;
}

/** The six-digit code of the newest such message (SMS log-in codes, password-reset codes). */
export async function latestCode(
  request: APIRequestContext,
  to: string,
  category: string,
  since: Date,
): Promise<string> {
  const code = (await latestMessage(request, to, category, since)).match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code in the ${category} message`).toBeTruthy();
  return code as string;
}

/** The temporary password an admin's new account or password reset e-mailed to `email`. */
export async function temporaryPassword(
  request: APIRequestContext,
  email: string,
  since: Date,
): Promise<string> {
  const password = (await latestMessage(request, email, 'temporary-password', since)).match(
    /Tillfälligt lösenord: (\S+)/,
  )?.[1];
  expect(password, 'a temporary password in the e-mail').toBeTruthy();
  return password as string;
}

/** A first log-in: the temporary password, then the new password dialog. */
export async function firstLogIn(
  page: Page,
  email: string,
  temporary: string,
  chosen: string,
): Promise<void> {
  await logIn(page, email, temporary);
  const dialog = page.getByRole('dialog', { name: 'Skapa nytt lösenord' });
  await dialog.getByRole('textbox', { name: 'Nytt lösenord' }).fill(chosen);
  await dialog.getByRole('textbox', { name: 'Upprepa lösenord' }).fill(chosen);
  await dialog.getByRole('button', { name: 'Spara lösenord' }).click();
}

/** Every demo role and the page of spec §2's landing priority it lands on. */
export const DEMO_LANDINGS: readonly [email: string, path: string][] = [
  ['admin@granska.test', '/admin'],
  ['koordinator@granska.test', '/coordinator'],
  ['spi-koordinator@granska.test', '/coordinator'],
  ['analytiker@granska.test', '/analyst'],
  ['spi-ledare@granska.test', '/spi'],
  ['inmatare@granska.test', '/data-collector'],
  ['kundadmin@demoforetaget.example', '/customer-admin'],
  ['superuser@demoforetaget.example', '/account'],
  ['bestallare@byggbevakning.example', '/background-check'],
  ['referens@rekryteramera.example', '/reference-check'],
  ['lfd@rekryteramera.example', '/lfd'],
  ['sakerhetschef@tryggregion.example', '/sak'],
];
