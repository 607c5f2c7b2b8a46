import type { Browser, Page } from '@playwright/test';
import { actOnBankId } from '../support/bankid';
import { latestMessage, logIn } from '../support/identity';
import { pdfText } from '../support/pdf';
import { expect, test } from '../support/test';

// The whole reference check (issue 13): a template, an order, the candidate and two referees on pages
// of their own with the local BankID server, the report with its fraud signal, and the PDF.
const CUSTOMER_USER = 'referens@rekryteramera.example';
const CANDIDATE_SSN = '19800108-8908';
const REFEREE_SSN = '19800109-9012';

async function linkFrom(
  page: Page,
  to: string,
  category: string,
  since: Date,
  path: string,
): Promise<string> {
  const text = await latestMessage(page.request, to, category, since);
  const link = text.match(new RegExp(`https?://\\S+/cre/${path}/[\\w-]+`))?.[0];
  expect(link, `a ${path} link in the message`).toBeTruthy();
  return link as string;
}

async function pageOfItsOwn(browser: Browser, link: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  return page;
}

test('a template, an order, the candidate and two referees with BankID, and the report with its PDF', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(360_000);
  const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const title = `Chefsreferens ${run}`;
  const candidate = { name: `Kim Kandidat ${run}`, email: `kandidat-${run}@example.com` };
  const answering = { name: 'Rut Referens', relationship: 'Tidigare chef', email: `rut-${run}@example.com` };
  const declining = { name: 'Per Person', relationship: 'Kollega', email: `per-${run}@example.com` };
  const since = new Date(Date.now() - 1000);

  // The questionnaire creator builds a template: a yes/no question and a 1–10 scale.
  await logIn(page, CUSTOMER_USER);
  await expect(page).toHaveURL(/\/reference-check/);
  const nav = page.getByRole('navigation', { name: 'Referenstagningens sidor' });
  await nav.getByRole('link', { name: 'Frågebatterier' }).click();
  await page.getByRole('button', { name: 'Nytt frågebatteri' }).click();
  const builder = page.getByRole('form', { name: 'Frågebatteri' });
  await builder.getByRole('textbox', { name: 'Titel' }).fill(title);
  await builder
    .getByRole('textbox', { name: 'Beskrivning' })
    .fill('Frågor till tidigare chefer och kollegor');
  await builder.getByRole('button', { name: 'Lägg till fråga' }).click();
  const first = builder.getByRole('group', { name: 'Fråga 1' });
  await first.getByRole('textbox', { name: 'Frågetext' }).fill('Skulle du anställa kandidaten igen?');
  await first.getByRole('combobox', { name: 'Typ av fråga' }).selectOption({ label: 'Svarsalternativ' });
  await first.getByRole('textbox', { name: 'Svarsalternativ 1' }).fill('Ja');
  await first.getByRole('textbox', { name: 'Svarsalternativ 2' }).fill('Nej');
  await builder.getByRole('button', { name: 'Lägg till fråga' }).click();
  const second = builder.getByRole('group', { name: 'Fråga 2' });
  await second.getByRole('textbox', { name: 'Frågetext' }).fill('Samarbetsförmåga');
  await second.getByRole('combobox', { name: 'Typ av fråga' }).selectOption({ label: 'Skala 1–10' });
  await builder.getByRole('button', { name: 'Spara frågebatteri' }).click();
  await expect(page.getByRole('dialog', { name: 'Frågebatteriet är sparat' })).toBeVisible();

  // The orderer orders with that template and sends it.
  await page.keyboard.press('Escape');
  await nav.getByRole('link', { name: 'Ny beställning' }).click();
  const form = page.getByRole('form', { name: 'Beställning av referenstagning' });
  await form.getByRole('textbox', { name: 'Bolagsnamn' }).fill('Rekryteramera AB');
  await form.getByRole('textbox', { name: 'Tjänst' }).fill(`Ekonomichef ${run}`);
  await form.getByRole('textbox', { name: 'Kandidatens namn' }).fill(candidate.name);
  await form.getByRole('textbox', { name: 'Kandidatens e-post' }).fill(candidate.email);
  await form.getByRole('textbox', { name: 'Kandidatens mobilnummer' }).fill('+46701234567');
  await form.getByRole('textbox', { name: 'Kandidatens personnummer' }).fill(CANDIDATE_SSN);
  await form.getByRole('textbox', { name: 'Minsta antal referenser' }).fill('1');
  await form.getByRole('textbox', { name: 'Högsta antal referenser' }).fill('3');
  await form.getByRole('combobox', { name: 'Frågebatteri' }).selectOption({ label: title });
  await form.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByRole('dialog', { name: 'Beställningen är skickad' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The candidate opens the link in a browser of their own and identifies with BankID.
  const candidatePage = await pageOfItsOwn(
    browser,
    await linkFrom(page, candidate.email, 'reference-candidate-request', since, 'candidate'),
  );
  await expect(candidatePage.getByText(/Rekryteramera AB har bett Granska ta referenser/)).toBeVisible();
  await candidatePage.getByRole('button', { name: 'Identifiera dig med BankID' }).click();
  await actOnBankId(request, CANDIDATE_SSN, 'complete', CANDIDATE_SSN, candidate.name);
  await expect(candidatePage.getByRole('heading', { name: 'Dina referenser' })).toBeVisible();

  // Two referees, the first with a bad phone number first.
  const nominate = async (referee: typeof answering, phone: string) => {
    await candidatePage.getByRole('textbox', { name: 'Namn' }).fill(referee.name);
    await candidatePage.getByRole('textbox', { name: /^Relation/ }).fill(referee.relationship);
    await candidatePage.getByRole('textbox', { name: 'E-post' }).fill(referee.email);
    await candidatePage.getByRole('textbox', { name: /^Telefonnummer/ }).fill(phone);
    await candidatePage.getByRole('button', { name: 'Lägg till referens' }).click();
  };
  await nominate(answering, '0701234567');
  await expect(candidatePage.getByRole('alert')).toHaveText('Telefonnummer ogiltigt');
  await candidatePage.getByRole('textbox', { name: /^Telefonnummer/ }).fill('+46701111111');
  await candidatePage.getByRole('button', { name: 'Lägg till referens' }).click();
  await expect(candidatePage.getByText(new RegExp(answering.name))).toBeVisible();
  await nominate(declining, '+46702222222');
  await expect(candidatePage.getByText(new RegExp(declining.name))).toBeVisible();
  await candidatePage.getByRole('button', { name: 'Skicka till referenserna' }).click();
  await expect(
    candidatePage.getByRole('heading', { name: 'Tack! Dina referenser har fått en förfrågan' }),
  ).toBeVisible();

  // The first referee identifies, answers and signs with BankID.
  const firstReferee = await pageOfItsOwn(
    browser,
    await linkFrom(page, answering.email, 'reference-referee-request', since, 'referee'),
  );
  await firstReferee.getByRole('button', { name: 'Identifiera dig med BankID' }).click();
  await actOnBankId(request, null, 'complete', REFEREE_SSN, answering.name);
  await firstReferee.getByRole('radio', { name: 'Ja' }).check();
  await firstReferee.getByRole('radio', { name: '8' }).check();
  await firstReferee.getByRole('textbox', { name: 'Kommentar till fråga 2' }).fill('Lyhörd och tydlig');
  await firstReferee.getByRole('button', { name: 'Skicka och skriv under med BankID' }).click();
  await actOnBankId(request, REFEREE_SSN, 'complete', REFEREE_SSN, answering.name);
  await expect(firstReferee.getByRole('heading', { name: 'Tack för dina svar!' })).toBeVisible();

  // The second declines with a reason.
  const secondReferee = await pageOfItsOwn(
    browser,
    await linkFrom(page, declining.email, 'reference-referee-request', since, 'referee'),
  );
  await secondReferee.getByRole('button', { name: 'Avböj att lämna referens' }).click();
  await secondReferee.getByRole('textbox', { name: /^Anledning/ }).fill('Har inte arbetat med kandidaten');
  await secondReferee.getByRole('button', { name: 'Avböj', exact: true }).click();
  await expect(secondReferee.getByRole('heading', { name: 'Du har avböjt' })).toBeVisible();

  // The order is done; the orderer reads the report, its fraud signal and the PDF.
  await nav.getByRole('link', { name: 'Beställningar' }).click();
  const done = page.getByRole('tab', { name: 'Klara' });
  await done.click();
  await expect(done).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('table', { name: 'Beställningar' })
    .getByRole('link', { name: `Ekonomichef ${run}` })
    .click();
  await expect(page.getByRole('heading', { name: /^Beställning / })).toBeVisible();
  await expect(page.getByText('Rapport klar').first()).toBeVisible();
  const signals = page.getByRole('region', { name: 'Varningssignaler' });
  await expect(signals.getByText('Samma IP-adress').first()).toBeVisible();
  const report = page.getByRole('region', { name: 'Rapport' });
  await expect(report.getByText('Medelvärde: 8')).toBeVisible();
  await report.getByRole('button', { name: 'Visa referenternas uppgifter' }).click();
  await expect(report.getByText(`${declining.name} avböjde: Har inte arbetat med kandidaten`)).toBeVisible();
  await expect(report.getByText('Lyhörd och tydlig')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Ladda ner PDF' }).click(),
  ]);
  const text = await pdfText(await download.path());
  expect(text).toContain('Skulle du anställa kandidaten igen?');
  expect(text).toContain('Lyhörd och tydlig');
  expect(text).toContain('Har inte arbetat med kandidaten');
});

test('with the browser clock an hour ahead, a reference-service call refused for an expired token is refreshed and retried once', async ({
  page,
}) => {
  await page.clock.install();
  await logIn(page, CUSTOMER_USER);
  const orders = page.getByRole('table', { name: 'Beställningar' });
  await expect(orders).toBeVisible();

  const tokens: (string | null)[] = [];
  let refusals = 0;
  await page.route('**/ref/order/list', async (route) => {
    tokens.push(route.request().headers().authorization ?? null);
    if (refusals > 0) return route.continue();
    refusals += 1;
    return route.fulfill({
      status: 401,
      json: { statusCode: 401, message: 'The incoming token has expired', result: [] },
    });
  });
  await page.clock.fastForward('01:05:00');
  await page.reload();
  await expect(orders).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(refusals).toBe(1);
  expect(tokens).toHaveLength(2);
});
