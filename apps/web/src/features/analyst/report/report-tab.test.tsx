import type { ReportView } from '@granska/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAlert } from '../../../test/expect-texts';
import { renderWithProviders } from '../../../test/render';
import { analystSession, failure, ok, stubMainApi } from '../test/analyst-api';
import { ReportTab } from './report-tab';

const reportView = (overrides: Partial<ReportView> = {}): ReportView => ({
  jobId: 'job-1',
  reportId: 'report-1',
  state: 'DRAFT',
  jobState: 'ANALYSING',
  language: 'sv',
  content: { summary: 'Inga anmärkningar.', sections: { ECONOMY: 'Inga skulder.' } },
  sections: ['LAW', 'ECONOMY', 'COMPANY', 'INTERNET', 'OTHER'],
  pdfStatus: null,
  pdfGeneratedAt: null,
  finalizedAt: null,
  finalizedBy: null,
  deliveredAt: null,
  downloadedAt: null,
  modified: '2026-03-04T09:00:00.000Z',
  approval: null,
  canEdit: true,
  canFinalize: true,
  canMarkDelivered: false,
  scheduledFinalize: null,
  canScheduleFinalize: false,
  ...overrides,
});

const pdfFile = {
  jobId: 'job-1',
  filename: 'forhandsgranskning-JOB1.pdf',
  type: 'application/pdf',
  data: 'JVBERi0=',
};

beforeEach(() => {
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }),
  );
});

/** Replaces the summary's text; answers the field. */
const writeSummary = async (user: UserEvent, text: string) => {
  const summary = await screen.findByRole('textbox', { name: 'Sammanfattning' });
  await user.clear(summary);
  await user.type(summary, text);
  return summary;
};

const renderTab = () => renderWithProviders(<ReportTab jobId="job-1" />, { session: analystSession() });

