import type { ReferenceLinkView, ReferencePollStatus } from '@granska/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';

const KEY = 'linkKey-0123456789abcdefghijklmnop';

const baseView: ReferenceLinkView = {
  role: 'candidate',
  orderId: 'order-1',
  orderState: 'ORDERED',
  company: 'Rekryteramera AB',
  position: 'Ekonomichef',
  positionURL: null,
  description: null,
  candidateName: 'Kim Kandidat',
  minReferences: 2,
  maxReferences: 3,
  noVerification: false,
  verified: false,
  settings: {
    contactDetails: 'rekrytering@rekryteramera.example',
    urlPolicy: 'https://rekryteramera.example/gdpr',
  },
  references: [],
  surveyAnswers: [],
};

type Answer = (body: Record<string, unknown>) => Response;
const ok =
  (result: unknown): Answer =>
  () =>
    Response.json({ statusCode: 200, message: 'OK', result: [result] });
const refused =
  (statusCode: number, message: string): Answer =>
  () =>
    Response.json({ statusCode, message, result: [] }, { status: statusCode });

/** The reference service: each path answers its answers in turn, the last one again and again. */
const fakeReferenceService = (answers: Record<string, Answer[]>) => {
  const calls: { path: string; body: Record<string, unknown>; authorization: string | null }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/ref/, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body, authorization: new Headers(init?.headers).get('authorization') });
      const queue = answers[path];
      const next = queue && queue.length > 1 ? queue.shift() : queue?.[0];
      if (!next) throw new Error(`unexpected call ${path}`);
      return next(body);
    }),
  );
  return { callsTo: (path: string) => calls.filter((call) => call.path === path), calls };
};

