import {
  BANKID_ERROR_FALLBACK,
  BANKID_ERROR_FALLBACK_EN,
  BANKID_ERROR_MESSAGES,
  type BankIdAuthResult,
  CONSENT_MESSAGES,
  type ConsentPageView,
  NOT_FOUND_MESSAGE,
} from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render';
import en from './locales/en.json';
import sv from './locales/sv.json';
import { pendingConsentView } from './test/consent-page-view';

const CONSENT_KEY = 'c0nsentKey-3f9a1b7e5d2c4a68b0e1';
const PAGE = `/external/consent/${CONSENT_KEY}`;

const pendingView = pendingConsentView({
  screeningCheckpoints: ['DRIVERSLICENSE', 'SANCTIONLIST'],
  verifyFormerEmployer: true,
});

const acceptedView: ConsentPageView = {
  ...pendingView,
  state: 'CsntAccepted',
  answeredAt: '2026-05-04T10:30:00.000Z',
  expiresAt: null,
  possibleAnswers: ['withdraw'],
  jobState: 'ANALYSING',
};

const started = {
  orderRef: 'order-1',
  autoStartUrl: 'https://app.bankid.com/?autostarttoken=token-1&redirect=null',
  qrCode: 'bankid.start-token.0.aa11',
};

const pending = (hintCode: string, message: { sv: string; en: string }): BankIdAuthResult => ({
  status: 'pending',
  hintCode,
  message,
  qrCode: `bankid.start-token.1.${hintCode}`,
  consent: null,
});

const START_APP = { sv: 'Starta BankID-appen.', en: 'Start your BankID app.' };
const SECURITY_CODE = {
  sv: 'Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.',
  en: 'Enter your security code in the BankID app and select Identify or Sign.',
};

type Answer = () => Response;
const ok =
  (result: unknown): Answer =>
  () =>
    Response.json({ status: 'OK', message: 'OK', result: [result] });
const failed =
  (httpStatus: number, message: string, extra: Record<string, unknown> = {}): Answer =>
  () =>
    Response.json({ status: 'BAD_REQUEST', message, result: [], ...extra }, { status: httpStatus });
const bankIdError = (bankIdCode: string, hintCode: string | null = null) =>
  failed(400, BANKID_ERROR_FALLBACK, { bankIdCode, hintCode });

interface Call {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** The public API: each path answers its answers in turn, the last one again and again. */
const fakeApi = (answers: Record<string, Answer[]>) => {
  const calls: Call[] = [];
  const fetchFn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).replace(/^\/api/, '');
    calls.push({
      path,
      body: JSON.parse(String(init?.body ?? '{}')),
      headers: (init?.headers ?? {}) as Record<string, string>,
    });
    const queue = answers[path];
    const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!next) throw new Error(`unexpected call ${path}`);
    return next();
  });
  vi.stubGlobal('fetch', fetchFn);
  const callsTo = (path: string) => calls.filter((call) => call.path === path);
  return { calls, callsTo };
};

afterEach(() => {
  vi.restoreAllMocks();
});

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** A pending consent whose BankID order, once started, waits for the person's app. */
const waitingForTheApp = (queued: Answer[] = [ok(started)]) =>
  fakeApi({
    '/consent/populate': [ok(pendingView)],
    '/bankid/auth-queued': queued,
    '/bankid/auth-result': [ok(pending('outstandingTransaction', START_APP))],
  });

