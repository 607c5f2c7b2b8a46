import type { Browser, Page } from '@playwright/test';
import { consentLink, findJobRow, orderedCheck } from '../support/background-check';
import { actOnBankId } from '../support/bankid';
import { latestMessage, logIn } from '../support/identity';
import { pdfText } from '../support/pdf';
import { expect, test } from '../support/test';

async function staffPage(browser: Browser, email: string, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  return page;
}

/** The security policy must be approved before a staff user sees person data (spec §2). */
async function approvePolicy(page: Page): Promise<void> {
  const policy = page.getByRole('dialog', { name: 'Säkerhetspolicy' });
  await policy.getByRole('checkbox', { name: 'Jag har läst och godkänner säkerhetspolicyn' }).check();
  await policy.getByRole('button', { name: 'Godkänn' }).click();
  await expect(policy).toBeHidden();
}

test('a consented check goes through staff to an approved report the customer downloads', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);

  // The customer orders; the person consents with BankID.
  const { checked, since } = await orderedCheck(page, 'wholePath', 'click', { verifyEducation: true });
  const consent = await (await browser.newContext()).newPage();
  await consent.goto(await consentLink(request, checked, since));
  await consent.getByRole('button', { name: 'Godkänn med BankID' }).click();
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(
    consent.getByRole('heading', { name: 'Tack! Du har godkänt bakgrundskontrollen.' }),
  ).toBeVisible();

  // The coordinator finds it among the unassigned jobs and assigns the analyst.
  const coordinator = await staffPage(browser, 'koordinator@granska.test', '/coordinator');
  await approvePolicy(coordinator);
  await coordinator.getByRole('tab', { name: /Ej tilldelade/ }).click();
  await coordinator.getByRole('link', { name: `${checked.name}, öppna jobb` }).click();
  await expect(coordinator.getByRole('heading', { name: /^Jobb / })).toBeVisible();
  const jobId = new URL(coordinator.url()).pathname.split('/').pop() as string;
  await coordinator
    .getByRole('combobox', { name: 'Analytiker' })
    .selectOption({ label: 'analytiker@granska.test' });
  await coordinator.getByRole('button', { name: 'Tilldela analytiker' }).click();
  await expect(coordinator.getByText('Analytikern är tilldelad.')).toBeVisible();

  // The data collector verifies the education.
  const collector = await staffPage(browser, 'inmatare@granska.test', '/data-collector');
  await collector.getByRole('link', { name: new RegExp(`Öppna uppdrag ${jobId.slice(0, 8)}`, 'i') }).click();
  await approvePolicy(collector);
  await collector
    .getByRole('textbox', { name: 'Verifiering av utbildning' })
    .fill('Examen bekräftad av lärosätet.');
  await collector.getByRole('checkbox', { name: 'Utbildning: insamlad' }).check();
  await collector.getByRole('button', { name: 'Färdigställ' }).click();
  await collector
    .getByRole('dialog', { name: 'Färdigställ insamlingen' })
    .getByRole('button', { name: 'Färdigställ' })
    .click();
  await expect(collector.getByRole('dialog', { name: 'Insamlingen är färdigställd' })).toBeVisible();

  // The analyst fetches credit information, grades the risk, writes and finalizes the report.
  const analyst = await staffPage(browser, 'analytiker@granska.test', '/analyst');
  await approvePolicy(analyst);
  await analyst.getByRole('table', { name: 'Mina jobb' }).getByRole('link', { name: checked.name }).click();
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
  await analyst.getByRole('textbox', { name: 'Sammanfattning' }).fill('Inga anmärkningar av betydelse.');
  await analyst.getByRole('button', { name: 'Spara utkast' }).click();
  await expect(analyst.getByRole('dialog').getByText('Utkastet är sparat')).toBeVisible();
  await analyst.getByRole('button', { name: 'Färdigställ rapport' }).click();
  await analyst
    .getByRole('dialog', { name: 'Färdigställ rapport' })
    .getByRole('button', { name: 'Färdigställ' })
    .click();
  await expect(analyst.getByText('Rapporten är färdigställd')).toBeVisible();

  // The person approves the report with BankID.
  const approvalText = await latestMessage(request, checked.email, 'report-approval-request', since);
  const approvalLink = approvalText.match(/https?:\/\/\S+\/external\/consent\/[\w-]+/)?.[0] as string;
  await consent.goto(approvalLink);
  await expect(consent.getByRole('heading', { name: 'Godkännande av rapport' })).toBeVisible();
  // The person reads the report first: approving waits until it is opened.
  const approve = consent.getByRole('button', { name: 'Godkänn med BankID' });
  await expect(approve).toBeDisabled();
  await consent.getByRole('button', { name: 'Visa rapporten' }).click();
  await expect(
    consent.getByRole('region', { name: 'Sammanfattning' }).getByText('Inga anmärkningar av betydelse.'),
  ).toBeVisible();
  const economy = consent.getByRole('region', { name: 'Ekonomi' });
  await economy
    .getByRole('textbox', { name: 'Din kommentar till Ekonomi' })
    .fill('Skulden är betald sedan 2023.');
  await economy.getByRole('button', { name: 'Spara kommentar till Ekonomi' }).click();
  await expect(economy.getByText('Kommentaren är sparad.')).toBeVisible();
  // The same report as a PDF download (rendered by scheduled work a moment after finalizing).
  await expect(async () => {
    const [pdf] = await Promise.all([
      consent.waitForEvent('download', { timeout: 3_000 }),
      consent.getByRole('button', { name: 'Ladda ner rapporten (PDF)' }).click(),
    ]);
    const pdfPath = test.info().outputPath('rapport-for-godkannande.pdf');
    await pdf.saveAs(pdfPath);
    expect(await pdfText(pdfPath)).toContain('Inga anmärkningar av betydelse.');
  }).toPass({ timeout: 30_000 });
  await expect(approve).toBeEnabled();
  await approve.click();
  await actOnBankId(request, checked.personalNumber, 'complete');
  await expect(consent.getByRole('heading', { name: 'Tack! Du har godkänt rapporten.' })).toBeVisible();

  // The analyst sees the person's comment on the report tab.
  await analyst.reload();
  await analyst.getByRole('tab', { name: 'Rapport' }).click();
  await expect(
    analyst.getByRole('region', { name: 'Personens kommentarer' }).getByText('Skulden är betald sedan 2023.'),
  ).toBeVisible();

  // The customer downloads the PDF once it has been rendered.
  await (await findJobRow(page, checked)).getByRole('link', { name: checked.name }).click();
  await expect(page).toHaveURL(/\/background-check\/orders\//);
  const orderUrl = page.url();
  const download = page.getByRole('button', { name: 'Ladda ner rapport' });
  await expect(async () => {
    await page.goto(orderUrl);
    await expect(download).toBeEnabled({ timeout: 2_000 });
    await expect(download).not.toHaveAttribute('aria-disabled', 'true', { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const path = test.info().outputPath('rapport.pdf');
  await file.saveAs(path);
  const text = await pdfText(path);
  expect(text).toContain('Bygg & Bevakning i Norr AB');
  expect(text).toContain(checked.name);
  expect(text).toContain('Medarbetare');

  // The coordinator confirms the report reached the customer: the job is archived.
  await coordinator.goto(`/coordinator/jobs/${jobId}`);
  await coordinator.getByRole('button', { name: 'Markera som levererad' }).click();
  await coordinator
    .getByRole('dialog', { name: 'Markera rapporten som levererad' })
    .getByRole('button', { name: 'Bekräfta' })
    .click();
  await expect(coordinator.getByText('Rapporten är markerad som levererad.')).toBeVisible();
  await expect(coordinator.getByText('Arkiverad').first()).toBeVisible();
  await expect(coordinator.getByRole('button', { name: 'Markera som levererad' })).toBeHidden();

  // The built server draws the finalized report's pages as PNG images (POST /report/finalasimages).
  const accessToken = await coordinator.evaluate(
    () => Object.entries(localStorage).find(([key]) => key.endsWith('.accessToken'))?.[1],
  );
  const images = await request.post('/api/report/finalasimages', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { jobId },
  });
  expect(images.status()).toBe(200);
  const pages = (await images.json()).result as { type: string; page: number; pages: number; data: string }[];
  expect(pages.length).toBeGreaterThanOrEqual(1);
  expect(pages[0]).toMatchObject({ type: 'image/png', page: 1, pages: pages.length });
  expect(
    Buffer.from(pages[0]?.data ?? '', 'base64')
      .subarray(1, 4)
      .toString('latin1'),
  ).toBe('PNG');
});
