import type { OrderView } from '@granska/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTexts } from '../../../test/expect-texts';
import { orderJobView } from '../../../test/job-fixtures';
import { renderRoute } from '../../../test/render';
import { ALL_LFD_GROUPS, lfdOrder, lfdRow, lfdSession, ok, paged, stubMainApi } from '../test/lfd-fixtures';
import '../lfd-portal';

const ORDER_ID = 'f0110000-0000-4000-8000-000000000002';

/** A follow-up waiting for its activation, approved or not. */
const scheduledFollowUp = (followUpApproved: boolean, currState: 'SCHEDULED' | 'ARCHIVED' = 'SCHEDULED') =>
  lfdOrder({
    id: ORDER_ID,
    service: 'LFD_FOLLOWUP',
    ordered: false,
    jobs: [
      orderJobView({
        orderId: ORDER_ID,
        service: 'LFD_FOLLOWUP',
        currState,
        lfdDetails: {
          parentOrderId: 'e5f6a7b8-0000-4000-8000-000000000005',
          sequenceNumber: 2,
          followUp: true,
          followUpLfdCheckPoints: ['EMPLOYER'],
          followUpApproved,
          ScheduleID: 'schedule-1',
          activationTime: '2026-09-10T06:00:00.000Z',
        },
      }),
    ],
  });

const stubFollowUp = (initial: OrderView) => {
  let order = initial;
  return stubMainApi({
    'POST /order/populate': () => ok([order]),
    [`PUT /order/lfd/${ORDER_ID}/follow-up-approval`]: (call) => {
      order = scheduledFollowUp((call.body as { approved: boolean }).approved);
      return ok([order]);
    },
    [`DELETE /order/lfd/${ORDER_ID}/follow-up`]: () => {
      order = scheduledFollowUp(false, 'ARCHIVED');
      return ok([order]);
    },
  });
};

describe('a scheduled LFD follow-up', () => {
  it('is approved in the approve-deny dialog (LfdApproveFollowUp) and then says so', async () => {
    const user = userEvent.setup();
    const api = stubFollowUp(scheduledFollowUp(false));
    renderRoute(`/lfd/orders/${ORDER_ID}`, { session: lfdSession(...ALL_LFD_GROUPS) });
    expect(await screen.findByText(/Inte godkänd: arkiveras vid aktiveringen/)).toBeInTheDocument();
    expect(screen.getByText('2026-09-10 08:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Godkänn eller neka' }));
    const dialog = await screen.findByRole('dialog', { name: 'Godkänn uppföljningen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Uppföljningen är godkänd');
    expect(api.callsTo('PUT', `/order/lfd/${ORDER_ID}/follow-up-approval`).map((call) => call.body)).toEqual([
      { approved: true },
    ]);
    expect(screen.getByText('Godkänd, startar vid aktiveringen')).toBeInTheDocument();
  });

  it("is cancelled with 'Radera schemaläggning' after confirming, and shows as archived", async () => {
    const user = userEvent.setup();
    const api = stubFollowUp(scheduledFollowUp(true));
    renderRoute(`/lfd/orders/${ORDER_ID}`, { session: lfdSession(...ALL_LFD_GROUPS) });
    await user.click(await screen.findByRole('button', { name: 'Radera schemaläggning' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(api.callsTo('DELETE', `/order/lfd/${ORDER_ID}/follow-up`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Radera schemaläggning' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Radera schemaläggning' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Schemaläggningen är raderad');
    expect(api.callsTo('DELETE', `/order/lfd/${ORDER_ID}/follow-up`)).toHaveLength(1);
    expect(screen.getAllByText('Arkiverad').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Godkänn eller neka' })).not.toBeInTheDocument();
  });

  it('offers neither action to a user without LfdApproveFollowUp and LfdCancelActivation', async () => {
    stubFollowUp(scheduledFollowUp(false));
    renderRoute(`/lfd/orders/${ORDER_ID}`, { session: lfdSession('LfdScheduled') });
    expect(await screen.findByText(/Inte godkänd/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Godkänn eller neka' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Radera schemaläggning' })).not.toBeInTheDocument();
  });

  it('shows in the scheduled list whether it is approved and when it activates', async () => {
    stubMainApi({
      'GET /order/lfdscheduled': () =>
        paged([
          lfdRow({
            service: 'LFD_FOLLOWUP',
            sequenceNumber: 2,
            currState: 'SCHEDULED',
            ordered: false,
            orderDate: null,
            deadline: null,
            activationTime: '2026-09-10T06:00:00.000Z',
            followUpApproved: false,
          }),
        ]),
    });
    renderRoute('/lfd/scheduled', { session: lfdSession('LfdScheduled') });
    const table = await screen.findByRole('table', { name: 'Schemalagda uppföljningar' });
    const row = within(
      within(table).getByRole('rowheader', { name: 'Anna Andersson' }).closest('tr') as HTMLElement,
    );
    expectTexts(row, ['2', 'Schemalagd', 'Inväntar godkännande', '2026-09-10 08:00']);
  });
});