describe('the consent page', () => {
  it('shows who asks, what is checked, how long data is kept and the deadline, and nothing of the person', async () => {
    const api = fakeApi({ '/consent/populate': [ok(pendingView)] });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Samtycke till bakgrundskontroll' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Byggbevakning AB vill göra en bakgrundskontroll av dig/)).toBeInTheDocument();
    expect(screen.getByText(/Granska gör kontrollen på uppdrag av Byggbevakning AB/)).toBeInTheDocument();
    expect(screen.getByText(/Platschef/)).toBeInTheDocument();
    expect(screen.getByText('Typ av kontroll: Screening.')).toBeInTheDocument();
    const checks = within(screen.getByRole('list', { name: 'Det här kontrolleras' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(checks).toEqual([
      'Tidigare anställningar: att de anställningar du har uppgett stämmer, genom kontakt med arbetsgivarna.',
      'Körkort: om du har körkort och vilka behörigheter det gäller.',
      'Sanktionslistor: om du finns med på internationella sanktionslistor, till exempel EU:s eller FN:s.',
    ]);
    expect(screen.getByText(/sparas i 24 månader/)).toBeInTheDocument();
    expect(screen.getByText('Svara senast 2026-05-11 10:00 (svensk tid).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Godkänn med BankID' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Neka med BankID' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(api.callsTo('/consent/populate')).toEqual([
      { path: '/consent/populate', body: { consentKey: CONSENT_KEY }, headers: expect.any(Object) },
    ]);
    expect(api.calls[0]?.headers).not.toHaveProperty('Authorization');
    expect(screen.queryByText(/uppföljning/)).not.toBeInTheDocument();
  });

  it('tells the person of an LFD check that it is followed up, and of a follow-up that it is one', async () => {
    fakeApi({ '/consent/populate': [ok({ ...pendingView, service: 'PRESCREEN' })] });
    const { unmount } = renderRoute(PAGE);
    expect(
      await screen.findByText(/Kontrollen är den första i en serie: Byggbevakning AB kan följa upp den/),
    ).toBeInTheDocument();
    unmount();
    fakeApi({ '/consent/populate': [ok({ ...pendingView, service: 'LFD_FOLLOWUP' })] });
    renderRoute(PAGE);
    expect(
      await screen.findByText(
        /Det här är en uppföljning av en tidigare kontroll av dig som Byggbevakning AB/,
      ),
    ).toBeInTheDocument();
  });

  it('signs the acceptance with BankID: QR code, BankID’s messages while polling, then the outcome', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/consent/populate': [ok(pendingView)],
      '/bankid/auth-queued': [ok(started)],
      '/bankid/auth-result': [
        ok(pending('outstandingTransaction', START_APP)),
        ok(pending('userSign', SECURITY_CODE)),
        ok({ status: 'complete', hintCode: null, message: null, qrCode: null, consent: acceptedView }),
      ],
    });
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));

    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Starta BankID-appen.');
    // A computer starts the BankID program by its scheme, and nothing is returned to.
    expect(screen.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toHaveAttribute(
      'href',
      'bankid:///?autostarttoken=token-1&redirect=null',
    );
    expect(api.callsTo('/bankid/auth-queued')[0]?.body).toEqual({
      consentKey: CONSENT_KEY,
      answer: 'accept',
      restart: false,
    });

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SECURITY_CODE.sv));
    expect(screen.queryByRole('img', { name: 'QR-kod för BankID' })).not.toBeInTheDocument();

    expect(
      await screen.findByRole('heading', { name: 'Tack! Du har godkänt bakgrundskontrollen.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Godkänt 2026-05-04 12:30 (svensk tid).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Godkänn med BankID' })).not.toBeInTheDocument();
    const polls = api.callsTo('/bankid/auth-result');
    expect(polls).toHaveLength(3);
    expect(polls[0]?.body).toEqual({ consentKey: CONSENT_KEY, orderRef: 'order-1', autoStarted: false });

    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(api.callsTo('/bankid/auth-result')).toHaveLength(3);
  });

  it('tells BankID the app was opened on this device', async () => {
    const user = userEvent.setup();
    const api = waitingForTheApp();
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Neka med BankID' }));
    const link = await screen.findByRole('link', { name: 'Öppna BankID på den här enheten' });
    // jsdom cannot leave the page; the app would open here.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    await waitFor(() => expect(api.callsTo('/bankid/auth-result').length).toBeGreaterThan(0));
    expect(api.callsTo('/bankid/auth-result')[0]?.body).toMatchObject({ autoStarted: true });
    expect(api.callsTo('/bankid/auth-queued')[0]?.body).toMatchObject({ answer: 'decline' });
  });

  it('shows BankID’s message when the order ends unsigned (70203) and tries again', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/consent/populate': [ok(pendingView)],
      '/bankid/auth-queued': [ok(started)],
      '/bankid/auth-result': [bankIdError('70203', 'userCancel')],
    });
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));
    expect(await screen.findByText('Åtgärden avbröts.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Försök igen' }));
    await waitFor(() => expect(api.callsTo('/bankid/auth-queued')).toHaveLength(2));
    expect(api.callsTo('/bankid/auth-queued')[1]?.body).toEqual({
      consentKey: CONSENT_KEY,
      answer: 'accept',
      restart: true,
    });
  });

  it('cancels an order a closed tab left open and starts anew, without an error (70021)', async () => {
    const user = userEvent.setup();
    const api = waitingForTheApp([bankIdError('70021'), ok(started)]);
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(api.callsTo('/bankid/auth-queued').map((call) => call.body.restart)).toEqual([false, true]);
    expect(screen.queryByText('BankId session redan öppen')).not.toBeInTheDocument();
  });

  it('offers to cancel the open BankID order when starting anew was refused too (70021)', async () => {
    const user = userEvent.setup();
    const api = waitingForTheApp([bankIdError('70021'), bankIdError('70021'), ok(started)]);
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));
    expect(await screen.findByText('BankId session redan öppen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avbryt pågående och försök igen' }));
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(api.callsTo('/bankid/auth-queued').map((call) => call.body.restart)).toEqual([false, true, true]);
  });

  it('on an iPhone, BankID returns Safari to this page, which then collects the order it started', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE_SAFARI);
    const user = userEvent.setup();
    waitingForTheApp();
    const first = renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));
    const link = await screen.findByRole('link', { name: 'Öppna BankID på den här enheten' });
    expect(link).toHaveAttribute(
      'href',
      `https://app.bankid.com/?autostarttoken=token-1&redirect=${encodeURIComponent(window.location.href)}`,
    );
    first.unmount();

    // Safari loads the page anew on the way back from the app.
    const api = fakeApi({
      '/consent/populate': [ok(pendingView)],
      '/bankid/auth-result': [
        ok({ status: 'complete', hintCode: null, message: null, qrCode: null, consent: acceptedView }),
      ],
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Tack! Du har godkänt bakgrundskontrollen.' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/bankid/auth-result')[0]?.body).toMatchObject({
      orderRef: 'order-1',
      autoStarted: true,
    });
    expect(api.callsTo('/bankid/auth-queued')).toHaveLength(0);
  });

  it('says in plain words when BankID ended the order because someone else signed', async () => {
    const user = userEvent.setup();
    fakeApi({
      '/consent/populate': [ok(pendingView)],
      '/bankid/auth-queued': [ok(started)],
      '/bankid/auth-result': [bankIdError('70203', 'startFailed')],
    });
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Bara den som kontrollen gäller kan svara, med BankID för sitt eget personnummer.',
    );
    expect(screen.queryByText(/Misslyckades att läsa av QR-koden/)).not.toBeInTheDocument();
  });

  it('goes back on Avbryt and restarts the next BankID order', async () => {
    const user = userEvent.setup();
    const api = waitingForTheApp();
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));
    await screen.findByRole('img', { name: 'QR-kod för BankID' });
    await user.click(screen.getByRole('button', { name: 'Avbryt' }));
    await user.click(await screen.findByRole('button', { name: 'Neka med BankID' }));
    await screen.findByRole('img', { name: 'QR-kod för BankID' });
    expect(api.callsTo('/bankid/auth-queued').map((call) => [call.body.answer, call.body.restart])).toEqual([
      ['accept', false],
      ['decline', true],
    ]);
  });

  it('shows the answer already given when the consent is answered elsewhere (70022)', async () => {
    const user = userEvent.setup();
    fakeApi({
      '/consent/populate': [ok(pendingView), ok({ ...acceptedView, state: 'CsntDeclined' })],
      '/bankid/auth-queued': [bankIdError('70022')],
    });
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));
    expect(
      await screen.findByRole('heading', { name: 'Du har nekat bakgrundskontrollen.' }),
    ).toBeInTheDocument();
  });

  it('says the connection to BankID failed for other errors', async () => {
    const user = userEvent.setup();
    fakeApi({
      '/consent/populate': [ok(pendingView)],
      '/bankid/auth-queued': [failed(500, 'Ett internt fel uppstod. Försök igen senare')],
    });
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Godkänn med BankID' }));
    expect(await screen.findByText('Anslutningen till BankID misslyckades')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeInTheDocument();
  });

  it('withdraws an accepted consent after a confirmation, signed with BankID', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      '/consent/populate': [ok(acceptedView)],
      '/bankid/auth-queued': [ok(started)],
      '/bankid/auth-result': [
        ok({
          status: 'complete',
          hintCode: null,
          message: null,
          qrCode: null,
          consent: { ...acceptedView, withdrawn: true, possibleAnswers: [] },
        }),
      ],
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Tack! Du har godkänt bakgrundskontrollen.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Återkalla samtycke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Återkalla samtycke' });
    expect(within(dialog).getByText(/avbryts bakgrundskontrollen/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Återkalla med BankID' }));
    expect(
      await screen.findByRole('heading', { name: 'Du har återkallat ditt samtycke.' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/bankid/auth-queued')[0]?.body).toMatchObject({ answer: 'withdraw' });
    expect(screen.queryByRole('button', { name: 'Återkalla samtycke' })).not.toBeInTheDocument();
  });

  it('shows a timed-out consent without answer buttons', async () => {
    fakeApi({
      '/consent/populate': [
        ok({
          ...pendingView,
          state: 'CsntTimedOut',
          possibleAnswers: [],
          answeredAt: '2026-05-11T08:00:00Z',
        }),
      ],
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Tiden för att svara har gått ut' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Godkänn med BankID' })).not.toBeInTheDocument();
  });

  it('says the link is invalid when the server does not know it, or it is not a key at all', async () => {
    const api = fakeApi({
      '/consent/populate': [failed(404, CONSENT_MESSAGES.notFound, { status: 'NOT_FOUND' })],
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Länken är ogiltig eller har gått ut' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });

  it('does not ask the server about a link that is not a consent key', async () => {
    const api = fakeApi({});
    renderRoute('/external/consent/abc');
    expect(
      await screen.findByRole('heading', { name: 'Länken är ogiltig eller har gått ut' }),
    ).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('switches to English', async () => {
    const user = userEvent.setup();
    fakeApi({ '/consent/populate': [ok(pendingView)] });
    renderRoute(PAGE);
    await screen.findByRole('heading', { name: 'Samtycke till bakgrundskontroll' });
    await user.click(screen.getByText('English'));
    expect(await screen.findByRole('heading', { name: 'Consent to a background check' })).toBeInTheDocument();
    expect(
      screen.getByText(/Byggbevakning AB would like to run a background check on you/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Driving licence/)).toBeInTheDocument();
    expect(screen.getByText('Please answer by 2026-05-11 10:00 (Swedish time).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Consent with BankID' })).toBeInTheDocument();
  });

  it('shows BankID’s messages in English after the switch', async () => {
    const user = userEvent.setup();
    fakeApi({
      '/consent/populate': [ok(pendingView)],
      '/bankid/auth-queued': [ok(started)],
      '/bankid/auth-result': [ok(pending('userSign', SECURITY_CODE))],
    });
    renderRoute(PAGE, { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Consent with BankID' }));
    expect(await screen.findByRole('status')).toHaveTextContent(START_APP.en);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(SECURITY_CODE.en));
  });
});

describe('other external paths', () => {
  it('show a neutral not-found message', async () => {
    renderRoute('/external/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: NOT_FOUND_MESSAGE })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});

describe('the consent page’s texts', () => {
  it('use the spec’s Swedish messages where the domain holds them', () => {
    const texts = sv.external.consent;
    expect(texts.invalidLink.title).toBe(CONSENT_MESSAGES.notFound);
    expect(texts.bankId.rules).toEqual(CONSENT_MESSAGES);
    expect(texts.bankId.alreadyOpen).toBe(BANKID_ERROR_MESSAGES['70021']);
    expect(texts.bankId.connectionFailed).toBe(BANKID_ERROR_FALLBACK);
    expect(en.external.consent.bankId.connectionFailed).toBe(BANKID_ERROR_FALLBACK_EN);
    expect(sv.external.notFound.title).toBe(NOT_FOUND_MESSAGE);
  });
});
