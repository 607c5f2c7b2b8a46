import {
  CLEARANCE_SURVEY_MESSAGES,
  type ClearanceSigningResult,
  type ClearanceSurveyView,
  clearanceSurveyQuestions,
} from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubMainApi } from '../../../test/main-api-stub';
import { renderRoute } from '../../../test/render';
import { CLEARANCE_SURVEY_TEST_IDS } from './components/clearance-survey-page';

const SURVEY_KEY = 'surveyKey-7b2e9c4d1a6f3e8b5c0d';
const PAGE = `/scs/${SURVEY_KEY}`;

const questions = clearanceSurveyQuestions(['SCS_CITIZENSHIP', 'SCS_DEBTS']).map(
  ({ id, type, question, options }) => ({ id, type, question, options: [...options] }),
);

const view = (changes: Partial<ClearanceSurveyView> = {}): ClearanceSurveyView => ({
  personName: 'Siri Säkerhet',
  customerName: 'Trygg Region AB',
  deadline: '2026-06-15T15:00:00.000Z',
  questions,
  answers: [],
  signingRequired: true,
  ...changes,
});

const started = {
  orderRef: 'order-1',
  autoStartUrl: 'https://app.bankid.com/?autostarttoken=token-1&redirect=null',
  qrCode: 'bankid.start-token.0.aa11',
};

const pending: ClearanceSigningResult = {
  status: 'pending',
  hintCode: 'outstandingTransaction',
  message: { sv: 'Starta BankID-appen.', en: 'Start your BankID app.' },
  qrCode: 'bankid.start-token.1.bb22',
  done: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** Answers the two questions: a citizenship in the text box, "Nej" to the debts. */
const answerAll = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(await screen.findByLabelText(/Vilket eller vilka medborgarskap har du/), 'Svenskt');
  const debts = within(screen.getByTestId(CLEARANCE_SURVEY_TEST_IDS.question('SCS_DEBTS')));
  await user.click(debts.getByRole('radio', { name: 'Nej' }));
};

describe('the security-clearance survey page', () => {
  it('shows whose survey it is, who asks, the last day and the questions', async () => {
    stubMainApi({ 'POST /clearance-survey/populate': () => ok([view()]) });
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'Säkerhetsprövning' })).toBeInTheDocument();
    expect(screen.getByText('Enkäten gäller: Siri Säkerhet')).toBeInTheDocument();
    expect(screen.getByText(/Trygg Region AB har beställt en säkerhetsprövning av dig/)).toBeInTheDocument();
    expect(screen.getByText('Svara senast 2026-06-15 17:00 (svensk tid).')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Har du skulder hos Kronofogden/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka och skriv under med BankID' })).toBeInTheDocument();
  });

  it('reads in English', async () => {
    stubMainApi({ 'POST /clearance-survey/populate': () => ok([view()]) });
    renderRoute(PAGE, { language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Security vetting' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Which citizenship or citizenships do you hold/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Yes' })).toBeInTheDocument();
  });

  it("marks each unanswered question 'Svar saknas' and sends nothing", async () => {
    const api = stubMainApi({ 'POST /clearance-survey/populate': () => ok([view()]) });
    const user = userEvent.setup();
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Skicka och skriv under med BankID' }));
    expect(await screen.findAllByText('Svar saknas')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent('Svar saknas på en eller flera frågor.');
    expect(api.callsTo('POST', '/clearance-survey/answers')).toHaveLength(0);
  });

  it('saves the answers, signs them with BankID and thanks the person', async () => {
    let polls = 0;
    const api = stubMainApi({
      'POST /clearance-survey/populate': () => ok([view()]),
      'POST /clearance-survey/answers': () => ok([view()]),
      'POST /clearance-survey/bankid/sign': () => ok([started]),
      'POST /clearance-survey/bankid/collect': () => {
        polls += 1;
        return ok([
          polls < 2
            ? pending
            : {
                ...pending,
                status: 'complete',
                hintCode: null,
                message: null,
                qrCode: null,
                done: { completedAt: '2026-06-10T08:00:00.000Z', signed: true },
              },
        ]);
      },
    });
    const user = userEvent.setup();
    renderRoute(PAGE);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Skicka och skriv under med BankID' }));

    expect(
      await screen.findByRole('heading', { name: 'Skriv under dina svar med BankID' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toHaveAttribute(
      'href',
      expect.stringContaining('autostarttoken=token-1'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Tack! Dina svar är inskickade.' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId(CLEARANCE_SURVEY_TEST_IDS.done)).toHaveTextContent(/skrivit under/);
    expect(api.callsTo('POST', '/clearance-survey/answers')[0]?.body).toEqual({
      surveyKey: SURVEY_KEY,
      answers: [{ optionIndex: -1, freeText: 'Svenskt' }, { optionIndex: 1 }],
    });
    expect(api.callsTo('POST', '/clearance-survey/bankid/sign')[0]?.body).toEqual({
      surveyKey: SURVEY_KEY,
      restart: false,
    });
  });

  it('hands the answers in without BankID when the order needs no signature', async () => {
    const api = stubMainApi({
      'POST /clearance-survey/populate': () => ok([view({ signingRequired: false })]),
      'POST /clearance-survey/answers': () => ok([view({ signingRequired: false })]),
      'POST /clearance-survey/submit': () => ok([{ completedAt: '2026-06-10T08:00:00.000Z', signed: false }]),
    });
    const user = userEvent.setup();
    renderRoute(PAGE);
    await answerAll(user);
    await user.click(screen.getByRole('button', { name: 'Skicka svar' }));
    expect(
      await screen.findByRole('heading', { name: 'Tack! Dina svar är inskickade.' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/clearance-survey/submit')).toHaveLength(1);
  });

  it("a closed or unknown link says so, in the reader's language", async () => {
    stubMainApi({
      'POST /clearance-survey/populate': () => failure(404, 'NOT_FOUND', CLEARANCE_SURVEY_MESSAGES.notFound),
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Länken är ogiltig eller har gått ut' }),
    ).toBeInTheDocument();
  });

  it('a malformed key asks nothing of the server', async () => {
    const api = stubMainApi({});
    renderRoute('/scs/short');
    expect(await screen.findByTestId(CLEARANCE_SURVEY_TEST_IDS.invalidLink)).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});
