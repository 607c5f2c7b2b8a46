import { consentWithBankId } from '../support/background-check';
import { actOnBankId } from '../support/bankid';
import { logIn } from '../support/identity';
import { pdfText } from '../support/pdf';
import {
  addCard,
  cardOrderRow,
  newCardPerson,
  openLink,
  orderFromCard,
  SECURITY_MANAGER,
} from '../support/sak';
import {
  ANALYST,
  approvePolicy,
  approveReportWithBankId,
  assignAnalyst,
  COORDINATOR,
  openReportForApproval,
  staffPage,
  writeAndFinalizeReport,
} from '../support/staff';
import { expect, test } from '../support/test';

test('a basic security screening: ordered from a new card, consented, worked by staff, report downloaded', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const checked = newCardPerson('screening', '560412');
  await logIn(page, SECURITY_MANAGER);
  await expect(page).toHaveURL(/\/sak$/);
  await addCard(page, checked);
  const ordered = new Date(Date.now() - 1000);
  await orderFromCard(page, 'Grundutredning bas');
  await expect(cardOrderRow(page, 'Grundutredning bas')).toContainText('Inväntar godkännande (granskning)');

  // The person consents with BankID on the page the SMS and e-mail link to.
  const person = await consentWithBankId(browser, request, checked, ordered);

  // Staff work it as a background check; the person approves the report.
  const coordinator = await staffPage(browser, COORDINATOR, '/coordinator');
  await approvePolicy(coordinator);
  await assignAnalyst(coordinator, checked);
  const analyst = await staffPage(browser, ANALYST, '/analyst');
  await approvePolicy(analyst);
  await writeAndFinalizeReport(analyst, checked, 'Grundutredningen visar inga anmärkningar.');
  await openReportForApproval(person, request, checked, ordered);
  await approveReportWithBankId(person, request, checked);

  // The security manager downloads the report from the orders list once its PDF is made.
  const row = page.getByRole('row').filter({ hasText: checked.name });
  const download = row.getByRole('button', { name: 'Ladda ner rapport' });
  await expect(async () => {
    await page.goto('/sak/orders?status=done');
    // The list may take seconds to render on a busy machine; only the report's state is retried.
    await expect(page.getByRole('columnheader').first()).toBeVisible();
    await expect(row).toContainText('Rapport färdigställd', { timeout: 2_000 });
    await expect(download).not.toHaveAttribute('aria-disabled', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const path = test.info().outputPath('grundutredning.pdf');
  await file.saveAs(path);
  const text = await pdfText(path);
  expect(text).toContain('Rapport: Grundutredning bas');
  expect(text).toContain('Grundutredningen visar inga anmärkningar.');
});

test('a security clearance: the person answers and signs the survey; a scheduled one is approved', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const checked = newCardPerson('clearance', '570523');
  await logIn(page, SECURITY_MANAGER);
  await expect(page).toHaveURL(/\/sak$/);
  await addCard(page, checked);
  const ordered = new Date(Date.now() - 1000);
  await orderFromCard(page, 'USÄK');
  await expect(cardOrderRow(page, 'USÄK')).toContainText('Inväntar svar');

  // The person answers every question on the survey page and signs the answers with BankID.
  const survey = await openLink(
    browser,
    request,
    checked,
    'clearance-survey-request',
    /https?:\/\/\S+\/scs\/[\w-]+/,
    ordered,
  );
  // A first visit of the person's browser loads the app cold: longer than 10 s on a busy machine.
  await expect(survey.getByRole('heading', { level: 1, name: 'Säkerhetsprövning' })).toBeVisible({
    timeout: 30_000,
  });
  const questions = survey.getByTestId('scs-form');
  for (const no of await questions.getByRole('radio', { name: 'Nej', exact: true }).all()) await no.check();
  for (const box of await questions.getByRole('textbox').all()) await box.fill('Inget att redovisa.');
  await survey.getByRole('button', { name: 'Skicka och skriv under med BankID' }).click();
  await expect(survey.getByRole('img', { name: 'QR-kod för BankID' })).toBeVisible();
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(survey.getByRole('heading', { name: 'Tack! Dina svar är inskickade.' })).toBeVisible();

  // The clearance is with the analysts now.
  await expect(async () => {
    await page.reload();
    // The card may take seconds to render on a busy machine; only the order's state is retried.
    await expect(page.getByRole('table', { name: 'Beställningar' })).toBeVisible();
    await expect(cardOrderRow(page, 'USÄK')).toContainText('Granskar', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // A second clearance scheduled for tomorrow waits for approval; the security manager approves it.
  await page.getByRole('button', { name: 'Beställ USÄK', exact: true }).click();
  const form = page.getByRole('form', { name: 'Beställning' });
  await form.getByRole('checkbox', { name: 'Schemalägg start' }).check();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await form.getByLabel(/Starttid/).fill(local);
  await form.getByRole('button', { name: 'Schemalägg beställning' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Beställningen är schemalagd och väntar på godkännande.' }),
  ).toBeVisible();
  await page.goto('/sak/orders?status=scheduled');
  const scheduled = page.getByRole('row').filter({ hasText: checked.name });
  await expect(scheduled).toContainText('Schemalagd');
  await scheduled.getByRole('button', { name: `Godkänn aktivering för ${checked.name}` }).click();
  await expect(scheduled).toContainText('Godkänd');
});

test('an import with one bad line shows it and imports only the good one', async ({ page }) => {
  const good = newCardPerson('imported', '580614');
  const csv = [
    'personnummer;namn;e-post;telefon;säkerhetsklass;godkänd',
    `${good.personalNumber};${good.name};${good.email};+46701234567;2;2024-05-02`,
    `19580614-0000;Fel Person;fel@example.com;+46701234567;2;2024-05-02`,
  ].join('\n');
  await logIn(page, SECURITY_MANAGER);
  await expect(page).toHaveURL(/\/sak$/);
  await page.getByRole('navigation', { name: 'SÄK' }).getByRole('link', { name: 'Importera' }).click();
  await page.locator('input[type="file"]').setInputFiles({
    name: 'godkanda.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf8'),
  });
  await expect(page.getByText('1 rader kan importeras och 1 rad har fel.')).toBeVisible();
  const bad = page.getByRole('table', { name: 'Rader med fel' });
  await expect(bad.getByRole('row').filter({ hasText: 'Fel Person' })).toContainText('Personnummer ogiltigt');
  await page.getByRole('button', { name: 'Importera 1 person' }).click();
  await expect(page.getByText('1 person är importerad till registret.')).toBeVisible();
  await expect(page.getByText('1 rad med fel importerades inte.')).toBeVisible();
  await page.getByRole('navigation', { name: 'SÄK' }).getByRole('link', { name: 'Personregister' }).click();
  await page.getByRole('searchbox', { name: 'Sök i personregistret' }).fill(good.personalNumber);
  await expect(page.getByRole('rowheader', { name: good.name })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Sök i personregistret' }).fill('Fel Person');
  await expect(page.getByText('Inga personer matchar sökningen.')).toBeVisible();
});