describe('the Rapport tab', () => {
  it('shows the draft per section and saves the edited text', async () => {
    const api = stubMainApi({
      'POST /report/populate': () => ok([reportView()]),
      'POST /report': (call) =>
        ok([reportView({ content: (call.body as { content: ReportView['content'] }).content })]),
    });
    const user = userEvent.setup();
    renderTab();
    const summary = await screen.findByRole('textbox', { name: 'Sammanfattning' });
    expect(summary).toHaveValue('Inga anmärkningar.');
    expect(screen.getByRole('textbox', { name: 'Ekonomi' })).toHaveValue('Inga skulder.');
    for (const name of ['Rättsliga förhållanden', 'Bolagsengagemang', 'Internet och media', 'Övrigt']) {
      expect(screen.getByRole('textbox', { name })).toHaveValue('');
    }
    expect(screen.getByText('Utkast')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Bolagsengagemang' }), 'Styrelseledamot i ett AB.');
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));
    expect(await screen.findByText('Utkastet är sparat')).toBeInTheDocument();
    expect(api.callsTo('POST', '/report')[0]?.body).toEqual({
      jobId: 'job-1',
      language: 'sv',
      content: {
        summary: 'Inga anmärkningar.',
        sections: { ECONOMY: 'Inga skulder.', COMPANY: 'Styrelseledamot i ett AB.' },
      },
      // The version loaded: a save over someone else's newer one is refused by the server.
      modified: '2026-03-04T09:00:00.000Z',
    });
  });

  it('tells the writer when someone else saved meanwhile, keeps the text until they reload, then shows the newer draft', async () => {
    let populated = 0;
    const api = stubMainApi({
      'POST /report/populate': () => {
        populated += 1;
        return populated === 1
          ? ok([reportView()])
          : ok([
              reportView({
                content: { summary: 'Kollegans text.', sections: {} },
                modified: '2026-03-04T09:05:00.000Z',
              }),
            ]);
      },
      'POST /report': () =>
        failure(
          409,
          'CONFLICT',
          'Rapporten har sparats av någon annan sedan du öppnade den. Ladda om rapporten och skriv in dina ändringar igen.',
        ),
    });
    const user = userEvent.setup();
    renderTab();
    const summary = await writeSummary(user, 'Min text.');
    await user.click(screen.getByRole('button', { name: 'Spara utkast' }));

    const _alert = await expectAlert(
      'Rapport kunde inte sparas',
      'Rapporten har sparats av någon annan sedan du öppnade den.',
    );
    expect(summary).toHaveValue('Min text.');
    expect(api.callsTo('POST', '/report')[0]?.body).toMatchObject({ modified: '2026-03-04T09:00:00.000Z' });

    await user.click(screen.getByRole('button', { name: 'Ladda om rapporten' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Sammanfattning' })).toHaveValue('Kollegans text.'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('previews the text on screen as a PDF the user can open', async () => {
    const api = stubMainApi({
      'POST /report/populate': () => ok([reportView()]),
      'POST /report/preview': () => ok([pdfFile]),
    });
    const user = userEvent.setup();
    renderTab();
    await user.type(await screen.findByRole('textbox', { name: 'Övrigt' }), 'Osparad text');
    await user.click(screen.getByRole('button', { name: 'Förhandsgranska' }));
    expect(await screen.findByRole('link', { name: 'Öppna PDF:en' })).toHaveAttribute('href', 'blob:report');
    expect(api.callsTo('POST', '/report/preview')[0]?.body).toMatchObject({
      jobId: 'job-1',
      content: { sections: { OTHER: 'Osparad text' } },
    });
  });

  it('finalizes after the confirm dialog, saving unsaved text first, and then shows the report as locked', async () => {
    const finalized = reportView({
      state: 'FINAL',
      jobState: 'PENDING_APPROVAL',
      pdfStatus: 'pending',
      finalizedAt: '2026-03-05T10:00:00.000Z',
      approval: {
        state: 'CsntPendingAnswer',
        sentAt: '2026-03-05T10:00:00.000Z',
        answeredAt: null,
        expiresAt: '2026-03-12T10:00:00.000Z',
      },
      canEdit: false,
      canFinalize: false,
    });
    const api = stubMainApi({
      'POST /report/populate': () => ok([reportView()]),
      'POST /report': () => ok([reportView({ content: { summary: 'Ändrad.', sections: {} } })]),
      'POST /report/final': () => ok([finalized]),
      'POST /job/populate': () => ok([]),
    });
    const user = userEvent.setup();
    renderTab();
    await writeSummary(user, 'Ändrad.');
    await user.click(screen.getByRole('button', { name: 'Färdigställ rapport' }));
    const dialog = await screen.findByRole('dialog', { name: 'Färdigställ rapport' });
    expect(within(dialog).getByText(/godkänna den med BankID/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/report/final')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Färdigställ' }));

    expect(await screen.findByText('Rapporten är färdigställd')).toBeInTheDocument();
    expect(api.calls.map((call) => call.path).filter((path) => path.startsWith('/report'))).toEqual([
      '/report/populate',
      '/report',
      '/report/final',
    ]);
    await waitFor(() =>
      expect(screen.getByText('Rapporten kan inte ändras i ärendets nuvarande status.')).toBeVisible(),
    );
    // The state's badge and the finalized date's label.
    expect(screen.getAllByText('Färdigställd')).toHaveLength(2);
    expect(screen.getByText('Skickad')).toBeInTheDocument();
    expect(screen.getByText('PDF skapas')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara utkast' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Visa rapport-PDF' })).toBeInTheDocument();
  });

  it('schedules the finalizing for a Stockholm time through the schedule dialog', async () => {
    const scheduledFinalize = {
      scheduleId: 'schedule-1',
      jobId: 'job-1',
      scheduleType: 'SCHEDULE_FINALIZED' as const,
      activationTime: '2030-01-10T07:30:00.000Z',
      state: 'PENDING' as const,
    };
    let scheduled = false;
    const api = stubMainApi({
      'POST /report/populate': () =>
        ok([
          scheduled
            ? reportView({ jobState: 'SCHEDULED', canEdit: false, canFinalize: false, scheduledFinalize })
            : reportView({ canScheduleFinalize: true }),
        ]),
      'POST /report/job-1/scheduled-finalize': () => {
        scheduled = true;
        return ok([scheduledFinalize]);
      },
      'GET /jobs/job-1': () => ok([]),
    });
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Schemalägg färdigställande' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schemalägg färdigställande' }));
    expect(dialog.getByText(/Misslyckas det får du ett e-postmeddelande/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Datum/), '2030-01-10');
    fireEvent.change(dialog.getByLabelText(/^Tid/), { target: { value: '08:30' } });
    await user.click(dialog.getByRole('button', { name: 'Schemalägg' }));
    expect(await screen.findByText('Färdigställandet är schemalagt', { selector: 'p' })).toBeInTheDocument();
    // 08:30 in Stockholm in January is 07:30 UTC.
    expect(api.callsTo('POST', '/report/job-1/scheduled-finalize').map((call) => call.body)).toEqual([
      { activationTime: '2030-01-10T07:30:00.000Z' },
    ]);
    expect(await screen.findByText('Rapporten färdigställs 2030-01-10 08:30.')).toBeInTheDocument();
  });

  it("deletes a scheduled finalizing after 'Radera schemaläggning'", async () => {
    const scheduledFinalize = {
      scheduleId: 'schedule-1',
      jobId: 'job-1',
      scheduleType: 'SCHEDULE_FINALIZED' as const,
      activationTime: '2030-01-10T07:30:00.000Z',
      state: 'PENDING' as const,
    };
    const api = stubMainApi({
      'POST /report/populate': () =>
        ok([reportView({ jobState: 'SCHEDULED', canEdit: false, canFinalize: false, scheduledFinalize })]),
      'DELETE /report/job-1/scheduled-finalize': () => ok([{ ...scheduledFinalize, state: 'CANCELLED' }]),
      'GET /jobs/job-1': () => ok([]),
    });
    const user = userEvent.setup();
    renderTab();
    expect(await screen.findByText('Rapporten färdigställs 2030-01-10 08:30.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Färdigställ rapport' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Radera schemaläggning' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Radera schemaläggning' }));
    expect(dialog.getByText(/kan ändras igen/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Radera schemaläggning' }));
    expect(await screen.findByText('Schemaläggningen är raderad')).toBeInTheDocument();
    expect(api.callsTo('DELETE', '/report/job-1/scheduled-finalize')).toHaveLength(1);
  });

  it('leaves marking the report delivered to the coordinator portal', async () => {
    stubMainApi({
      'POST /report/populate': () =>
        ok([
          reportView({
            state: 'FINAL',
            jobState: 'APPROVED',
            pdfStatus: 'ready',
            canEdit: false,
            canFinalize: false,
            // Even for a user who also coordinates: the action lives in the coordinator portal.
            canMarkDelivered: true,
          }),
        ]),
    });
    renderTab();
    expect(await screen.findByRole('button', { name: 'Visa rapport-PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Markera som levererad' })).not.toBeInTheDocument();
  });

  it('shows the call’s message and the server’s reason when the report cannot be loaded', async () => {
    stubMainApi({
      'POST /report/populate': () => failure(403, 'FORBIDDEN', 'Jobbet är inte tilldelat dig'),
    });
    renderTab();
    // The query tries once more before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Rapporten kunde inte hämtas');
    expect(alert).toHaveTextContent('Jobbet är inte tilldelat dig');
  });

  it('shows whether the person opened the report and what they commented, per part', async () => {
    stubMainApi({
      'POST /report/populate': () =>
        ok([
          reportView({
            state: 'FINAL',
            jobState: 'PENDING_APPROVAL',
            canEdit: false,
            canFinalize: false,
            approval: {
              state: 'CsntPendingAnswer',
              sentAt: '2026-03-05T10:00:00.000Z',
              answeredAt: null,
              expiresAt: '2026-03-12T10:00:00.000Z',
              openedAt: '2026-03-06T09:00:00.000Z',
              comments: [
                { target: 'summary', text: 'Stämmer.', time: '2026-03-06T09:05:00.000Z' },
                { target: 'ECONOMY', text: 'Skulden är betald.', time: '2026-03-06T09:06:00.000Z' },
              ],
            },
          }),
        ]),
    });
    renderTab();
    expect(await screen.findByText('Rapporten öppnad 2026-03-06 10:00')).toBeInTheDocument();
    const comments = screen.getByRole('region', { name: 'Personens kommentarer' });
    expect(within(comments).getByText('Skulden är betald.')).toBeInTheDocument();
    expect(within(comments).getByText(/Ekonomi/)).toBeInTheDocument();
    expect(within(comments).getByText('Stämmer.')).toBeInTheDocument();
  });
});
