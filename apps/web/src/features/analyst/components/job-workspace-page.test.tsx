import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectAlert, expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  analystSession,
  attachment,
  collectedRecord,
  courtPart,
  creditPart,
  dataPart,
  failure,
  jobDetails,
  ok,
  policyApproved,
  stubMainApi,
} from '../test/analyst-api';

const GRADES = {
  jobId: 'job-1',
  overallGrade: null,
  lawGrade: null,
  economyGrade: null,
  companyGrade: null,
  internetGrade: null,
};

/** The workspace's calls with a job under analysis; `overrides` replaces single routes. */
const stubWorkspace = (overrides: Parameters<typeof stubMainApi>[0] = {}) =>
  stubMainApi({
    'GET /staff/policy': () => policyApproved(),
    'POST /job/populate': () => ok([jobDetails()]),
    'GET /jobs/job-1/dataparts': () => ok([dataPart()]),
    'GET /jobs/job-1/collecteddata': () => ok([collectedRecord()]),
    'GET /jobs/job-1/risc': () => ok([GRADES]),
    'POST /attachment/list': () => ok([attachment()]),
    ...overrides,
  });

const openTab = async (name: string, path = '/analyst/jobs/job-1') => {
  const user = userEvent.setup();
  renderRoute(path, { session: analystSession() });
  await user.click(await screen.findByRole('tab', { name }));
  return user;
};

