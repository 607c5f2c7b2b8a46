import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import {
  approvedPolicy,
  jobDetails,
  ok,
  reportView,
  staffSession,
  stubMainApi,
} from '../test/coordinator-api';
import '../coordinator-portal';

const JOB_ID = 'a1b2c3d4-0000-4000-8000-000000000002';
const openJob = () => renderRoute(`/coordinator/jobs/${JOB_ID}`, { session: staffSession('Coordinator') });
const timedOut = () =>
  jobDetails({
    id: JOB_ID,
    currState: 'PENDING_APPROVAL',
    prevState: 'ANALYSING',
    availableActions: ['approve', 'resendReportApproval', 'closeUnapproved', 'reverse'],
  });

/** What the opened job's page asks for, and the queues it refreshes after a decision. */
const timedOutJobPage = {
  'GET /staff/policy': approvedPolicy,
  'POST /job/populate': () => ok([timedOut()]),
  'GET /staff/analysts': () => ok([]),
  'GET /jobs': () => ok([{ jobs: [], nextToken: null }]),
  'GET /jobs/counts': () => ok([{}]),
};

describe("the coordinator's decision on a report approval that timed out", () => {
  it('sends a new approval request after confirming', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      ...timedOutJobPage,
      'POST /report/approval/resend': () =>
        ok([reportView({ jobId: JOB_ID, state: 'FINAL', jobState: 'PENDING_APPROVAL' })]),
    });
    openJob();
    await user.click(await screen.findByRole('button', { name: 'Skicka ny begäran om godkännande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skicka ny begäran om godkännande' });
    expect(dialog).toHaveTextContent('Den tidigare länken slutar fungera');
    await user.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    expect(await screen.findByText('En ny begäran om godkännande är skickad.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/report/approval/resend')[0]?.body).toEqual({ jobId: JOB_ID });
  });

  it('closes the job without a report after confirming', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      ...timedOutJobPage,
      'POST /job/close-unapproved': () =>
        ok([
          jobDetails({
            id: JOB_ID,
            currState: 'TIMED_OUT',
            prevState: 'PENDING_APPROVAL',
            availableActions: [],
          }),
        ]),
    });
    openJob();
    await user.click(await screen.findByRole('button', { name: 'Avsluta utan rapport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avsluta jobbet utan rapport' });
    await user.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    expect(
      await screen.findByText('Godkännande timeout', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', '/job/close-unapproved')[0]?.body).toEqual({ id: JOB_ID });
  });
});
