import { consentWithBankId } from '../support/background-check';
import { latestOutboxMessage, logIn } from '../support/identity';
import { pdfText } from '../support/pdf';
import { addCard, cardOrderRow, newCardPerson, SECURITY_MANAGER } from '../support/sak';
import {
  SPI_LEADER_SIGNER,
  signProtocolAsLeader,
  signProtocolAsPerson,
  spiProtocolLink,
} from '../support/spi';
import { ANALYST, approvePolicy, assignAnalyst, COORDINATOR, staffPage } from '../support/staff';
import { expect, test } from '../support/test';

const SPI_COORDINATOR = 'spi-koordinator@granska.test';
const SPI_LEADER = 'spi-ledare@granska.test';
const SPI_REPORT_FINALIZE_ERROR = 'Kunde inte färdigställa rapport, OBS intervjurapport måste bifogas';

/** YYYY-MM-DD of the day `days` from now (the browser's and the server's zone are the machine's). */
const dayFromNow = (days: number): string => {
  const day = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

test('a security screening with an SPI interview: ordered, consented, booked, reported, signed and downloaded', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const checked = newCardPerson('spi', '590725');
  await logIn(page, SECURITY_MANAGER);
  await expect(page).toHaveURL(/\/sak$/);
  await addCard(page, checked);

  // The security manager orders a full screening with a digital interview held by our SPI leader.
  const ordered = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Beställ Grundutredning', exact: true }).click();
  const form = page.getByRole('form', { name: 'Beställning' });
  await expect(form.getByRole('radio', { name: 'Grundutredning', exact: true })).toBeChecked();
  // Demo customer 1003 offers a reference check with the screening: ordered when the analysis starts.
  await form.getByRole('checkbox', { name: 'Genomför referenstagning' }).check();
  await form.getByRole('combobox', { name: 'Säkerhetsprövningsintervju (SPI)' }).click();
  await page.getByRole('option', { name: 'Digital', exact: true }).click();
  await form.getByRole('button', { name: 'Skicka beställning' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Beställningen är skickad.' })).toBeVisible();

  // The person consents with BankID.
  const _person = await consentWithBankId(browser, request, checked, ordered);

  // The SPI coordinator gives the job to the SPI leader from the queue of jobs without one.
  const spiCoordinator = await staffPage(browser, SPI_COORDINATOR, '/coordinator');
  await approvePolicy(spiCoordinator);
  await spiCoordinator.getByRole('tab', { name: /Utan SPI-ledare/ }).click();
  await spiCoordinator.getByRole('link', { name: `${checked.name}, öppna jobb` }).click();
  await spiCoordinator.getByRole('combobox', { name: 'SPI-ledare' }).selectOption({ label: SPI_LEADER });
  await spiCoordinator.getByRole('button', { name: 'Tilldela SPI-ledare' }).click();
  await expect(spiCoordinator.getByRole('button', { name: 'Tilldela SPI-ledare' })).toBeDisabled();

  // The leader books a digital interview; the person's e-mail carries the calendar file.
  const leader = await staffPage(browser, SPI_LEADER, '/spi');
  await approvePolicy(leader);
  await leader.getByRole('link', { name: new RegExp(checked.name) }).click();
  const booking = leader.getByRole('form', { name: 'Boka intervju' });
  await booking.getByLabel('Datum').fill(dayFromNow(7));
  await booking.getByLabel('Tid').fill('10:00');
  await booking.getByRole('radio', { name: 'Digital' }).check();
  await booking.getByRole('textbox', { name: 'Möteslänk' }).fill('https://meet.example.se/spi-e2e');
  const booked = new Date(Date.now() - 1000);
  await booking.getByRole('button', { name: 'Boka intervju' }).click();
  await expect(leader.getByText('Intervjun är bokad')).toBeVisible();
  const invitation = await latestOutboxMessage(request, checked.email, 'spi.booking', booked);
  expect(invitation.attachments?.map((file) => file.filename)).toEqual(['intervju.ics']);
  await page.reload();
  await expect(cardOrderRow(page, 'Grundutredning')).toContainText('Intervju inbokad');

  // Finalizing without the interview report file fails with the spec's message; with it, the job goes back.
  const report = leader.getByRole('form', { name: 'Färdigställ SPI-rapport' });
  await report
    .getByRole('textbox', { name: 'Intervjurapport' })
    .fill('Intervjun genomförd utan anmärkningar.');
  await report.getByRole('button', { name: 'Färdigställ rapport' }).click();
  await expect(report.getByRole('alert')).toContainText(SPI_REPORT_FINALIZE_ERROR);
  await report.locator('input[type="file"]').setInputFiles({
    name: 'intervjurapport.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% intervjurapport\n%%EOF\n'),
  });
  await report.getByRole('button', { name: 'Färdigställ rapport' }).click();
  await expect(leader.getByText(/Färdigställd .* Bifogad fil: intervjurapport\.pdf/)).toBeVisible();

  // Back with the analysts: the analyst reads the SPI report in the job.
  const coordinator = await staffPage(browser, COORDINATOR, '/coordinator');
  await approvePolicy(coordinator);
  const jobId = await assignAnalyst(coordinator, checked);
  const analyst = await staffPage(browser, ANALYST, '/analyst');
  await approvePolicy(analyst);
  await analyst.goto(`/analyst/jobs/${jobId}`);
  await analyst.getByRole('tab', { name: 'SPI-intervju' }).click();
  await expect(analyst.getByText('Intervjun genomförd utan anmärkningar.')).toBeVisible();
  // The reference check ordered with the screening: how far it has come, and its whole report.
  const reference = analyst.getByRole('region', { name: 'Referenstagning' });
  await expect(reference).toContainText('Kandidaten granskar');
  const [referenceReport] = await Promise.all([
    analyst.waitForEvent('download'),
    reference.getByRole('button', { name: 'Ladda ner referensrapporten' }).click(),
  ]);
  const referencePath = test.info().outputPath('referensrapport.pdf');
  await referenceReport.saveAs(referencePath);
  expect(await pdfText(referencePath)).toContain(checked.name);

  // The protocol is signed with BankID by the person, through the link the leader sends, and by the leader.
  const linkSent = new Date(Date.now() - 1000);
  await leader.getByRole('button', { name: 'Skicka signeringslänk till personen' }).click();
  await expect(leader.getByText(/Signeringslänken skickades/)).toBeVisible();
  await signProtocolAsPerson(browser, request, await spiProtocolLink(request, checked, linkSent), checked);
  await signProtocolAsLeader(leader, request);
  await expect(leader.getByText(`Signerat av personen ${checked.name}`, { exact: false })).toBeVisible();

  // The security manager downloads the SPI report with the protocol's signatures.
  await page.goto('/sak/orders?status=ongoing');
  const download = page
    .getByRole('row')
    .filter({ hasText: checked.name })
    .getByRole('button', { name: 'Ladda ner SPI-rapport' });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const path = test.info().outputPath('spi-rapport.pdf');
  await file.saveAs(path);
  const text = await pdfText(path);
  expect(text).toContain('SPI-rapport');
  expect(text).toContain('Intervjun genomförd utan anmärkningar.');
  expect(text).toContain(SPI_LEADER_SIGNER.name);
});
