import { type APIRequestContext, type Browser, expect, type Page, type Response } from '@playwright/test';
import type { Person } from './background-check';
import { actOnBankId } from './bankid';
import { latestMessage, logIn } from './identity';

export const COORDINATOR = 'koordinator@granska.test';
export const ANALYST = 'analytiker@granska.test';

/**
 * A staff user logged in in a browser of their own, on the landing page `path`. `baseURL` for a spec
 * with an installation of its own.
 */
export async function staffPage(
  browser: Browser,
  email: string,
  path: string,
  baseURL?: string,
): Promise<Page> {
  const page = await (await browser.newContext(baseURL ? { baseURL } : {})).newPage();
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

/**
 * The security policy must be approved before a staff user sees person data (spec §2); once per user and
 * installation, so a spec that shares the installation with another finds it approved already. The page
 * is read again to learn which (the dialog only opens once the portal has asked).
 */
export async function approvePolicy(page: Page): Promise<void> {
  const policy = page.getByRole('dialog', { name: 'Säkerhetspolicy' });
  let approved: boolean | undefined;
  const read = async (response: Response) => {
    if (new URL(response.url()).pathname !== '/api/staff/policy') return;
    // A response the reload navigated away from has no body any more; the next one tells the same.
    const body = (await response.json().catch(() => null)) as { result: { approved: boolean }[] } | null;
    if (body) approved = body.result[0]?.approved === true;
  };
  page.on('response', read);
  await page.reload();
  await expect.poll(() => approved).not.toBeUndefined();
  page.off('response', read);
  if (approved) return;
  await policy.getByRole('checkbox', { name: 'Jag har läst och godkänner säkerhetspolicyn' }).check();
  await policy.getByRole('button', { name: 'Godkänn' }).click();
  await expect(policy).toBeHidden();
}

/**
 * The coordinator finds the person's consented job among the unassigned ones and assigns the analyst;
 * the job's id.
 */
export async function assignAnalyst(coordinator: Page, checked: Person): Promise<string> {
  await coordinator.goto('/coordinator');
  await coordinator.getByRole('tab', { name: /Ej tilldelade/ }).click();
  await coordinator.getByRole('link', { name: `${checked.name}, öppna jobb` }).click();
  await expect(coordinator.getByRole('heading', { name: /^Jobb / })).toBeVisible();
  const jobId = new URL(coordinator.url()).pathname.split('/').pop() as string;
  await coordinator.getByRole('combobox', { name: 'Analytiker' }).selectOption({ label: ANALYST });
  await coordinator.getByRole('button', { name: 'Tilldela analytiker' }).click();
  await expect(coordinator.getByText('Analytikern är tilldelad.')).toBeVisible();
  return jobId;
}

/**
 * The analyst opens the person's job under review ('Granskar': an earlier, finished check of the same
 * person stays in 'Mina jobb'), fetches credit information, grades the risk, writes the summary and
 * finalizes the report.
 */
export async function writeAndFinalizeReport(analyst: Page, checked: Person, summary: string): Promise<void> {
  await analyst.goto('/analyst');
  await analyst
    .getByRole('table', { name: 'Mina jobb' })
    .getByRole('row')
    .filter({ hasText: checked.name })
    .filter({ hasText: 'Granskar' })
    .getByRole('link', { name: checked.name })
    .click();
  await analyst.getByRole('tab', { name: 'Kreditupplysning' }).click();
  await analyst.getByRole('button', { name: 'Hämta kreditupplysning' }).click();
  await expect(analyst.getByRole('table', { name: 'Inkomst och skatt' })).toBeVisible();
  await analyst.getByRole('tab', { name: 'Riskbedömning' }).click();
  for (const grade of [
    'Samlad bedömning',
    'Rättsliga förhållanden',
    'Ekonomi',
    'Bolagsengagemang',
    'Internet',
  ]) {
    await analyst.getByRole('combobox', { name: grade }).selectOption({ label: '1 – Mycket låg risk' });
  }
  await analyst.getByRole('button', { name: 'Spara riskbedömning' }).click();
  await expect(analyst.getByRole('dialog').getByText('Riskbedömningen är sparad')).toBeVisible();
  await analyst.keyboard.press('Escape');
  await analyst.getByRole('tab', { name: 'Rapport' }).click();
  await analyst.getByRole('textbox', { name: 'Sammanfattning' }).fill(summary);
  await analyst.getByRole('button', { name: 'Spara utkast' }).click();
  await expect(analyst.getByRole('dialog').getByText('Utkastet är sparat')).toBeVisible();
  await analyst.getByRole('button', { name: 'Färdigställ rapport' }).click();
  await analyst
    .getByRole('dialog', { name: 'Färdigställ rapport' })
    .getByRole('button', { name: 'Färdigställ' })
    .click();
  await expect(analyst.getByText('Rapporten är färdigställd')).toBeVisible();
}

/**
 * The person opens the report-approval link e-mailed after `since` and shows the report: approving
 * waits until it has been opened.
 */
export async function openReportForApproval(
  page: Page,
  request: APIRequestContext,
  checked: Person,
  since: Date,
): Promise<void> {
  const text = await latestMessage(request, checked.email, 'report-approval-request', since);
  const link = text.match(/https?:\/\/\S+\/external\/consent\/[\w-]+/)?.[0];
  expect(link, 'a report-approval link in the e-mail').toBeTruthy();
  await page.goto(link as string);
  await expect(page.getByRole('heading', { name: 'Godkännande av rapport' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Godkänn med BankID' })).toBeDisabled();
  await page.getByRole('button', { name: 'Visa rapporten' }).click();
}

/** The person, on the opened report-approval page, approves the report with BankID. */
export async function approveReportWithBankId(
  page: Page,
  request: APIRequestContext,
  checked: Person,
): Promise<void> {
  const approve = page.getByRole('button', { name: 'Godkänn med BankID' });
  await expect(approve).toBeEnabled();
  await approve.click();
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(page.getByRole('heading', { name: 'Tack! Du har godkänt rapporten.' })).toBeVisible();
}