describe('the job workspace', () => {
  it('asks for the security policy first and opens no person data until it is approved', async () => {
    let approved = false;
    const api = stubWorkspace({
      'GET /staff/policy': () => policyApproved(approved),
      'POST /staff/policy/approve': () => {
        approved = true;
        return policyApproved(true);
      },
    });
    const user = userEvent.setup();
    renderRoute('/analyst/jobs/job-1', { session: analystSession() });
    const dialog = await screen.findByRole('dialog', { name: 'Säkerhetspolicy' });
    expect(api.callsTo('POST', '/job/populate')).toHaveLength(0);
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Jag har läst och godkänner säkerhetspolicyn' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByRole('heading', { name: 'Sara Samtyckesson' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/job/populate')[0]?.body).toEqual({ id: 'job-1' });
  });

  it('shows the person, the assignment and every tab', async () => {
    stubWorkspace();
    renderRoute('/analyst/jobs/job-1', { session: analystSession() });
    const tabs = await screen.findByRole('tablist', { name: 'Jobbets delar' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual([
      'Grunduppgifter',
      'Samtycken & historik',
      'Insamlad data',
      'Datadelar',
      'Kreditupplysning',
      'Domstolsuppgifter',
      'Riskbedömning',
      'Bilagor',
      'Rapport',
    ]);
    expectTexts(screen, [
      '19850412-0013',
      'sara@kandidat.example',
      'Kontrollera särskilt tidigare anställningar.',
      'Ring inte kunden.',
    ]);
  });

  it('shows consents, the state history and the assignments', async () => {
    stubWorkspace();
    await openTab('Samtycken & historik');
    const consents = screen.getByRole('table', { name: 'Samtycken' });
    expect(within(consents).getByText('Samtycke till granskning')).toBeInTheDocument();
    expect(within(consents).getByText('Godkänd')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Statushistorik' });
    expect(within(history).getByText('Granskar')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Tilldelningar' })).getByText('anna.andersson@example.se'),
    ).toBeInTheDocument();
  });

  it('shows the collected data read-only, or that none is needed', async () => {
    stubWorkspace();
    await openTab('Insamlad data');
    expect(await screen.findByText('Bekräftad anställning 2019–2023 hos Byggbolaget.')).toBeInTheDocument();
    expect(screen.getByText('Färdigställd')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Fordon' })).getByText('ABC123')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says when the job needs no collection', async () => {
    stubWorkspace({
      'GET /jobs/job-1/collecteddata': () =>
        failure(404, 'NOT_FOUND', 'Uppdraget har inga uppgifter att samla in'),
    });
    await openTab('Insamlad data');
    expect(await screen.findByText('Jobbet behöver ingen insamling.')).toBeInTheDocument();
  });

  it('lists data parts and writes a new one', async () => {
    const api = stubWorkspace({
      'POST /datapart': (call) => ok([dataPart({ id: 'part-2', ...(call.body as object) })]),
    });
    const user = await openTab('Datadelar');
    expect(await screen.findByRole('heading', { name: 'Anställning hos Byggbolaget' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ny datadel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ny datadel' });
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(within(dialog).getByText('Rubrik saknas')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Område' }), 'Internet');
    await user.type(within(dialog).getByRole('textbox', { name: /Rubrik/ }), 'Sökning på nätet');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Inga träffar av betydelse.');
    await user.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(api.callsTo('POST', '/datapart')).toHaveLength(1));
    expect(api.callsTo('POST', '/datapart')[0]?.body).toEqual({
      jobId: 'job-1',
      type: 'INTERNET',
      title: 'Sökning på nätet',
      text: 'Inga träffar av betydelse.',
    });
    expect(await screen.findByText('Datadelen är sparad')).toBeInTheDocument();
  });

  it('fetches credit information at the chosen level and shows the record with its lists, marked as test data', async () => {
    let fetched = false;
    const api = stubWorkspace({
      'GET /jobs/job-1/dataparts': () => ok(fetched ? [dataPart(), creditPart] : [dataPart()]),
      'POST /bulkdata/creditsafe': () => {
        fetched = true;
        return ok([
          {
            dataPartId: 'part-credit',
            level: 'FULL',
            testData: true,
            person: creditPart.data?.kind === 'creditInformation' ? creditPart.data.person : {},
          },
        ]);
      },
    });
    const user = await openTab('Kreditupplysning');
    expect(await screen.findByText('Ingen kreditupplysning hämtad ännu.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Nivå' }), 'Kreditupplysning');
    await user.click(screen.getByRole('button', { name: 'Hämta kreditupplysning' }));
    expect(await screen.findByText('Karin Eva Provberg')).toBeInTheDocument();
    expect(api.callsTo('POST', '/bulkdata/creditsafe')[0]).toMatchObject({
      query: { level: 'CREDIT' },
      body: { jobId: 'job-1' },
    });
    expect(screen.getByText('Testdata')).toBeInTheDocument();
    expect(screen.getByText('2 st, 15 300 kr')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Allmänna anspråk' })).getByText('Skatteverket'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Adresshistorik' })).getByText('UMEÅ'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Inkomst och skatt' })).getByText('412 000'),
    ).toBeInTheDocument();
  });

  it('fetches court records and lists them', async () => {
    let fetched = false;
    stubWorkspace({
      'GET /jobs/job-1/dataparts': () => ok(fetched ? [courtPart] : []),
      'POST /bulkdata/actapublica': () => {
        fetched = true;
        return ok([{ dataPartId: 'part-court', testData: true, message: '1 träff', records: [] }]);
      },
    });
    const user = await openTab('Domstolsuppgifter');
    await user.click(await screen.findByRole('button', { name: 'Hämta domstolsuppgifter' }));
    const table = await screen.findByRole('table', { name: 'Domstolsuppgifter' });
    expect(within(table).getByText('Brottmål')).toBeInTheDocument();
    expect(within(table).getByText('Ringa stöld')).toBeInTheDocument();
    expect(screen.getByText('1 träff')).toBeInTheDocument();
  });

  it('saves the five risk grades', async () => {
    const api = stubWorkspace({
      'POST /jobs/job-1/risc': (call) => ok([{ jobId: 'job-1', ...(call.body as object) }]),
    });
    const user = await openTab('Riskbedömning');
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Samlad bedömning' }),
      '3 – Måttlig risk',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ekonomi' }), '4 – Hög risk');
    await user.click(screen.getByRole('button', { name: 'Spara riskbedömning' }));
    await waitFor(() => expect(api.callsTo('POST', '/jobs/job-1/risc')).toHaveLength(1));
    expect(api.callsTo('POST', '/jobs/job-1/risc')[0]?.body).toEqual({
      overallGrade: 3,
      lawGrade: null,
      economyGrade: 4,
      companyGrade: null,
      internetGrade: null,
    });
    expect(await screen.findByText('Riskbedömningen är sparad')).toBeInTheDocument();
  });

  it('uploads, downloads and, after a confirmation, deletes attachments', async () => {
    const createObjectURL = vi.fn(() => 'blob:attachment');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = stubWorkspace({
      'POST /attachment': () => ok([attachment({ id: 'attachment-2', name: 'utdrag.pdf' })]),
      'POST /attachment/populate': () =>
        ok([{ id: 'attachment-1', name: 'intyg.pdf', type: 'application/pdf', size: 4, data: btoa('%PDF') }]),
      'POST /attachment/delete': () => ok([{ id: 'attachment-1' }]),
    });
    const user = await openTab('Bilagor');
    const table = await screen.findByRole('table', { name: 'Bilagor' });
    expect(within(table).getByRole('rowheader', { name: 'intyg.pdf' })).toBeInTheDocument();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'utdrag.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Ladda upp' }));
    await waitFor(() => expect(api.callsTo('POST', '/attachment')).toHaveLength(1));
    expect(api.callsTo('POST', '/attachment')[0]?.body).toEqual({
      jobId: 'job-1',
      name: 'utdrag.pdf',
      type: 'application/pdf',
      data: btoa('%PDF-1.4'),
    });
    const uploaded = await screen.findByRole('dialog');
    expect(uploaded).toHaveTextContent('Bilagan är uppladdad');
    await user.click(within(uploaded).getByRole('button', { name: 'Stäng' }));

    await user.click(within(table).getByRole('button', { name: 'Ladda ner intyg.pdf' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());

    await user.click(within(table).getByRole('button', { name: 'Radera intyg.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera bilaga' });
    await user.click(within(dialog).getByRole('button', { name: 'Radera' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/attachment/delete')[0]?.body).toEqual({ id: 'attachment-1' }),
    );
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const api = stubWorkspace();
    const user = await openTab('Bilagor');
    await screen.findByRole('table', { name: 'Bilagor' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    const big = new File(['x'], 'stor.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByText('Filen är för stor (högst 10 MB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda upp' })).toBeDisabled();
    expect(api.callsTo('POST', '/attachment')).toHaveLength(0);
  });

  it('only reads a job that is no longer under analysis', async () => {
    stubWorkspace({ 'POST /job/populate': () => ok([jobDetails({ currState: 'APPROVED' })]) });
    await openTab('Datadelar');
    expect(await screen.findByRole('heading', { name: 'Anställning hos Byggbolaget' })).toBeInTheDocument();
    expect(
      screen.getByText('Jobbet granskas inte just nu. Uppgifterna kan läsas men inte ändras.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ny datadel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Redigera/ })).not.toBeInTheDocument();
  });

  it('shows the SPI leader’s report of a job with an SPI and downloads the interview report file', async () => {
    const createObjectURL = vi.fn(() => 'blob:spi');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = stubWorkspace({
      'POST /job/populate': () =>
        ok([jobDetails({ spiLeaderId: 'leader-1', spiLeaderEmail: 'spi@example.se' })]),
      'GET /jobs/job-1/spi-report': () =>
        ok([
          {
            jobId: 'job-1',
            text: 'Intervjun genomfördes utan anmärkningar.',
            fileName: 'intervju.pdf',
            fileType: 'application/pdf',
            fileSize: 8,
            finalizedBy: 'leader-1',
            finalizedAt: '2026-03-11T10:00:00.000Z',
            protocol: {
              fileSha256: 'ab'.repeat(32),
              person: { name: 'Sara Samtyckesson', signedAt: '2026-03-12T08:30:00.000Z' },
              leader: null,
              linkSentAt: '2026-03-12T08:00:00.000Z',
              linkExpiresAt: '2026-03-26T08:00:00.000Z',
            },
          },
        ]),
      'GET /jobs/job-1/spi-report/file': () =>
        ok([{ id: 'job-1', name: 'intervju.pdf', type: 'application/pdf', size: 8, data: btoa('%PDF-1.4') }]),
    });
    const user = await openTab('SPI-intervju');
    expect(await screen.findByText('Intervjun genomfördes utan anmärkningar.')).toBeInTheDocument();
    expect(screen.getByText('Signerat av personen Sara Samtyckesson 2026-03-12 09:30')).toBeInTheDocument();
    expect(screen.getByText('Väntar på signering av SPI-ledaren')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ladda ner intervju.pdf' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.callsTo('GET', '/jobs/job-1/spi-report/file')).toHaveLength(1);
  });

  it('shows an interview the customer holds and the linked reference check, without an SPI leader', async () => {
    const createObjectURL = vi.fn(() => 'blob:reference');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const api = stubWorkspace({
      'POST /job/populate': () =>
        ok([
          jobDetails({
            service: 'SECURITY_SCREENING',
            interview: {
              spiType: 'PHYSICAL',
              sriPerformsInterview: false,
              bookedTime: null,
              spiDate: '2026-03-20',
              performReferenceCheck: true,
              refCheckId: '9c1d2e3f-0000-4000-8000-000000000009',
            },
          }),
        ]),
      'GET /jobs/job-1/spi-report': () => ok([null]),
      'GET /jobs/job-1/reference-check': () =>
        ok([
          {
            id: '9c1d2e3f-0000-4000-8000-000000000009',
            state: 'SURVEYING',
            created: '2026-03-10T09:00:00.000Z',
            referees: 3,
            answered: 1,
            declined: 1,
          },
        ]),
      'GET /jobs/job-1/reference-check/report': () =>
        ok([
          {
            name: 'referensrapport-9C1D2E3F-avkrypterad.pdf',
            type: 'application/pdf',
            data: btoa('%PDF-1.4'),
          },
        ]),
    });
    const user = await openTab('SPI-intervju');
    const panel = await screen.findByRole('region', { name: 'Intervju' });
    expectTexts(within(panel), ['Fysisk', 'Kunden själv', '2026-03-20', 'Beställd (ärende 9C1D2E3F)']);
    expect(
      await screen.findByText('Kunden håller intervjun själv; ingen SPI-rapport skrivs här.'),
    ).toBeInTheDocument();

    // The reference check: how far it has come, and its whole report to download.
    const reference = await screen.findByRole('region', { name: 'Referenstagning' });
    expectTexts(within(reference), [
      '9C1D2E3F',
      'Referenser granskar',
      '2026-03-10',
      '1 av 3 har svarat, 1 har avböjt',
    ]);
    await user.click(within(reference).getByRole('button', { name: 'Ladda ner referensrapporten' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(api.callsTo('GET', '/jobs/job-1/reference-check/report')).toHaveLength(1);
  });

  it('has no SPI tab for a job without an SPI leader', async () => {
    stubWorkspace();
    renderRoute('/analyst/jobs/job-1', { session: analystSession() });
    await screen.findByRole('tablist', { name: 'Jobbets delar' });
    expect(screen.queryByRole('tab', { name: 'SPI-intervju' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal when the job is not the analyst’s', async () => {
    stubWorkspace({ 'POST /job/populate': () => failure(403, 'FORBIDDEN', 'Jobbet är inte tilldelat dig') });
    renderRoute('/analyst/jobs/job-1', { session: analystSession() });
    await expectAlert('Ärendet kunde inte hämtas', 'Jobbet är inte tilldelat dig');
  });
});
