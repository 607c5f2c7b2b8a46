import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAlert } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  bundle,
  draftOrder,
  ME,
  orderView,
  portalSession,
  publicTemplate,
  refFailure,
  refOk,
  settingsView,
  stubReferenceApi,
  surveyView,
  templateView,
} from '../test/reference-check-fixtures';

const form = () => screen.findByRole('form', { name: 'Beställning av referenstagning' });
/** The input a label names (a multiselect's open list is named by it too: the input comes first). */
const field = (label: string) => screen.getAllByLabelText(new RegExp(`^${label}`))[0] as HTMLElement;

/** Fills a field the way a paste does (one change), then leaves it. */
const enter = async (user: UserEvent, label: string, text: string) => {
  const input = field(label);
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
  await user.tab();
};

const send = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Skicka' }));

/** The message shown at a field (its accessible description), and the focus on it. */
const expectFieldError = async (label: string, message: string) => {
  const input = field(label);
  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
  expect(input).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(input).toHaveFocus());
};

const created = orderView({ id: 'e5f6a7b8-0000-4000-8000-000000000005', state: 'CREATED' });
const formRoutes = (overrides: Record<string, Parameters<typeof stubReferenceApi>[0][string]> = {}) => ({
  '/customer/settings/populate': () => refOk([settingsView()]),
  '/survey/populate': () => refOk([templateView(), publicTemplate()]),
  '/customer/recipients': () => refOk([]),
  ...overrides,
});

/** What the form reads before anyone types. */
const FORM_DATA_CALLS = ['/customer/settings/populate', '/survey/populate', '/customer/recipients'];

const fillValidOrder = async (user: UserEvent) => {
  await enter(user, 'Bolagsnamn', 'Rekryteramera AB');
  await enter(user, 'Tjänst', 'Backend-utvecklare');
  await user.selectOptions(screen.getByRole('combobox', { name: /^Frågebatteri/ }), 'Standardreferens');
  await enter(user, 'Kandidatens namn', 'Karin Kandidat');
  await enter(user, 'Kandidatens e-post', 'karin@example.se');
  await enter(user, 'Kandidatens mobilnummer', '+46701234567');
};

