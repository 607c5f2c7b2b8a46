import { fillCoworkerOrder, person } from '../support/background-check';
import { latestMessage } from '../support/identity';
import { expect, test } from '../support/test';

// A background-check order scheduled a minute or two ahead starts by itself at its time: the
// person's consent link goes out then, not when it was scheduled (docs/decisions/scheduled-work.md).
// The server's activation sweep runs every 10 s, so no installation of its own is needed.

/** The Stockholm day ('2026-03-01') and time of day ('09:30') of an instant, as the dialog takes them. */
const stockholm = (instant: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Stockholm',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
};

test('a scheduled background-check order starts at its activation time', async ({ page, request }) => {
  test.setTimeout(360_000);
  const checked = person('other');
  const form = await fillCoworkerOrder(page, checked);
  await form.getByRole('button', { name: 'Spara utkast' }).click();
  await expect(page).toHaveURL(/\/background-check\/orders\/[\w-]+$/);

  // The next whole minute at least a minute ahead: the dialog takes minutes, and the time must not pass
  // while it is filled in.
  const activation = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const { date, time } = stockholm(activation);
  await page.getByRole('button', { name: 'Schemalägg', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Schemalägg beställningen' });
  await dialog.getByRole('textbox', { name: /^Datum/ }).fill(date);
  await dialog.getByRole('textbox', { name: /^Datum/ }).press('Tab');
  await dialog.getByLabel(/^Tid/).fill(time);
  await dialog.getByRole('button', { name: 'Schemalägg', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Beställningen är schemalagd' })).toBeVisible();
  await expect(page.getByText(`Skickas ${date} ${time}`)).toBeVisible();
  const job = page.getByRole('region', { name: checked.name });
  await expect(job.getByText('Schemalagd').first()).toBeVisible();

  // Nothing is sent before the time.
  const early = await request.get('/dev/outbox/messages', {
    params: { to: checked.email, category: 'consent-request', limit: 5 },
  });
  expect(((await early.json()) as { result: unknown[] }).result).toEqual([]);

  // At the time the job starts as a sent one: waiting for the person's consent, the link e-mailed.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await job.textContent()) ?? '';
      },
      { timeout: 150_000, intervals: [5_000] },
    )
    .toContain('Inväntar godkännande (granskning)');
  const link = await latestMessage(request, checked.email, 'consent-request', activation, 20_000);
  expect(link).toMatch(/\/external\/consent\//);
  await expect(page.getByRole('button', { name: 'Schemalägg', exact: true })).toHaveCount(0);
});
