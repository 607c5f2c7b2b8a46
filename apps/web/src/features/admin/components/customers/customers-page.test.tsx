import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAlert, expectTexts } from '../../../../test/expect-texts';
import { renderRoute } from '../../../../test/render';
import {
  type ApiCall,
  adminSession,
  customerResult,
  failure,
  ok,
  paged,
  stubMainApi,
} from '../../test/admin-api';
import '../../admin-portal';

const exempel = customerResult();
const trygg = customerResult({
  id: 'f00dbabe-1111-4000-8000-000000000002',
  custNo: 'K2002',
  custName: 'Trygg Region',
  custOrgNo: '212000-0001',
  access: ['ProtectiveSecurity', 'SecurityScreening'],
  hiddenCustomer: true,
});

const lastQuery = (calls: ApiCall[]) => calls.at(-1)?.query;
const customersTable = () => screen.findByRole('table', { name: /^Kunder, sida/ });
const rowOf = async (name: string) => {
  const table = await customersTable();
  return within(
    within(table)
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest('tr') as HTMLElement,
  );
};
/** Opens an editor section (a disclosure button) and returns its panel. */
const openSection = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  const control = screen.getByRole('button', { name });
  if (control.getAttribute('aria-expanded') !== 'true') await user.click(control);
  return within(await screen.findByRole('region', { name }));
};

/** Types a whole value in one go (a paste): the editor is large and typing key by key is slow in jsdom. */
const fill = async (user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) => {
  await user.click(field);
  await user.paste(text);
};

