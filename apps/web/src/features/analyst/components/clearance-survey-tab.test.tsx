import { CLEARANCE_SURVEY_QUESTIONS, type StaffClearanceSurveyView } from '@granska/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { analystSession, jobDetails, ok, policyApproved, stubMainApi } from '../test/analyst-api';

const question = (id: string) => {
  const found = CLEARANCE_SURVEY_QUESTIONS.find((each) => each.id === id);
  if (!found) throw new Error(id);
  return found.question;
};

const answered: StaffClearanceSurveyView = {
  surveyId: 'survey-1',
  jobId: 'job-1',
  state: 'DONE',
  sentAt: '2026-06-01T08:00:00.000Z',
  completedAt: '2026-06-03T09:30:00.000Z',
  signedAt: '2026-06-03T09:30:00.000Z',
  signingRequired: true,
  flags: 1,
  flagLimit: 1,
  answers: [
    {
      questionId: 'SCS_CITIZENSHIP',
      type: 'FREETEXT',
      question: question('SCS_CITIZENSHIP'),
      option: null,
      freeText: 'Svenskt och norskt',
      flagged: false,
    },
    {
      questionId: 'SCS_DEBTS',
      type: 'OPTIONS',
      question: question('SCS_DEBTS'),
      option: { sv: 'Ja', en: 'Yes' },
      freeText: null,
      flagged: true,
    },
  ],
};

const stubClearance = (service: 'SECURITY_CLEARANCE' | 'COWORKER') =>
  stubMainApi({
    'GET /staff/policy': () => policyApproved(),
    'POST /job/populate': () => ok([jobDetails({ service })]),
    'GET /jobs/job-1/clearance-survey': () => ok([answered]),
  });

describe("the analyst's survey tab", () => {
  it("shows a security clearance's answers under their questions, the flagged one marked", async () => {
    const api = stubClearance('SECURITY_CLEARANCE');
    const user = userEvent.setup();
    renderRoute('/analyst/jobs/job-1', { session: analystSession() });
    await user.click(await screen.findByRole('tab', { name: 'Enkätsvar' }));
    const list = await screen.findByRole('list', { name: 'Frågor och svar' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Vilket eller vilka medborgarskap har du?Svenskt och norskt');
    expect(second).toHaveTextContent(/Kronofogden.*Ja/);
    expect(within(second as HTMLElement).getByText('Flaggat')).toBeInTheDocument();
    expect(screen.getByText('1 svar är flaggat (kundens gräns: 1).')).toBeInTheDocument();
    expect(screen.getByText('Svaren är underskrivna med BankID 2026-06-03 11:30.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/jobs/job-1/clearance-survey')).toHaveLength(1);
  });

  it('is offered only for a security clearance', async () => {
    stubClearance('COWORKER');
    renderRoute('/analyst/jobs/job-1', { session: analystSession() });
    expect(await screen.findByRole('tab', { name: 'Grunduppgifter' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Enkätsvar' })).not.toBeInTheDocument();
  });
});
