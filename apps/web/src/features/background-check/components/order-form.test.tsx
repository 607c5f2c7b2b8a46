import { IDEMPOTENCY_KEY_HEADER } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, fillPerson } from '../../../test/person-fields';
import { renderRoute } from '../../../test/render';
import {
  type ApiCall,
  draftView,
  failure,
  initView,
  ok,
  ordererGroups,
  orderView,
  portalSession,
  stubMainApi,
  VALID_SSN,
} from '../test/background-check-api';
import '../background-check-portal';

const created = orderView({ id: 'e5f6a7b8-0000-4000-8000-000000000005' });

const form = () => screen.findByRole('form', { name: 'Beställning' });

const keyOf = (call: ApiCall | undefined) => call?.headers.get(IDEMPOTENCY_KEY_HEADER);

// The form is long and jsdom slow to re-render it: room beyond the default 5 s on a busy machine.
describe('background-check order form', () => {
  it('checks the personal number on leaving the field and refuses to send an invalid one', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({ 'POST /order/init': () => ok([initView()]) });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tjänst/ }), 'Medarbetare');
    await fillPerson(user, '19900101-1234');
    const ssn = screen.getByLabelText(/^Personnummer/);
    expect(ssn).toHaveAccessibleDescription(expect.stringContaining('Personnummer ogiltigt'));
    expect(ssn).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    expect(screen.getByText('Personnummer ogiltigt')).toBeInTheDocument();
    expect(api.callsTo('POST', '/order')).toHaveLength(0);

    await user.clear(ssn);
    expect(screen.queryByText('Personnummer ogiltigt')).not.toBeInTheDocument();
  });

  it('takes the personal number as people type it and sends it in the 13-character form', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'POST /order/init': () => ok([initView()]),
      'POST /order': () => ok([created]),
      'POST /order/populate': () => ok([created]),
    });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tjänst/ }), 'Medarbetare');
    await fillPerson(user, VALID_SSN.replace('-', ' '));
    expect(screen.getByLabelText(/^Personnummer/)).toHaveValue(VALID_SSN);
    await user.clear(screen.getByLabelText(/^Personnummer/));
    await enter(user, screen.getByLabelText(/^Personnummer/), VALID_SSN.replace('-', ''));
    expect(screen.getByLabelText(/^Personnummer/)).toHaveValue(VALID_SSN);
    expect(screen.queryByText('Personnummer ogiltigt')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    await waitFor(() => expect(api.callsTo('POST', '/order')).toHaveLength(1));
    expect(api.callsTo('POST', '/order')[0]?.body).toMatchObject({ jobs: [{ SSN: VALID_SSN }] });
  });

  it('stops typing where the server would refuse the text', async () => {
    const user = userEvent.setup();
    stubMainApi({ 'POST /order/init': () => ok([initView()]) });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    const name = screen.getByLabelText(/^Namn/);
    expect(name).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText(/^Beskrivning/)).toHaveAttribute('maxLength', '5000');
    expect(screen.getByLabelText(/^E-post/)).toHaveAttribute('maxLength', '254');
    await user.click(name);
    await user.keyboard('x'.repeat(205));
    expect(name).toHaveValue('x'.repeat(200));
  });

  it('names every missing person field with the spec’s messages', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({ 'POST /order/init': () => ok([initView({ services: ['COWORKER'] })]) });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));
    for (const message of [
      'Namn saknas',
      'Personnummer ogiltigt',
      'Email saknas',
      'Telefonnummer ogiltigt',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await waitFor(() => expect(screen.getByLabelText(/^Namn/)).toHaveFocus());
    expect(api.callsTo('POST', '/order')).toHaveLength(0);
  });

  it('sends the order with one Idempotency-Key per attempt, the same key when retried after a network error', async () => {
    const user = userEvent.setup();
    let answer: () => Record<string, unknown> = () => {
      throw new TypeError('Failed to fetch');
    };
    const api = stubMainApi({
      'POST /order/init': () => ok([initView()]),
      'POST /order': () => answer(),
      'POST /order/populate': () => ok([created]),
    });
    const { router } = renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tjänst/ }), 'Medarbetare');
    expect(screen.getByText('Pris: 4 500 kr')).toBeInTheDocument();
    await fillPerson(user);

    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Beställning kunde inte sparas');
    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    await waitFor(() => expect(api.callsTo('POST', '/order')).toHaveLength(2));
    const [first, retry] = api.callsTo('POST', '/order');
    expect(keyOf(first)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(retry)).toBe(keyOf(first));

    // A changed request is another attempt with a key of its own.
    answer = () => ok([created]);
    await enter(user, screen.getByLabelText(/^Befattning/), 'Ekonomichef');
    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    await waitFor(() => expect(api.callsTo('POST', '/order')).toHaveLength(3));
    const sent = api.callsTo('POST', '/order')[2];
    expect(keyOf(sent)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(sent)).not.toBe(keyOf(first));
    expect(sent?.body).toEqual({
      service: 'COWORKER',
      jobs: [
        {
          name: 'Anna Andersson',
          SSN: VALID_SSN,
          email: 'anna@example.se',
          phone: '+46701234567',
          position: 'Ekonomichef',
          verifyFormerEmployer: false,
          verifyEducation: false,
        },
      ],
      customerRecipients: [],
      orderInstruction: 'Ange alltid referensnummer.',
      costCenter: 'CC-7',
      send: true,
    });

    expect(await screen.findByRole('dialog', { name: 'Beställningen är skickad' })).toBeInTheDocument();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/background-check/orders/${created.id}`),
    );
  });

  it('creates one order when the send button is pressed twice', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const api = stubMainApi({
      'POST /order/init': () => ok([initView({ services: ['COWORKER'] })]),
      'POST /order': () => new Promise((resolve) => (release = () => resolve(ok([created])))),
      'POST /order/populate': () => ok([created]),
    });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    await fillPerson(user);
    const send = screen.getByRole('button', { name: 'Skicka beställning' });
    await user.dblClick(send);
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));
    release();
    expect(await screen.findByRole('dialog', { name: 'Beställningen är skickad' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/order')).toHaveLength(1);
  });

  it('shows what the server refuses at the field it names', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'POST /order/init': () => ok([initView({ services: ['COWORKER'] })]),
      'POST /order': () =>
        failure(400, 'BAD_REQUEST', 'Telefonnummer ogiltigt', {
          issues: [{ path: 'jobs.0.phone', message: 'Telefonnummer ogiltigt' }],
        }),
    });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Mobilnummer/)).toHaveAccessibleDescription(
        expect.stringContaining('Telefonnummer ogiltigt'),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Beställning kunde inte sparas');
  });

  it('takes an SPI interview and its date only where the customer offers one', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'POST /order/init': () =>
        ok([initView({ services: ['COWORKER'], interview: { shown: true, sriPerformsInterview: false } })]),
      'POST /order': () => ok([created]),
      'POST /order/populate': () => ok([created]),
    });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    await fillPerson(user);
    const type = screen.getByRole('combobox', { name: 'Säkerhetsprövningsintervju (SPI)' });
    expect(type).toHaveAccessibleDescription('Ni håller intervjun själva');
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Fysisk' }));
    await enter(user, screen.getByLabelText('Bestämt SPI-datum (valfritt)'), '2099-03-12');
    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    await waitFor(() => expect(api.callsTo('POST', '/order')).toHaveLength(1));
    expect(api.callsTo('POST', '/order')[0]?.body).toMatchObject({
      jobs: [{ interviewType: 'PHYSICAL', spiDate: '2099-03-12' }],
    });
  });

  it('shows no interview fields where the customer does not offer one', async () => {
    stubMainApi({ 'POST /order/init': () => ok([initView({ services: ['COWORKER'] })]) });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    expect(screen.queryByText('Säkerhetsprövningsintervju (SPI)')).not.toBeInTheDocument();
  });

  it('offers screening checkpoints with their costs, employer verification only when the customer shows it', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'POST /order/init': () =>
        ok([
          initView({
            services: ['SCREENING'],
            invoiceCompanies: ['Bygg AB', 'Bygg Öst AB'],
            bkConfig: { ...initView().bkConfig, showVerifyEmployer: false },
          }),
        ]),
      'POST /order': () => ok([created]),
      'POST /order/populate': () => ok([created]),
    });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    await form();
    const checkpoints = within(screen.getByRole('group', { name: 'Kontrollpunkter' }));
    expect(checkpoints.getByRole('checkbox', { name: 'Körkort – 1 250 kr' })).toBeChecked();
    await user.click(checkpoints.getByRole('checkbox', { name: 'Sanktionslistor – 900 kr' }));
    expect(
      screen.queryByRole('checkbox', { name: 'Verifiera tidigare arbetsgivare' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Verifiera utbildning' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Fakturabolag' }), 'Bygg Öst AB');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kön' }), 'Kvinna');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Åldersgrupp' }), '35-44');
    await enter(user, screen.getByLabelText(/^Screeningfrågor/), 'Har personen körkort?\n\nKörkortsklass?');
    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));
    await waitFor(() => expect(api.callsTo('POST', '/order')).toHaveLength(1));
    expect(api.callsTo('POST', '/order')[0]?.body).toMatchObject({
      service: 'SCREENING',
      jobs: [
        {
          screeningCheckpoints: [{ checkpoint: 'DRIVERSLICENSE' }, { checkpoint: 'SANCTIONLIST' }],
          verifyEducation: true,
          screeningQuestions: ['Har personen körkort?', 'Körkortsklass?'],
          gender: 'FEMALE',
          ageGroup: '35-44',
        },
      ],
      invoiceCompany: 'Bygg Öst AB',
      send: false,
    });
    expect(api.callsTo('POST', '/order')[0]?.body).not.toHaveProperty('jobs.0.verifyFormerEmployer');
    expect(await screen.findByRole('dialog', { name: 'Utkastet är sparat' })).toBeInTheDocument();
  });

  it('offers only the standard checkpoints without extra services', async () => {
    stubMainApi({
      'POST /order/init': () => ok([initView({ services: ['SCREENING'], screeningExtraServices: false })]),
    });
    renderRoute('/background-check/new', { session: portalSession(...ordererGroups) });
    const checkpoints = within(await screen.findByRole('group', { name: 'Kontrollpunkter' }));
    expect(checkpoints.getAllByRole('checkbox')).toHaveLength(1);
    expect(checkpoints.getByRole('checkbox', { name: 'Körkort – 1 250 kr' })).toBeInTheDocument();
  });

  it('edits a draft: prefilled from the draft, saved with its id', async () => {
    const user = userEvent.setup();
    const draft = draftView({ customerRecipients: ['user-2'] });
    const api = stubMainApi({
      'POST /order/init': () => ok([initView()]),
      'POST /order/populate': () => ok([draft]),
      'POST /order': () => ok([draft]),
    });
    renderRoute(`/background-check/orders/${draft.id}/edit`, { session: portalSession(...ordererGroups) });
    await form();
    expect(screen.getByRole('heading', { name: 'Redigera utkast D7A1F000' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('Anna Andersson');
    expect(screen.getByLabelText(/^Personnummer/)).toHaveValue(VALID_SSN);
    expect(screen.getByRole('combobox', { name: /^Tjänst/ })).toHaveValue('COWORKER');
    await user.clear(screen.getByLabelText(/^Befattning/));
    await enter(user, screen.getByLabelText(/^Befattning/), 'Controller');
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));
    await waitFor(() => expect(api.callsTo('POST', '/order')).toHaveLength(1));
    expect(api.callsTo('POST', '/order')[0]?.body).toMatchObject({
      id: draft.id,
      customerRecipients: ['user-2'],
      jobs: [{ position: 'Controller', SSN: VALID_SSN }],
      send: false,
    });
  });

  it('is not offered to a user without BKOrderer', async () => {
    stubMainApi({ 'GET /orders': () => ok([], { paging: { page: 0, size: 10, total: 0 } }) });
    const { router } = renderRoute('/background-check/new', { session: portalSession('BKRecipient') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/background-check'));
  });
});
