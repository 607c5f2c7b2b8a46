import { type Page, request as playwrightRequest } from '@playwright/test';
import { consentWithBankId, type Person, person } from '../support/background-check';
import { latestMessage, latestOutboxMessage, logIn } from '../support/identity';
import { LFD_USER, lfdRows, orderLfdPrescreen } from '../support/lfd';
import { installationOfItsOwn } from '../support/own-installation';
import { downloadedReportText } from '../support/pdf';
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

// An installation of its own where a month of the LFD follow-up interval lasts 15 s: demo customer 1004's
// six months are 90 s, long enough to approve (or cancel) a follow-up before its time on a slow machine.
const MONTH_SECONDS = 15;
const INTERVAL_MS = 6 * MONTH_SECONDS * 1000;
const installation = installationOfItsOwn({ LFD_FOLLOW_UP_MONTH_DAYS: String(MONTH_SECONDS / 86_400) });

/** Scheduled work creates a follow-up within seconds of the approval; the lists do not refresh by themselves. */
async function scheduledFollowUp(customer: Page, checked: Person, sequenceNumber: number) {
  let row = customer.getByRole('row');
  await expect(async () => {
    row = (await lfdRows(customer, '/lfd/scheduled', checked)).filter({
      has: customer.getByRole('cell', { name: String(sequenceNumber), exact: true }),
    });
    // One try: the search's pause, its request and the rows, on a machine that may be busy.
    await expect(row).toHaveCount(1, { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  return row;
}

test('an approved LFD report schedules a follow-up the customer approves; it runs, compares, and the next is cancelled', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const baseURL = installation.baseUrl();
  const customer = await (await browser.newContext({ baseURL })).newPage();
  const request = await playwrightRequest.newContext({ baseURL });
  const checked = person('lfdFollowUp');
  const ordered = new Date(Date.now() - 1000);

  // The customer orders the prescreen; the person consents with BankID.
  await logIn(customer, LFD_USER);
  await expect(customer).toHaveURL(/\/lfd$/);
  await orderLfdPrescreen(customer, checked);
  const prescreenOrderId = new URL(customer.url()).pathname.split('/').pop() as string;
  const person1 = await consentWithBankId(browser, request, checked, ordered);

  // Staff finish the prescreen and the person approves its report.
  const coordinator = await staffPage(browser, COORDINATOR, '/coordinator', baseURL);
  await approvePolicy(coordinator);
  await assignAnalyst(coordinator, checked);
  const analyst = await staffPage(browser, ANALYST, '/analyst', baseURL);
  await approvePolicy(analyst);
  await writeAndFinalizeReport(analyst, checked, 'Förhandskontrollen visar inga anmärkningar.');
  await openReportForApproval(person1, request, checked, ordered);
  await approveReportWithBankId(person1, request, checked);
  const prescreenApproved = new Date(Date.now() - 1000);

  // The follow-up (number 2) waits in Schemalagda for the customer's approval (followUpLfdStandard false).
  const second = await scheduledFollowUp(customer, checked, 2);
  await expect(second).toContainText('Schemalagd');
  await expect(second).toContainText('Inväntar godkännande');
  await second.getByRole('link', { name: checked.name }).click();
  await expect(customer).toHaveURL(/\/lfd\/orders\/[\w-]+$/);
  const secondUrl = customer.url();
  const secondJob = customer.getByRole('region', { name: checked.name });
  await expect(secondJob).toContainText('Inte godkänd: arkiveras vid aktiveringen');
  await customer.getByRole('button', { name: 'Godkänn eller neka' }).click();
  await customer
    .getByRole('dialog', { name: 'Godkänn uppföljningen?' })
    .getByRole('button', { name: 'Godkänn' })
    .click();
  await expect(customer.getByRole('status').filter({ hasText: 'Uppföljningen är godkänd' })).toBeVisible();
  await expect(secondJob).toContainText('Godkänd, startar vid aktiveringen');

  // At its time the follow-up starts: the person is asked for consent again, and it shows in Aktuella.
  const followUpConsent = await latestMessage(
    request,
    checked.email,
    'consent-request',
    prescreenApproved,
    INTERVAL_MS + 60_000,
  );
  expect(followUpConsent).toMatch(/\/external\/consent\//);
  const current = (await lfdRows(customer, '/lfd', checked)).filter({
    has: customer.getByRole('cell', { name: '2', exact: true }),
  });
  await expect(current).toContainText('Inväntar godkännande (granskning)');
  const person2 = await consentWithBankId(browser, request, checked, prescreenApproved);

  // Staff finish the follow-up; its report opens with the changes since the prescreen's report.
  await assignAnalyst(coordinator, checked);
  await writeAndFinalizeReport(analyst, checked, 'Uppföljningen visar inga anmärkningar.');
  await openReportForApproval(person2, request, checked, prescreenApproved);
  const changes = person2.getByRole('region', { name: 'Förändringar sedan föregående rapport' });
  await expect(changes).toContainText(
    `Jämfört med föregående rapport (beställning ${prescreenOrderId.split('-')[0]?.toUpperCase()})`,
  );
  // The stand-in credit information is the same for the same person: nothing changed.
  await expect(changes).toContainText('Inga förändringar sedan föregående rapport.');
  await approveReportWithBankId(person2, request, checked);
  const followUpApproved = new Date(Date.now() - 1000);

  // The customer's PDF of the follow-up's report has the same section.
  const text = await downloadedReportText(customer, secondUrl, 'uppfoljning.pdf');
  expect(text).toContain('Förändringar sedan föregående rapport');
  expect(text).toContain('Uppföljningen visar inga anmärkningar.');

  // The next follow-up (number 3) is scheduled; the customer cancels it before its time.
  const third = await scheduledFollowUp(customer, checked, 3);
  await expect(third).toContainText('Inväntar godkännande');
  await third.getByRole('link', { name: checked.name }).click();
  await customer.getByRole('button', { name: 'Radera schemaläggning' }).click();
  await customer
    .getByRole('dialog', { name: 'Radera schemaläggning' })
    .getByRole('button', { name: 'Radera schemaläggning' })
    .click();
  await expect(
    customer.getByRole('status').filter({ hasText: 'Schemaläggningen är raderad. Uppföljningen görs inte.' }),
  ).toBeVisible();
  await expect(customer.getByRole('region', { name: checked.name })).toContainText('Arkiverad');

  const archived = (await lfdRows(customer, '/lfd/archived', checked)).filter({
    has: customer.getByRole('cell', { name: '3', exact: true }),
  });
  await expect(archived).toContainText('Arkiverad');
  const cancelled = await latestOutboxMessage(
    request,
    checked.email,
    'lfd-follow-up-cancelled',
    followUpApproved,
  );
  expect(cancelled.subject).toBe('Granska: Uppföljningen blir inte av / The follow-up will not take place');
  expect(cancelled.text).toContain('Rekrytera Mera AB');

  await request.dispose();
});
