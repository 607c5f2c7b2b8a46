import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickInDialog, expectAlert } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  approvedPolicy,
  failure,
  jobDetails,
  ok,
  reportView,
  staffSession,
  stubMainApi,
} from '../test/coordinator-api';
import '../coordinator-portal';

const JOB_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const ANALYST = { id: 'analyst-1', email: 'analytiker@granska.test' };

/** The job as the server answers it once the analyst was assigned it at `time`. */
const assignedTo = (analyst: typeof ANALYST, time: string) =>
  jobDetails({
    staffId: analyst.id,
    analystEmail: analyst.email,
    assignments: [{ fromUser: null, toUser: analyst.id, fromEmail: null, toEmail: analyst.email, time }],
  });

const openJob = (groups = ['Coordinator']) =>
  renderRoute(`/coordinator/jobs/${JOB_ID}`, { session: staffSession(...groups) });
const jobTitle = () => screen.findByRole('heading', { name: 'Jobb A1B2C3D4' });

describe('a job opened by a coordinator', () => {
  it('shows the person in full, the consents, the state log and the assignment history', async () => {
    const api = stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'POST /job/populate': () => ok([assignedTo(ANALYST, '2026-03-03T10:00:00.000Z')]),
      'GET /staff/analysts': () => ok([ANALYST]),
    });
    openJob();
    await jobTitle();
    expect(await screen.findByText('19900101-1239')).toBeInTheDocument();
    expect(screen.getByText('anna@kandidat.example')).toBeInTheDocument();
    expect(api.callsTo('POST', '/job/populate')[0]?.body).toEqual({ id: JOB_ID });

    const consents = screen.getByRole('table', { name: 'Samtycken' });
    expect(within(consents).getByText('Samtycke till granskning')).toBeInTheDocument();
    expect(within(consents).getByText('Godkänd')).toBeInTheDocument();
    const log = screen.getByRole('table', { name: 'Statushistorik' });
    expect(within(log).getByText('Inväntar godkännande (granskning)')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Tilldelningshistorik' });
    expect(within(history).getByText('Ingen')).toBeInTheDocument();
    expect(within(history).getByText(ANALYST.email)).toBeInTheDocument();
  });

  it('assigns an analyst and shows the job as the server answers it', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'POST /job/populate': () => ok([jobDetails()]),
      'GET /staff/analysts': () => ok([ANALYST]),
      'POST /jobs/user': () => ok([assignedTo(ANALYST, '2026-03-05T10:00:00.000Z')]),
      'GET /jobs': () => ok([{ jobs: [], nextToken: null }]),
      'GET /jobs/counts': () => ok([{}]),
    });
    openJob();
    await jobTitle();
    const submit = await screen.findByRole('button', { name: 'Tilldela analytiker' });
    expect(submit).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('option', { name: ANALYST.email })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Analytiker' }), ANALYST.id);
    await user.click(submit);
    expect(await screen.findByText('Analytikern är tilldelad.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/jobs/user')[0]?.body).toEqual({ jobId: JOB_ID, userId: ANALYST.id });
    expect(
      within(screen.getByRole('table', { name: 'Tilldelningshistorik' })).getByText(ANALYST.email),
    ).toBeInTheDocument();
  });

  it('saves coordinator notes and reverses the job after confirming', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'POST /job/populate': () => ok([jobDetails()]),
      'GET /staff/analysts': () => ok([ANALYST]),
      'POST /job/coordinator-notes': (call) =>
        ok([jobDetails({ coordinatorNotes: (call.body as { coordinatorNotes: string }).coordinatorNotes })]),
      'POST /job/reverse': () =>
        ok([
          jobDetails({ currState: 'PENDING_CONSENT', prevState: 'ANALYSING', availableActions: ['reverse'] }),
        ]),
      'GET /jobs': () => ok([{ jobs: [], nextToken: null }]),
      'GET /jobs/counts': () => ok([{}]),
    });
    openJob();
    await jobTitle();
    expect(screen.queryByRole('button', { name: 'Godkänn rapport' })).not.toBeInTheDocument();
    await user.type(
      await screen.findByRole('textbox', { name: /Koordinatorns anteckningar/ }),
      'Ring kunden',
    );
    await user.click(screen.getByRole('button', { name: 'Spara anteckningar' }));
    expect(await screen.findByText('Anteckningarna är sparade.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/job/coordinator-notes')[0]?.body).toEqual({
      id: JOB_ID,
      coordinatorNotes: 'Ring kunden',
    });

    await user.click(screen.getByRole('button', { name: 'Återställ till föregående status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Återställ jobbet' });
    expect(dialog).toHaveTextContent('Inväntar godkännande (granskning)');
    await user.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));
    await waitFor(() => expect(api.callsTo('POST', '/job/reverse')).toHaveLength(1));
    expect(
      await screen.findByText('Inväntar godkännande (granskning)', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
  });

  it('offers approval only when the state machine allows it, and shows a refusal', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'POST /job/populate': () =>
        ok([
          jobDetails({
            currState: 'PENDING_APPROVAL',
            prevState: 'ANALYSING',
            availableActions: ['approve', 'reverse'],
          }),
        ]),
      'GET /staff/analysts': () => ok([ANALYST]),
      'POST /job/approve': () =>
        failure(409, 'CONFLICT', 'Åtgärden är inte möjlig i jobbets nuvarande status'),
    });
    openJob();
    await jobTitle();
    await user.click(await screen.findByRole('button', { name: 'Godkänn rapport' }));
    await clickInDialog(user, 'Godkänn rapporten', 'Bekräfta');
    await expectAlert('Ärendet kunde inte godkännas', 'Åtgärden är inte möjlig i jobbets nuvarande status');
  });

  it('marks an approved report delivered after confirming, and shows the job archived', async () => {
    const user = userEvent.setup();
    let delivered = false;
    const api = stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'POST /job/populate': () =>
        ok([
          delivered
            ? jobDetails({ currState: 'ARCHIVED', prevState: 'APPROVED', availableActions: ['reverse'] })
            : jobDetails({
                currState: 'APPROVED',
                prevState: 'PENDING_APPROVAL',
                availableActions: ['markReportDelivered', 'reverse'],
              }),
        ]),
      'GET /staff/analysts': () => ok([ANALYST]),
      'POST /report/delivered': () => {
        delivered = true;
        return ok([reportView({ jobId: JOB_ID, state: 'DELIVERED', jobState: 'ARCHIVED' })]);
      },
      'GET /jobs': () => ok([{ jobs: [], nextToken: null }]),
      'GET /jobs/counts': () => ok([{}]),
    });
    openJob();
    await jobTitle();
    await user.click(await screen.findByRole('button', { name: 'Markera som levererad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Markera rapporten som levererad' });
    expect(dialog).toHaveTextContent('Jobbet arkiveras');
    expect(api.callsTo('POST', '/report/delivered')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Bekräfta' }));

    expect(await screen.findByText('Rapporten är markerad som levererad.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/report/delivered')[0]?.body).toEqual({ jobId: JOB_ID });
    expect(await screen.findByText('Arkiverad', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markera som levererad' })).not.toBeInTheDocument();
  });

  it('gives an SPI coordinator the SPI leader, not the analyst or the state buttons', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'POST /job/populate': () => ok([jobDetails({ availableActions: [] })]),
      'GET /staff/spi-leaders': () => ok([{ id: 'leader-1', email: 'spi-ledare@granska.test' }]),
      'POST /spi-coordinators/updateSpiLeader': () =>
        ok([
          jobDetails({
            spiLeaderId: 'leader-1',
            spiLeaderEmail: 'spi-ledare@granska.test',
            availableActions: [],
          }),
        ]),
      'GET /jobs': () => ok([{ jobs: [], nextToken: null }]),
      'GET /jobs/counts': () => ok([{}]),
    });
    openJob(['SPICoordinator']);
    await jobTitle();
    expect(screen.queryByRole('button', { name: 'Tilldela analytiker' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'spi-ledare@granska.test' })).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'SPI-ledare' }), 'leader-1');
    await user.click(screen.getByRole('button', { name: 'Tilldela SPI-ledare' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/spi-coordinators/updateSpiLeader')[0]?.body).toEqual({
        jobId: JOB_ID,
        userId: 'leader-1',
      }),
    );
  });

  it('shows why a job cannot be opened', async () => {
    stubMainApi({
      'GET /staff/policy': approvedPolicy,
      'POST /job/populate': () => failure(404, 'NOT_FOUND', 'Jobbet kunde inte hittas'),
    });
    openJob();
    await jobTitle();
    await expectAlert('Ärendet kunde inte hämtas', 'Jobbet kunde inte hittas');
  });
});