describe('reference-check order form', () => {
  it('starts from the customer’s settings: default counts, the orderer as recipient, the personal number for BankID', async () => {
    const api = stubReferenceApi(formRoutes());
    renderRoute('/reference-check/new', { session: portalSession('RTOrderer') });
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Ny beställning' })).toBeInTheDocument();
    expect(field('Minsta antal referenser')).toHaveValue('2');
    expect(field('Högsta antal referenser')).toHaveValue('4');
    expect(field('Kandidatens personnummer')).toBeInTheDocument();
    expect(
      screen.getByText('anna.andersson@example.se (du)', { selector: '.mantine-Pill-label' }),
    ).toBeInTheDocument();
    const survey = screen.getByRole('combobox', { name: /^Frågebatteri/ });
    expect(within(survey).getByRole('group', { name: 'Egna mallar' })).toHaveTextContent('Standardreferens');
    expect(within(survey).getByRole('group', { name: 'Granskas mallar' })).toHaveTextContent(
      'Granskas standardmall',
    );
    expect(field('Bolagsnamn')).toHaveAttribute('maxLength', '200');
    expect(field('Beskrivning')).toHaveAttribute('maxLength', '5000');
    expect(api.callsTo('/survey/populate')[0]?.body).toEqual({ classType: 'SurveyTemplate' });
  });

  it('checks the order before sending it: spec §5’s messages one at a time, in order, at their field', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi(formRoutes());
    renderRoute('/reference-check/new', { session: portalSession('RTOrderer') });
    await form();

    await send(user);
    await expectFieldError('Bolagsnamn', 'Bolagsnamn saknas');
    await enter(user, 'Bolagsnamn', 'Rekryteramera AB');
    await send(user);
    await expectFieldError('Tjänst', 'Tjänst saknas');
    await enter(user, 'Tjänst', 'Backend-utvecklare');
    // Out-of-range numbers are brought within 1–10 as the field is left: an empty one is missing.
    await user.clear(field('Minsta antal referenser'));
    await user.tab();
    await send(user);
    await expectFieldError('Minsta antal referenser', 'Min antal referenser ogiltigt');
    await enter(user, 'Minsta antal referenser', '5');
    await send(user);
    await expectFieldError('Minsta antal referenser', 'Min/max antal referenser ogiltigt');
    await enter(user, 'Minsta antal referenser', '1');
    await send(user);
    await expectFieldError('Frågebatteri', 'Frågebatteri saknas');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Frågebatteri/ }), 'Standardreferens');
    await user.click(field('Mottagare'));
    await user.keyboard('{Backspace}');
    await send(user);
    await expectFieldError('Mottagare', 'Mottagare saknas');
    await user.click(screen.getByRole('combobox', { name: /^Mottagare/ }));
    await user.click(await screen.findByRole('option', { name: 'anna.andersson@example.se (du)' }));
    await send(user);
    await expectFieldError('Kandidatens namn', 'Namn saknas');
    await enter(user, 'Kandidatens namn', 'Karin Kandidat');
    await send(user);
    await expectFieldError('Kandidatens e-post', 'Email saknas');
    await enter(user, 'Kandidatens e-post', 'karin@example.se');
    await send(user);
    await expectFieldError('Kandidatens mobilnummer', 'Telefonnummer ogiltigt');
    await enter(user, 'Kandidatens personnummer', '19900101-1234');
    await enter(user, 'Kandidatens mobilnummer', '+46701234567');
    await send(user);
    await expectFieldError('Kandidatens personnummer', 'Personnummer ogiltigt');
    expect(api.calls.filter((call) => !FORM_DATA_CALLS.includes(call.path))).toEqual([]);
  });

  it('saves a draft without checking it, the template copied into the order’s own questionnaire', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi(
      formRoutes({
        '/survey/copy': () => refOk([surveyView({ id: 'survey-copy-9' })]),
        '/order': () => refOk([created]),
        '/order/populate': () => refOk([bundle({ order: created, references: [] })]),
      }),
    );
    const { router } = renderRoute('/reference-check/new', { session: portalSession('RTOrderer') });
    await form();
    await enter(user, 'Tjänst', 'Backend-utvecklare');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^Frågebatteri/ }),
      'Granskas standardmall',
    );
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));

    expect(await screen.findByRole('dialog', { name: 'Utkastet är sparat' })).toBeInTheDocument();
    expect(api.callsTo('/survey/copy')[0]?.body).toEqual({ id: 'template-public' });
    expect(api.callsTo('/order')[0]?.body).toEqual({
      surveyId: 'survey-copy-9',
      customerRecipients: [ME],
      company: '',
      companyHidden: false,
      signatureHidden: false,
      position: 'Backend-utvecklare',
      positionURL: '',
      description: '',
      candidateInfo: { name: '', email: '', phone: '' },
      minReferences: 2,
      maxReferences: 4,
      noVerification: false,
    });
    expect(api.callsTo('/order/send')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/reference-check/orders/${created.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beställning E5F6A7B8' }),
    ).toBeInTheDocument();
  });

  it('sends: copies the template, saves the order, sends it', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi(
      formRoutes({
        '/survey/copy': () => refOk([surveyView({ id: 'survey-copy-9' })]),
        '/order': () => refOk([created]),
        '/order/send': () => refOk([{ ...created, state: 'ORDERED' }]),
      }),
    );
    renderRoute('/reference-check/new', { session: portalSession('RTOrderer') });
    await form();
    await fillValidOrder(user);
    await enter(user, 'Kandidatens personnummer', '19900101-1239');
    await send(user);

    expect(await screen.findByRole('dialog', { name: 'Beställningen är skickad' })).toBeInTheDocument();
    expect(api.calls.map((call) => call.path).filter((path) => !FORM_DATA_CALLS.includes(path))).toEqual([
      '/survey/copy',
      '/order',
      '/order/send',
    ]);
    expect(api.callsTo('/order')[0]?.body).toMatchObject({
      surveyId: 'survey-copy-9',
      company: 'Rekryteramera AB',
      candidateInfo: {
        name: 'Karin Kandidat',
        email: 'karin@example.se',
        phone: '+46701234567',
        ssn: '19900101-1239',
      },
    });
    expect(api.callsTo('/order/send')[0]?.body).toEqual({ id: created.id });
  });

  it('shows the server’s refusal at its field and retries with the saved draft, without a second copy', async () => {
    const user = userEvent.setup();
    let refuse = true;
    const api = stubReferenceApi(
      formRoutes({
        '/survey/copy': () => refOk([surveyView({ id: 'survey-copy-9' })]),
        '/order': () => refOk([created]),
        '/order/send': () =>
          refuse ? refFailure(400, 'Mottagare saknas') : refOk([{ ...created, state: 'ORDERED' }]),
      }),
    );
    renderRoute('/reference-check/new', { session: portalSession('RTOrderer') });
    await form();
    await fillValidOrder(user);
    await send(user);
    await expectFieldError('Mottagare', 'Mottagare saknas');
    await expectAlert('Mottagare saknas');

    refuse = false;
    await send(user);
    expect(await screen.findByRole('dialog', { name: 'Beställningen är skickad' })).toBeInTheDocument();
    expect(api.callsTo('/survey/copy')).toHaveLength(1);
    expect(api.callsTo('/order')[1]?.body).toMatchObject({ id: created.id, surveyId: 'survey-copy-9' });
  });

  it('follows the customer’s verification settings', async () => {
    const user = userEvent.setup();
    stubReferenceApi(
      formRoutes({
        '/customer/settings/populate': () =>
          refOk([settingsView({ bankIdVerification: true, noVerification: true })]),
      }),
    );
    renderRoute('/reference-check/new', { session: portalSession('RTOrderer') });
    await form();
    expect(field('Kandidatens personnummer')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /^Utan verifiering med BankID/ }));
    expect(screen.queryByLabelText(/^Kandidatens personnummer/)).not.toBeInTheDocument();
  });

  it('needs no personal number when the customer does not verify with BankID', async () => {
    stubReferenceApi(
      formRoutes({
        '/customer/settings/populate': () =>
          refOk([settingsView({ bankIdVerification: false, noVerification: true })]),
      }),
    );
    renderRoute('/reference-check/new', { session: portalSession('RTOrderer') });
    await form();
    expect(screen.queryByLabelText(/^Kandidatens personnummer/)).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /^Utan verifiering/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Kandidaten och referenterna verifieras inte med BankID (kundens inställning).'),
    ).toBeInTheDocument();
  });

  it("offers the orderer the customer's recipients beside itself", async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi(
      formRoutes({ '/customer/recipients': () => refOk([{ id: 'user-2', email: 'mottagare@example.se' }]) }),
    );
    renderRoute('/reference-check/new', { session: portalSession('RTOrderer') });
    await form();
    await user.click(screen.getByRole('combobox', { name: /^Mottagare/ }));
    expect(await screen.findByRole('option', { name: 'mottagare@example.se' })).toBeInTheDocument();
    expect(api.callsTo('/customer/recipients')).toHaveLength(1);
  });

  it('edits a draft: its candidate read in clear once, saved under its id with its own questionnaire', async () => {
    const user = userEvent.setup();
    const draft = draftOrder({ surveyId: 'survey-copy-1' });
    const api = stubReferenceApi(
      formRoutes({
        '/order/populate': () => refOk([bundle({ order: draft, references: [] })]),
        '/order/decrypt': () =>
          refOk([
            {
              ...draft,
              candidateInfo: { name: 'Karin Kandidat', email: 'karin@example.se', phone: '+46701234567' },
            },
          ]),
        '/order': () => refOk([draft]),
      }),
    );
    renderRoute(`/reference-check/orders/${draft.id}/edit`, { session: portalSession('RTOrderer') });
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Redigera utkast D7A1F000' })).toBeInTheDocument();
    expect(field('Kandidatens namn')).toHaveValue('Karin Kandidat');
    expect(screen.getByRole('combobox', { name: /^Frågebatteri/ })).toHaveDisplayValue(
      'Standardreferens (beställningens kopia)',
    );
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));
    expect(await screen.findByRole('dialog', { name: 'Utkastet är sparat' })).toBeInTheDocument();
    expect(api.callsTo('/order/decrypt')).toHaveLength(1);
    expect(api.callsTo('/survey/copy')).toHaveLength(0);
    expect(api.callsTo('/order')[0]?.body).toMatchObject({
      id: draft.id,
      surveyId: 'survey-copy-1',
      candidateInfo: { name: 'Karin Kandidat' },
    });
  });
});
