import { IDEMPOTENCY_KEY_HEADER } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { enter, fillPerson } from '../../../test/person-fields';
import { renderRoute } from '../../../test/render';
import {
  ALL_LFD_GROUPS,
  failure,
  lfdInit,
  lfdOrder,
  lfdSession,
  ok,
  stubMainApi,
  VALID_SSN,
} from '../test/lfd-fixtures';
import '../lfd-portal';

const form = () => screen.findByRole('form', { name: 'Beställ LFD-kontroll' });

describe('LFD prescreen order form', () => {
  it("shows the customer's LFD checkpoints read-only and sends a PRESCREEN of one person", async () => {
    const user = userEvent.setup();
    const created = lfdOrder();
    const api = stubMainApi({
      'POST /order/init': () => ok([lfdInit()]),
      'POST /order': () => ok([created]),
      'POST /order/populate': () => ok([created]),
    });
    renderRoute('/lfd/new', { session: lfdSession('LfdOrderer') });
    await form();
    expect(api.callsTo('POST', '/order/init')[0]?.body).toEqual({ service: 'PRESCREEN' });
    const checkpoints = screen.getByRole('list', { name: 'Kontrollpunkter' });
    expect(within(checkpoints).getByText('Arbetsgivare')).toBeInTheDocument();
    expect(screen.getByText('Belastningsregister ingår.')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await fillPerson(user);
    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    await waitFor(() => expect(api.callsTo('POST', '/order')).toHaveLength(1));
    const [sent] = api.callsTo('POST', '/order');
    expect(sent?.body).toEqual({
      service: 'PRESCREEN',
      jobs: [{ name: 'Anna Andersson', SSN: VALID_SSN, email: 'anna@example.se', phone: '+46701234567' }],
      customerRecipients: [],
      send: true,
    });
    expect(sent?.headers.get(IDEMPOTENCY_KEY_HEADER)).toBeTruthy();
    expect(await screen.findByText('LFD-kontrollen är beställd')).toBeInTheDocument();
  });

  it("refuses an invalid personal number before sending, and shows the server's refusal at its field", async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'POST /order/init': () => ok([lfdInit()]),
      'POST /order': () =>
        failure(400, 'ERROR', 'Mottagaren kunde inte hittas', {
          issues: [{ path: 'customerRecipients.0', message: 'Mottagaren kunde inte hittas' }],
        }),
    });
    renderRoute('/lfd/new', { session: lfdSession('LfdOrderer') });
    await form();
    await fillPerson(user, '19900101-1234');
    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    expect(screen.getByText('Personnummer ogiltigt')).toBeInTheDocument();
    expect(api.callsTo('POST', '/order')).toHaveLength(0);

    await user.clear(screen.getByLabelText(/^Personnummer/));
    await enter(user, screen.getByLabelText(/^Personnummer/), VALID_SSN);
    await user.click(screen.getByRole('button', { name: 'Skicka beställning' }));
    await waitFor(() => expect(api.callsTo('POST', '/order')).toHaveLength(1));
    // At the recipients field, as well as in the alert.
    await waitFor(() =>
      expect(screen.getAllByText('Mottagaren kunde inte hittas').length).toBeGreaterThan(1),
    );
  });

  it('sends a user without LfdOrderer back to the lists', async () => {
    stubMainApi({ 'GET /order/lfd': () => ok([], { paging: { page: 0, size: 10, total: 0 } }) });
    const { router } = renderRoute('/lfd/new', { session: lfdSession('LfdRecipient') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/lfd'));
  });
});

describe('LFD order page', () => {
  it('shows the state, the consent and the report download, and archives a finished check', async () => {
    const user = userEvent.setup();
    const approved = lfdOrder({
      jobs: lfdOrder().jobs.map((job) => ({ ...job, currState: 'APPROVED' as const, hasReport: true })),
    });
    const api = stubMainApi({
      'POST /order/populate': () => ok([approved]),
      'POST /order/lfd/delete': () => ok([{ id: approved.id, outcome: 'archived' }]),
    });
    renderRoute(`/lfd/orders/${approved.id}`, { session: lfdSession(...ALL_LFD_GROUPS) });
    expect(await screen.findByRole('heading', { name: 'Anna Andersson' })).toBeInTheDocument();
    expect(screen.getAllByText('Rapport färdigställd').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Godkänd').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Ladda ner rapport' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Arkivera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arkivera kontrollen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Arkivera' }));
    await waitFor(() =>
      expect(api.callsTo('POST', '/order/lfd/delete')[0]?.body).toEqual({ id: approved.id }),
    );
    expect(await screen.findByText('Kontrollen är arkiverad')).toBeInTheDocument();
  });

  it('offers neither download nor archive without LfdDownloadReport and LfdDelete', async () => {
    stubMainApi({ 'POST /order/populate': () => ok([lfdOrder()]) });
    renderRoute(`/lfd/orders/${lfdOrder().id}`, { session: lfdSession('LfdOrderer') });
    expect(await screen.findByRole('heading', { name: 'Anna Andersson' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ladda ner rapport' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Arkivera|Radera/ })).not.toBeInTheDocument();
  });
});
