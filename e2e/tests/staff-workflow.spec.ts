import { consentLink, findJobRow, orderedCheck } from '../support/background-check';
import { actOnBankId } from '../support/bankid';
import { downloadedReportText, pdfText } from '../support/pdf';
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

test('a consented check goes through staff to an approved report the customer downloads', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(360_000);

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
  const coordinator = await staffPage(browser, COORDINATOR, '/coordinator');
  await approvePolicy(coordinator);
  const jobId = await assignAnalyst(coordinator, checked);

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
  const analyst = await staffPage(browser, ANALYST, '/analyst');
  await approvePolicy(analyst);
  await writeAndFinalizeReport(analyst, checked, 'Inga anmärkningar av betydelse.');

  // The person approves the report with BankID, having read it first.
  await openReportForApproval(consent, request, checked, since);
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
      consent.waitForEvent('download', { timeout: 10_000 }),
      consent.getByRole('button', { name: 'Ladda ner rapporten (PDF)' }).click(),
    ]);
    const pdfPath = test.info().outputPath('rapport-for-godkannande.pdf');
    await pdf.saveAs(pdfPath);
    expect(await pdfText(pdfPath)).toContain('Inga anmärkningar av betydelse.');
  }).toPass({ timeout: 60_000 });
  await approveReportWithBankId(consent, request, checked);

  // The analyst sees the person's comment on the report tab.
  await analyst.reload();
  await analyst.getByRole('tab', { name: 'Rapport' }).click();
  await expect(
    analyst.getByRole('region', { name: 'Personens kommentarer' }).getByText('Skulden är betald sedan 2023.'),
  ).toBeVisible();

  // The customer downloads the PDF once it has been rendered.
  await (await findJobRow(page, checked)).getByRole('link', { name: checked.name }).click();
  await expect(page).toHaveURL(/\/background-check\/orders\//);
  const text = await downloadedReportText(page, page.url(), 'rapport.pdf');
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