const started = {
  pollID: 'poll-1',
  autoStartUrl: 'https://app.bankid.com/?autostarttoken=token-1&redirect=null',
  qrCode: 'bankid.qr.0',
};
const complete: ReferencePollStatus = {
  id: 'poll-1',
  status: 'complete',
  hintCode: null,
  message: null,
  qrCode: null,
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe("the candidate's page", () => {
  it('says who asks and why, identifies the candidate with BankID, then asks for their referees', async () => {
    const service = fakeReferenceService({
      '/order/populate': [ok(baseView), ok({ ...baseView, verified: true })],
      '/candidate/auth': [ok(started)],
      '/poll': [ok(complete)],
    });
    renderRoute(`/cre/candidate/${KEY}`);
    expect(await screen.findByText(/Rekryteramera AB har bett Granska ta referenser/)).toBeInTheDocument();
    expect(screen.getByText('Tjänst: Ekonomichef')).toBeInTheDocument();
    expect(screen.getByText('Kontakt: rekrytering@rekryteramera.example')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Så behandlas dina personuppgifter' })).toHaveAttribute(
      'href',
      'https://rekryteramera.example/gdpr',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Identifiera dig med BankID' }));
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Dina referenser' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(service.callsTo('/candidate/auth')[0]?.body).toEqual({ key: KEY });
    expect(service.callsTo('/poll')[0]?.body).toEqual({ id: 'poll-1', key: KEY });
    expect(service.calls.every((call) => call.authorization === null)).toBe(true);
  });

  it('checks a referee in the order of spec §5 before saving, and sends once enough are given', async () => {
    const verified = { ...baseView, verified: true };
    const nominated = (id: string, name: string) => ({
      id,
      state: 'CREATED' as const,
      referenceInfo: { name, relationship: 'Chef', email: `${id}@example.se`, phone: '+46701234567' },
    });
    const service = fakeReferenceService({
      '/order/populate': [
        ok({ ...verified, references: [nominated('r1', 'Rut Referens')] }),
        ok({ ...verified, references: [nominated('r1', 'Rut Referens'), nominated('r2', 'Per Person')] }),
        ok({ ...verified, orderState: 'SURVEYING', references: [nominated('r1', 'Rut Referens')] }),
      ],
      '/reference': [ok(nominated('r2', 'Per Person'))],
      '/reference/send': [ok(nominated('r1', 'Rut Referens'))],
    });
    renderRoute(`/cre/candidate/${KEY}`);
    expect(await screen.findByText(/Rut Referens/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka till referenserna' })).toBeDisabled();

    await userEvent.type(screen.getByLabelText('Namn'), 'Per Person');
    await userEvent.type(screen.getByLabelText('Relation (t.ex. tidigare chef)'), 'Kollega');
    await userEvent.type(screen.getByLabelText('E-post'), 'per@example.se');
    await userEvent.type(screen.getByLabelText(/^Telefonnummer/), '0701234567');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till referens' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Telefonnummer ogiltigt');
    expect(service.callsTo('/reference')).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText(/^Telefonnummer/));
    await userEvent.type(screen.getByLabelText(/^Telefonnummer/), '+46701234567');
    await userEvent.click(screen.getByRole('button', { name: 'Lägg till referens' }));
    await waitFor(() => expect(service.callsTo('/reference')).toHaveLength(1));
    expect(service.callsTo('/reference')[0]?.body).toEqual({
      key: KEY,
      referenceInfo: {
        name: 'Per Person',
        relationship: 'Kollega',
        email: 'per@example.se',
        phone: '+46701234567',
      },
    });
    const send = await screen.findByRole('button', { name: 'Skicka till referenserna' });
    await waitFor(() => expect(send).toBeEnabled());
    await userEvent.click(send);
    expect(
      await screen.findByRole('heading', { name: /Dina referenser har fått en förfrågan/ }),
    ).toBeInTheDocument();
  });

  it("shows a refusal in the reader's language", async () => {
    fakeReferenceService({ '/order/populate': [ok({ ...baseView, verified: true })] });
    renderRoute(`/cre/candidate/${KEY}`, { language: 'en' });
    await userEvent.type(await screen.findByLabelText('Name'), 'Per Person');
    await userEvent.type(screen.getByLabelText('Relationship (e.g. former manager)'), 'Kollega');
    await userEvent.type(screen.getByLabelText('E-mail'), 'per@example.se');
    await userEvent.type(screen.getByLabelText(/^Phone number/), '0701234567');
    await userEvent.click(screen.getByRole('button', { name: 'Add reference' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone number');
  });

  it('says so when the link is unknown or replaced', async () => {
    fakeReferenceService({ '/order/populate': [refused(404, 'Länken är ogiltig eller har gått ut')] });
    renderRoute(`/cre/candidate/${KEY}`);
    expect(
      await screen.findByRole('heading', { name: 'Länken är ogiltig eller har gått ut' }),
    ).toBeInTheDocument();
  });
});

describe("a referee's page", () => {
  const refereeView: ReferenceLinkView = {
    ...baseView,
    role: 'referee',
    orderState: 'SURVEYING',
    referenceState: 'PENDING',
    verified: true,
    survey: {
      title: 'Chefsreferens',
      surveyQuestions: [
        {
          type: 'OPTIONS',
          question: 'Skulle du anställa personen igen?',
          mandatory: true,
          options: ['Ja', 'Nej'],
        },
        { type: 'SLIDER', question: 'Samarbetsförmåga', mandatory: true },
        { type: 'FREETEXT', question: 'Övrigt', mandatory: false },
      ],
    },
  };

  it("marks each unanswered mandatory question 'Svar saknas', sends the answers and signs them", async () => {
    const service = fakeReferenceService({
      '/order/populate': [ok(refereeView), ok({ ...refereeView, referenceState: 'DONE' })],
      '/reference/send/surveyanswers': [ok({ id: 'r1', state: 'PENDING' })],
      '/reference/sign': [ok(started)],
      '/poll': [ok(complete)],
    });
    renderRoute(`/cre/referee/${KEY}`);
    expect(await screen.findByText(/om Kim Kandidat, som har angett dig som referens/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Skicka och skriv under med BankID' }));
    expect(await screen.findAllByText('Svar saknas')).toHaveLength(2);
    expect(service.callsTo('/reference/send/surveyanswers')).toHaveLength(0);

    await userEvent.click(screen.getByRole('radio', { name: 'Ja' }));
    await userEvent.click(screen.getByRole('radio', { name: '8' }));
    await userEvent.type(screen.getByLabelText('Kommentar till fråga 2'), 'Lyhörd');
    await userEvent.click(screen.getByRole('button', { name: 'Skicka och skriv under med BankID' }));
    expect(
      await screen.findByRole('heading', { name: 'Tack för dina svar!' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(service.callsTo('/reference/send/surveyanswers')[0]?.body).toEqual({
      key: KEY,
      surveyAnswers: [
        { optionIndex: 0 },
        { optionIndex: -1, sliderValue: 8, freeText: 'Lyhörd' },
        { optionIndex: -1 },
      ],
    });
    expect(service.callsTo('/reference/sign')[0]?.body).toEqual({ key: KEY });
  });

  it('declines with a reason, which is required', async () => {
    const service = fakeReferenceService({
      '/order/populate': [ok(refereeView), ok({ ...refereeView, referenceState: 'DECLINED' })],
      '/reference/decline': [ok({ id: 'r1', state: 'DECLINED' })],
    });
    renderRoute(`/cre/referee/${KEY}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Avböj att lämna referens' }));
    await userEvent.click(screen.getByRole('button', { name: 'Avböj' }));
    expect(await screen.findByText('Anledning saknas')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Anledning/), 'Känner inte kandidaten väl');
    await userEvent.click(screen.getByRole('button', { name: 'Avböj' }));
    expect(await screen.findByRole('heading', { name: 'Du har avböjt' })).toBeInTheDocument();
    expect(service.callsTo('/reference/decline')[0]?.body).toEqual({
      key: KEY,
      declineReason: 'Känner inte kandidaten väl',
    });
  });
});
