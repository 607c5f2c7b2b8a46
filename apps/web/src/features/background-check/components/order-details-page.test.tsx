import { IDEMPOTENCY_KEY_HEADER, shortId } from '@granska/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clickInDialog, expectAlert } from '../../../test/expect-texts';
import { jobStartConsent } from '../../../test/job-fixtures';
import { renderRoute } from '../../../test/render';
import {
  draftView,
  failure,
  initView,
  jobView,
  ME,
  ok,
  ordererGroups,
  orderView,
  paged,
  portalSession,
  stubMainApi,
  VALID_SSN,
} from '../test/background-check-api';
import '../background-check-portal';

const sent = orderView({
  customerRecipients: [ME, 'user-2'],
  jobs: [
    jobView({
      deadlineStatus: 'close',
      consents: [
        jobStartConsent,
        {
          id: 'consent-2',
          consentType: 'WithdrawnConsent',
          state: 'CsntAccepted',
          createTime: '2026-03-04T12:00:00.000Z',
          time: '2026-03-04T12:00:00.000Z',
        },
      ],
    }),
  ],
});
const path = (id: string) => `/background-check/orders/${id}`;

/** Adds a recipient through Ändra mottagare, saves, and sees it done; answers the dialog. */
const addRecipient = async (user: UserEvent, email: string) => {
  await user.click(await screen.findByRole('button', { name: 'Ändra mottagare' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Ändra mottagare' }));
  await user.click(await dialog.findByRole('combobox', { name: 'Mottagare' }));
  await user.click(await screen.findByRole('option', { name: email }));
  await user.click(dialog.getByRole('button', { name: 'Spara' }));
  expect(await screen.findByRole('dialog', { name: 'Mottagarna är ändrade' })).toBeInTheDocument();
  return dialog;
};

/** The schedule of an order whose one job starts at 10:00 Stockholm time on 2 May 2030. */
const orderSchedule = (orderId: string) => ({
  orderId,
  activationTime: '2030-05-02T08:00:00.000Z',
  schedules: [
    {
      scheduleId: 'schedule-1',
      jobId: 'job-9',
      scheduleType: 'SCHEDULE_CREATED',
      activationTime: '2030-05-02T08:00:00.000Z',
      state: 'PENDING',
    },
  ],
});

describe('background-check order page', () => {
  it('shows the person, the state, the consents and the state log in Stockholm time', async () => {
    const api = stubMainApi({ 'POST /order/populate': () => ok([sent]) });
    renderRoute(path(sent.id), { session: portalSession(...ordererGroups) });
    const job = within(await screen.findByRole('region', { name: 'Anna Andersson' }));
    expect(job.getByText(VALID_SSN)).toBeInTheDocument();
    expect(job.getByText('anna@example.se')).toBeInTheDocument();
    expect(job.getAllByText('Granskar').length).toBeGreaterThan(0);
    expect(job.getByText('2026-03-05 10:30')).toBeInTheDocument();
    expect(job.getByText('Närmar sig')).toBeInTheDocument();

    const consents = within(job.getByRole('table', { name: 'Samtycken' }));
    const rows = consents.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Samtycke till granskningGodkänd2026-03-02 09:002026-03-03 10:30',
      'Återkallat samtyckeGodkänd2026-03-04 13:002026-03-04 13:00',
    ]);

    const log = within(job.getByRole('table', { name: 'Statushistorik' }));
    expect(
      log
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      '2026-03-02 09:00Sparad',
      '2026-03-02 09:00Inväntar godkännande (granskning)',
      '2026-03-03 10:30Granskar',
    ]);

    // Recipients by e-mail (the order carries them), the orderer itself among them.
    const recipients = within(screen.getByRole('region', { name: 'Mottagare' }));
    expect(await recipients.findByText('mottagare@example.se')).toBeInTheDocument();
    expect(recipients.getByText('anna.andersson@example.se')).toBeInTheDocument();
    expect(api.callsTo('POST', '/order/populate')[0]?.body).toEqual({ id: sent.id });
    // A sent order offers no draft actions.
    expect(screen.queryByRole('button', { name: 'Ta bort utkast' })).not.toBeInTheDocument();
  });

  it('says the order is done once its job is, and names the job by the short id its report carries', async () => {
    const done = orderView({
      ordered: true,
      jobs: [jobView({ id: '9c9f97be-1111-4000-8000-000000000009', currState: 'APPROVED' })],
    });
    stubMainApi({ 'POST /order/populate': () => ok([done]) });
    renderRoute(path(done.id), { session: portalSession(...ordererGroups) });
    expect(await screen.findByRole('heading', { name: 'Beställning A1B2C3D4' })).toBeInTheDocument();
    expect(await screen.findByText('Klar')).toBeInTheDocument();
    expect(screen.queryByText('Skickad')).not.toBeInTheDocument();
    const job = within(screen.getByRole('region', { name: 'Anna Andersson' }));
    expect(job.getByText('Ärende')).toBeInTheDocument();
    expect(job.getByText('9C9F97BE')).toBeInTheDocument();
  });

  it('shows the SPI interview ordered with the check and the customer’s date', async () => {
    const withInterview = orderView({
      ordered: true,
      jobs: [
        jobView({
          currState: 'ANALYSING',
          interview: { spiType: 'PHYSICAL', sriPerformsInterview: true, spiDate: '2099-03-12' },
        }),
      ],
    });
    stubMainApi({ 'POST /order/populate': () => ok([withInterview]) });
    renderRoute(path(withInterview.id), { session: portalSession(...ordererGroups) });
    const job = within(await screen.findByRole('region', { name: 'Anna Andersson' }));
    expect(job.getByText('Säkerhetsprövningsintervju (SPI)')).toBeInTheDocument();
    expect(job.getByText('Fysisk (2099-03-12)')).toBeInTheDocument();
  });

  it('removes a draft only after the danger dialog is confirmed', async () => {
    const user = userEvent.setup();
    const draft = draftView();
    const api = stubMainApi({
      'POST /order/populate': () => ok([draft]),
      'POST /order/init': () => ok([initView()]),
      'POST /order/abort': () => ok([{ id: draft.id }]),
      'GET /orders': () => paged([]),
    });
    const { router } = renderRoute(path(draft.id), { session: portalSession(...ordererGroups) });
    await user.click(await screen.findByRole('button', { name: 'Ta bort utkast' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Ta bort utkastet?' }));
    await user.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/order/abort')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Ta bort utkast' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Ta bort utkastet?' }));
    await user.click(dialog.getByRole('button', { name: 'Radera' }));
    expect(await screen.findByRole('dialog', { name: 'Utkastet är borttaget' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/order/abort').map((call) => call.body)).toEqual([{ id: draft.id }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/background-check'));
  });

  it('shows why a draft could not be removed', async () => {
    const user = userEvent.setup();
    const draft = draftView();
    stubMainApi({
      'POST /order/populate': () => ok([draft]),
      'POST /order/init': () => ok([initView()]),
      'POST /order/abort': () => failure(409, 'CONFLICT', 'Beställningen är skickad och kan inte avbrytas'),
    });
    renderRoute(path(draft.id), { session: portalSession(...ordererGroups) });
    await user.click(await screen.findByRole('button', { name: 'Ta bort utkast' }));
    await clickInDialog(user, 'Ta bort utkastet?', 'Radera');
    await expectAlert('Beställning kunde inte avbrytas', 'Beställningen är skickad och kan inte avbrytas');
  });

  it('sends a draft after confirmation, with an Idempotency-Key', async () => {
    const user = userEvent.setup();
    const draft = draftView({ costCenter: 'CC-7' });
    const api = stubMainApi({
      'POST /order/populate': () => ok([draft]),
      'POST /order/init': () => ok([initView()]),
      'POST /order': () => ok([{ ...sent, id: draft.id }]),
    });
    renderRoute(path(draft.id), { session: portalSession(...ordererGroups) });
    await user.click(await screen.findByRole('button', { name: 'Skicka' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Skicka beställningen?' }));
    await user.click(dialog.getByRole('button', { name: 'Skicka' }));
    expect(await screen.findByRole('dialog', { name: 'Beställningen är skickad' })).toBeInTheDocument();
    const [call] = api.callsTo('POST', '/order');
    expect(call?.headers.get(IDEMPOTENCY_KEY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(call?.body).toMatchObject({
      id: draft.id,
      service: 'COWORKER',
      jobs: [{ name: 'Anna Andersson', SSN: VALID_SSN, email: 'anna@example.se', phone: '+46701234567' }],
      costCenter: 'CC-7',
      send: true,
    });
    // Now sent: no draft actions any more.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Ta bort utkast' })).not.toBeInTheDocument(),
    );
  });

  it('schedules a draft for a Stockholm day and time through the schedule dialog', async () => {
    const user = userEvent.setup();
    const draft = draftView();
    const schedulePath = `/orders/${draft.id}/scheduled-order`;
    const schedule = orderSchedule(draft.id);
    const api = stubMainApi({
      'POST /order/populate': () => ok([draft]),
      'POST /order/init': () => ok([initView()]),
      [`POST ${schedulePath}`]: () => ok([schedule]),
      'GET /orders': () => paged([]),
    });
    renderRoute(path(draft.id), { session: portalSession(...ordererGroups) });
    await user.click(await screen.findByRole('button', { name: 'Schemalägg' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schemalägg beställningen' }));
    expect(dialog.getByText(/får personen länken för att lämna samtycke, inte tidigare/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/^Datum/), '2030-05-02');
    fireEvent.change(dialog.getByLabelText(/^Tid/), { target: { value: '10:00' } });
    await user.click(dialog.getByRole('button', { name: 'Schemalägg' }));
    expect(await screen.findByRole('dialog', { name: 'Beställningen är schemalagd' })).toBeInTheDocument();
    // 10:00 in Stockholm in May is 08:00 UTC (summer time).
    expect(api.callsTo('POST', schedulePath).map((call) => call.body)).toEqual([
      { activationTime: '2030-05-02T08:00:00.000Z' },
    ]);
  });

  it("shows a scheduled order's start and deletes the schedule after 'Radera schemaläggning'", async () => {
    const user = userEvent.setup();
    const base = draftView();
    const scheduled = draftView({
      jobs: base.jobs.map((job) => ({ ...job, currState: 'SCHEDULED_ORDER', prevState: 'CREATED' })),
    });
    const schedulePath = `/orders/${scheduled.id}/scheduled-order`;
    const schedule = orderSchedule(scheduled.id);
    const api = stubMainApi({
      'POST /order/populate': () => ok([scheduled]),
      'POST /order/init': () => ok([initView()]),
      [`GET ${schedulePath}`]: () => ok([schedule]),
      [`DELETE ${schedulePath}`]: () =>
        ok([{ ...schedule, schedules: [{ ...schedule.schedules[0], state: 'CANCELLED' }] }]),
      'GET /orders': () => paged([]),
    });
    renderRoute(path(scheduled.id), { session: portalSession(...ordererGroups) });
    expect(await screen.findByText('Skickas 2030-05-02 10:00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skicka' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Schemalagd').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Radera schemaläggning' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Radera schemaläggning' }));
    await user.click(dialog.getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE', schedulePath)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Radera schemaläggning' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Radera schemaläggning' }));
    await user.click(dialog.getByRole('button', { name: 'Radera schemaläggning' }));
    expect(await screen.findByRole('dialog', { name: 'Schemaläggningen är raderad' })).toBeInTheDocument();
    expect(api.callsTo('DELETE', schedulePath)).toHaveLength(1);
  });

  it("tells the spec's message when the schedule could not be saved", async () => {
    const user = userEvent.setup();
    const draft = draftView();
    stubMainApi({
      'POST /order/populate': () => ok([draft]),
      'POST /order/init': () => ok([initView()]),
      [`POST /orders/${draft.id}/scheduled-order`]: () =>
        failure(400, 'BAD_REQUEST', 'Schemaläggning kunde inte sparas'),
    });
    renderRoute(path(draft.id), { session: portalSession(...ordererGroups) });
    await user.click(await screen.findByRole('button', { name: 'Schemalägg' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Schemalägg beställningen' }));
    await user.type(dialog.getByLabelText(/^Datum/), '2030-05-02');
    fireEvent.change(dialog.getByLabelText(/^Tid/), { target: { value: '10:00' } });
    await user.click(dialog.getByRole('button', { name: 'Schemalägg' }));
    expect((await screen.findAllByText('Schemaläggning kunde inte sparas')).length).toBeGreaterThan(0);
  });

  it('opens the draft in the form from Redigera', async () => {
    const user = userEvent.setup();
    const draft = draftView();
    stubMainApi({ 'POST /order/populate': () => ok([draft]), 'POST /order/init': () => ok([initView()]) });
    const { router } = renderRoute(path(draft.id), { session: portalSession(...ordererGroups) });
    await user.click(await screen.findByRole('button', { name: 'Redigera' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${path(draft.id)}/edit`));
  });

  it('offers no draft actions to a recipient', async () => {
    stubMainApi({ 'POST /order/populate': () => ok([draftView()]) });
    renderRoute(path(draftView().id), { session: portalSession('BKRecipient') });
    await screen.findByRole('region', { name: 'Anna Andersson' });
    expect(screen.queryByRole('button', { name: 'Redigera' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ta bort utkast' })).not.toBeInTheDocument();
  });

  it('hides Ändra mottagare without BKChangeRecipient', async () => {
    stubMainApi({ 'POST /order/populate': () => ok([sent]) });
    renderRoute(path(sent.id), { session: portalSession(...ordererGroups) });
    await screen.findByRole('region', { name: 'Mottagare' });
    expect(screen.queryByRole('button', { name: 'Ändra mottagare' })).not.toBeInTheDocument();
  });

  it('changes the recipients with BKChangeRecipient', async () => {
    const user = userEvent.setup();
    const order = orderView({ customerRecipients: ['user-2'] });
    const api = stubMainApi({
      'POST /order/populate': () => ok([order]),
      'GET /order/recipients': () => ok(initView().recipients),
      [`PATCH /orders/${order.id}`]: () => ok([orderView({ customerRecipients: ['user-2', ME] })]),
    });
    renderRoute(path(order.id), { session: portalSession(...ordererGroups, 'BKChangeRecipient') });
    await addRecipient(user, 'anna.andersson@example.se');
    expect(api.callsTo('PATCH', `/orders/${order.id}`).map((call) => call.body)).toEqual([
      { customerRecipients: ['user-2', ME] },
    ]);
  });

  it('shows the e-mails to a recipient who is not an orderer, and a removed user as such', async () => {
    const order = orderView({
      customerOrderer: 'user-orderer',
      customerRecipients: [ME, 'user-gone'],
      recipients: [
        { id: ME, email: 'mottagare@demoforetaget.example' },
        { id: 'user-gone', email: '' },
      ],
    });
    const api = stubMainApi({ 'POST /order/populate': () => ok([order]) });
    renderRoute(path(order.id), { session: portalSession('BKRecipient', 'BKChangeRecipient') });
    const recipients = within(await screen.findByRole('region', { name: 'Mottagare' }));
    expect(recipients.getByText('mottagare@demoforetaget.example')).toBeInTheDocument();
    expect(recipients.getByText(`Borttagen användare (${shortId('user-gone')})`)).toBeInTheDocument();
    expect(recipients.queryByText(/^Användare /)).not.toBeInTheDocument();
    // Nothing of the order form is asked for: that is for orderers.
    expect(api.callsTo('POST', '/order/init')).toHaveLength(0);
  });

  it('lets a recipient with BKChangeRecipient but no BKOrderer change the recipients', async () => {
    const user = userEvent.setup();
    const order = orderView({ customerOrderer: 'user-orderer', customerRecipients: [ME] });
    const api = stubMainApi({
      'POST /order/populate': () => ok([order]),
      'GET /order/recipients': () =>
        ok([
          { id: ME, email: 'anna.andersson@example.se' },
          { id: 'user-3', email: 'kollega@example.se' },
        ]),
      [`PATCH /orders/${order.id}`]: () => ok([orderView({ customerRecipients: [ME, 'user-3'] })]),
    });
    renderRoute(path(order.id), { session: portalSession('BKRecipient', 'BKChangeRecipient') });
    const dialog = await addRecipient(user, 'kollega@example.se');
    expect(dialog.queryByText('Mottagarna kunde inte hämtas')).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', `/orders/${order.id}`).map((call) => call.body)).toEqual([
      { customerRecipients: [ME, 'user-3'] },
    ]);
    expect(api.callsTo('POST', '/order/init')).toHaveLength(0);
  });

  it('tells when the recipients to choose from cannot be fetched', async () => {
    const user = userEvent.setup();
    const order = orderView({ customerRecipients: [ME] });
    stubMainApi({
      'POST /order/populate': () => ok([order]),
      'GET /order/recipients': () => failure(403, 'FORBIDDEN', 'Du saknar behörighet för detta'),
    });
    renderRoute(path(order.id), { session: portalSession('BKRecipient', 'BKChangeRecipient') });
    await user.click(await screen.findByRole('button', { name: 'Ändra mottagare' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ändra mottagare' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Mottagarna kunde inte hämtas');
    expect(dialog.getByRole('button', { name: 'Spara' })).toBeDisabled();
  });

  it('offers the report only with BKDownloadReport, enabled once the report exists', async () => {
    const user = userEvent.setup();
    let order = orderView();
    const api = stubMainApi({
      'POST /order/populate': () => ok([order]),
      'POST /jobs/job-1/report': () =>
        ok([
          { jobId: 'job-1', filename: 'rapport-JOB1.pdf', type: 'application/pdf', data: btoa('%PDF-1.7') },
        ]),
    });
    const withoutRight = renderRoute(path(order.id), { session: portalSession(...ordererGroups) });
    await screen.findByRole('region', { name: 'Anna Andersson' });
    expect(screen.queryByRole('button', { name: 'Ladda ner rapport' })).not.toBeInTheDocument();
    withoutRight.unmount();

    const notYet = renderRoute(path(order.id), {
      session: portalSession(...ordererGroups, 'BKDownloadReport'),
    });
    const notReady = await screen.findByRole('button', { name: 'Ladda ner rapport' });
    expect(notReady).toHaveAttribute('aria-disabled', 'true');
    expect(notReady).toHaveAccessibleDescription('Rapporten är inte klar');
    await user.click(notReady);
    expect(api.callsTo('POST', '/jobs/job-1/report')).toHaveLength(0);
    notYet.unmount();

    order = orderView({ jobs: [jobView({ hasReport: true, currState: 'APPROVED' })] });
    const createObjectURL = vi.fn(() => 'blob:report');
    // jsdom has no object URLs; the browser's download is the anchor's click.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute(path(order.id), { session: portalSession(...ordererGroups, 'BKDownloadReport') });
    const ready = await screen.findByRole('button', { name: 'Ladda ner rapport' });
    expect(ready).not.toHaveAttribute('aria-disabled');
    await user.click(ready);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(api.callsTo('POST', '/jobs/job-1/report')).toHaveLength(1);
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });
});