describe('admin customers', () => {
  it('lists customers with their short id and services, and searches and pages with the server', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({ 'GET /customers': () => paged([exempel, trygg], { total: 12 }) });
    renderRoute('/admin/customers', { session: adminSession() });
    const row = await rowOf('Trygg Region');
    expectTexts(row, ['F00DBABE', 'SÄK, Grundutredning', 'Dold kund']);
    expect(lastQuery(api.callsTo('GET', '/customers'))).toEqual({ page: '0', size: '10' });
    await user.type(screen.getByLabelText(/^Sök kund/), 'trygg');
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/customers'))).toEqual({ search: 'trygg', page: '0', size: '10' }),
    );
    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await waitFor(() =>
      expect(lastQuery(api.callsTo('GET', '/customers'))).toEqual({ search: 'trygg', page: '1', size: '10' }),
    );
  });

  it('says so when no customer matches', async () => {
    stubMainApi({ 'GET /customers': () => paged([]) });
    renderRoute('/admin/customers', { session: adminSession() });
    expect(await screen.findByText('Inga kunder hittades.')).toBeInTheDocument();
  });

  it('deletes a customer after the danger dialog, and shows why the server refused', async () => {
    const user = userEvent.setup();
    let answer: () => Response | Record<string, unknown> = () =>
      failure(409, 'CONFLICT', 'Kunden har användare och kan inte raderas');
    const api = stubMainApi({
      'GET /customers': () => paged([exempel, trygg]),
      'POST /customer/delete': () => answer(),
    });
    renderRoute('/admin/customers', { session: adminSession() });
    await user.click((await rowOf('Exempel AB')).getByRole('button', { name: 'Radera' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Radera kund' }));
    expect(dialog.getByText(/Exempel AB/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Radera' }));
    await expectAlert('Kunden kunde inte raderas', 'Kunden har användare och kan inte raderas');

    answer = () => ok([]);
    await user.click((await rowOf('Exempel AB')).getByRole('button', { name: 'Radera' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Radera kund' }));
    await user.click(dialog.getByRole('button', { name: 'Radera' }));
    expect(await screen.findByRole('dialog', { name: 'Kunden är raderad' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/customer/delete').map((call) => call.body)).toEqual([
      { id: exempel.id },
      { id: exempel.id },
    ]);
  });

  it('refuses a customer without number, name and org number before any call', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({ 'GET /customers': () => paged([]) });
    renderRoute('/admin/customers/new', { session: adminSession() });
    await user.click(await screen.findByRole('button', { name: 'Spara kund' }));
    await expectAlert('Kundnummer saknas', 'Kundnamn saknas', 'Organisationsnummer saknas');
    expect(api.callsTo('POST', '/customer')).toHaveLength(0);
  });

  it('stops typing a customer name where the server would refuse it (200 characters)', async () => {
    const user = userEvent.setup();
    stubMainApi({ 'GET /customers': () => paged([]) });
    renderRoute('/admin/customers/new', { session: adminSession() });
    const name = await screen.findByRole('textbox', { name: /Kundnamn/ });
    await user.click(name);
    await user.paste('Å'.repeat(250));
    expect(name).toHaveValue('Å'.repeat(200));
  });

  it('creates a customer from every section in one save, then shows it under its id', async () => {
    const user = userEvent.setup();
    const stored = customerResult({ id: 'new-1', custNo: 'K3003', custName: 'Nya Bolaget AB' });
    const api = stubMainApi({
      'GET /customers': () => paged([]),
      'POST /customer': () => ok([stored]),
      'POST /customer/populate': () => ok([stored]),
    });
    const { router } = renderRoute('/admin/customers/new', { session: adminSession() });
    expect(await screen.findByRole('heading', { name: 'Ny kund' })).toBeInTheDocument();

    const basic = await openSection(user, 'Grunduppgifter');
    await fill(user, basic.getByLabelText(/^Kundnummer/), 'K3003');
    await fill(user, basic.getByLabelText(/^Kundnamn/), 'Nya Bolaget AB');
    await fill(user, basic.getByLabelText(/^Organisationsnummer/), '556000-1111');
    await fill(user, basic.getByLabelText('Adress'), 'Gatan 3');
    await fill(user, basic.getByLabelText('Kontaktpersonens namn'), 'Karin Kontakt');
    await fill(user, basic.getByLabelText('Kontaktpersonens e-post'), 'karin@nya.se');
    await user.click(basic.getByRole('checkbox', { name: /^Testkund/ }));

    const billing = await openSection(user, 'Faktureringsuppgifter');
    await fill(user, billing.getByLabelText('Fakturaadress'), 'Box 9');
    await fill(user, billing.getByLabelText('Rabatt (%)'), '12,5');

    const access = await openSection(user, 'Tjänster');
    await user.click(access.getByRole('checkbox', { name: 'Bakgrundskontroll' }));
    await user.click(access.getByRole('checkbox', { name: 'SÄK' }));
    await user.click(access.getByRole('checkbox', { name: 'USÄK' }));

    const bk = await openSection(user, 'Bakgrundskontroll');
    await user.click(bk.getByRole('checkbox', { name: 'Kontrollera medborgarskap' }));
    await fill(user, bk.getByLabelText('Beställningsinstruktioner'), 'Ring först');

    const lfd = await openSection(user, 'LFD');
    await fill(user, lfd.getByLabelText('Uppföljningsintervall (månader)'), '12');
    await user.click(lfd.getByRole('checkbox', { name: 'Körkort' }));

    const ps = await openSection(user, 'SÄK');
    expect(ps.getByRole('radio', { name: 'Behåll' })).toBeChecked();
    expect(ps.getByRole('checkbox', { name: 'SRI genomför intervjun' })).toBeChecked();
    expect(ps.getByRole('checkbox', { name: 'SRI genomför referenstagningen' })).toBeChecked();
    await user.click(ps.getByRole('radio', { name: 'Radera' }));
    await user.click(ps.getByRole('checkbox', { name: 'SRI genomför referenstagningen' }));
    await fill(user, ps.getByLabelText(/^Frågor i säkerhetsprövningen/), 'q1\nq2');

    const rt = await openSection(user, 'Referenstagning');
    await fill(user, rt.getByLabelText('Alternativ PS-text'), 'Egen text');

    const invoice = await openSection(user, 'Faktureringsbolag');
    await fill(user, invoice.getByLabelText(/^Faktureringsbolag/), 'Bolag A\n\nBolag B');

    const screening = await openSection(user, 'Screening');
    await fill(user, screening.getByLabelText('Screeningstandard'), 'Bas');
    await user.click(screening.getByRole('checkbox', { name: 'Utbildning' }));
    await fill(user, screening.getByLabelText('Pris för Utbildning'), '1500');
    await user.click(screening.getByRole('checkbox', { name: 'Utbildning förvald' }));

    const cost = await openSection(user, 'Tjänstekostnad');
    await fill(user, cost.getByLabelText('Medarbetare'), '12000');

    const motivations = await openSection(user, 'Motiveringar');
    await fill(user, motivations.getByLabelText('Policy'), 'Enligt policy');

    await fill(
      user,
      (await openSection(user, 'Befattningsanalys')).getByLabelText('Befattningsanalys'),
      'Chef',
    );
    await fill(
      user,
      (await openSection(user, 'Screeningfrågor')).getByLabelText(/^Screeningfrågor/),
      'Fråga 1',
    );
    await fill(user, (await openSection(user, 'Anteckningar')).getByLabelText('Anteckningar'), 'Viktig kund');

    await user.click(screen.getByRole('button', { name: 'Spara kund' }));
    expect(await screen.findByRole('dialog', { name: 'Kunden är sparad' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/customers/new-1'));
    expect(api.callsTo('POST', '/customer').map((call) => call.body)).toEqual([
      {
        custNo: 'K3003',
        custName: 'Nya Bolaget AB',
        custOrgNo: '556000-1111',
        custAdress: 'Gatan 3',
        custContact: { custNo: 'K3003', ccName: 'Karin Kontakt', ccEmail: 'karin@nya.se' },
        custBillingData: { billingAdress: 'Box 9', billingDiscount: 12.5 },
        access: ['BackgroundCheck', 'ProtectiveSecurity', 'SecurityClearance'],
        bkConfig: { checkCitizenship: true, orderInstructions: 'Ring först' },
        lfdConfig: { followUpLfdInterval: 12, followUpLfdCheckPoints: ['DRIVERSLICENSE'] },
        psConfig: {
          deletionPolicy: 'DELETE',
          sriPerformsInterview: true,
          sriPerformsReferenceCheck: false,
          scsQuestionIds: ['q1', 'q2'],
        },
        rtConfig: { alternativePsText: 'Egen text' },
        invoiceCompanies: ['Bolag A', 'Bolag B'],
        screeningCheckpoints: [{ checkpoint: 'EDUCATION', cost: 1500, standardChecked: true }],
        screeningStandard: 'Bas',
        serviceCost: { COWORKER: 12000 },
        custMotivations: [{ theme: 'M4POLICY', text: 'Enligt policy' }],
        positionAnalysis: 'Chef',
        screeningQuestions: ['Fråga 1'],
        notes: 'Viktig kund',
        showVerifyEmployer: false,
        hiddenCustomer: false,
        testCustomer: true,
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Redigera kund: Nya Bolaget AB' })).toBeInTheDocument();
  });

  it('edits a stored customer and sends it whole, keeping what the editor does not show', async () => {
    const user = userEvent.setup();
    const stored = customerResult({
      flag: 3,
      bkConfig: { flag: true, riscOrderer: true },
      psConfig: { deletionPolicy: 'RETAIN', sriPerformsInterview: false, sriPerformsReferenceCheck: true },
      notes: 'Gammal anteckning',
    });
    const api = stubMainApi({
      'POST /customer/populate': () => ok([stored]),
      'POST /customer': ({ body }) => ok([{ ...stored, ...(body as object), modified: stored.modified }]),
    });
    renderRoute(`/admin/customers/${stored.id}`, { session: adminSession() });
    expect(await screen.findByRole('heading', { name: 'Redigera kund: Exempel AB' })).toBeInTheDocument();
    const basic = await openSection(user, 'Grunduppgifter');
    await user.click(basic.getByRole('checkbox', { name: /^Dold kund/ }));
    const notes = await openSection(user, 'Anteckningar');
    await user.clear(notes.getByLabelText('Anteckningar'));
    await user.type(notes.getByLabelText('Anteckningar'), 'Ny anteckning');
    await user.click(screen.getByRole('button', { name: 'Spara kund' }));
    expect(await screen.findByRole('dialog', { name: 'Kunden är sparad' })).toBeInTheDocument();
    const [sent] = api.callsTo('POST', '/customer').map((call) => call.body as Record<string, unknown>);
    expect(sent).toMatchObject({
      id: stored.id,
      custNo: 'K1001',
      flag: 3,
      bkConfig: { flag: true, riscOrderer: true },
      psConfig: { deletionPolicy: 'RETAIN', sriPerformsInterview: false, sriPerformsReferenceCheck: true },
      hiddenCustomer: true,
      notes: 'Ny anteckning',
      access: ['BackgroundCheck'],
    });
    expect(sent).not.toHaveProperty('modified');
    expect(api.callsTo('POST', '/customer/populate').map((call) => call.body)).toEqual([{ id: stored.id }]);
  });

  it('shows the server’s reason when a save is refused', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'POST /customer/populate': () => ok([exempel]),
      'POST /customer': () => failure(409, 'CONFLICT', 'Kundnumret används redan av en annan kund'),
    });
    renderRoute(`/admin/customers/${exempel.id}`, { session: adminSession() });
    await user.click(await screen.findByRole('button', { name: 'Spara kund' }));
    await expectAlert('Kunden kunde inte sparas', 'Kundnumret används redan av en annan kund');
  });
});
