import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTexts } from '../../../../test/expect-texts';
import { renderRoute } from '../../../../test/render';
import {
  adminSession,
  apiKeyInfo,
  customerResult,
  failure,
  ok,
  paged,
  stubMainApi,
} from '../../test/admin-api';
import '../../admin-portal';

const customer = customerResult();
const secret = 'gsk_ab12cd34_9f8e7d6c5b4a39281706f5e4d3c2b1a0';
const webhookSecret = 'whsec_Q2hvb3NlIGEgbG9uZyByYW5kb20gc2VjcmV0IGhlcmUhIQ';
const created = {
  id: 'k-2',
  key: secret,
  webhookSecret,
  keyName: 'Rekryteringssystem',
  keyDescription: '',
  prefix: 'gsk_ab12cd34',
  customerId: customer.id,
  created: '2026-01-07T10:00:00.000Z',
};
const used = apiKeyInfo({ lastUsed: '2026-01-06T08:30:00.000Z' });
const revoked = apiKeyInfo({
  id: 'k-0',
  prefix: 'gsk_00000000',
  keyName: 'Gammal',
  revoked: '2026-01-02T12:00:00.000Z',
});

const keysTable = () => screen.findByRole('table', { name: 'API-nycklar för K1001 – Exempel AB' });
const rowOf = async (name: string) =>
  within(
    within(await keysTable())
      .getByRole('rowheader', { name: new RegExp(`^${name}`) })
      .closest('tr') as HTMLElement,
  );

describe('admin API keys', () => {
  it('asks for a customer first, then lists its keys with prefix, dates and status', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /customers': () => paged([customer], { size: 100 }),
      'GET /customer/apikeys': () => paged([used, revoked]),
    });
    const { router } = renderRoute('/admin/api-keys', { session: adminSession() });
    expect(await screen.findByText('Välj en kund för att se dess API-nycklar.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Kund' }));
    await user.click(await screen.findByRole('option', { name: 'K1001 – Exempel AB' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?customer=${customer.id}`));
    const row = await rowOf('Lönesystem');
    expectTexts(row, ['gsk_ab12cd34…', '2026-01-05 10:00', '2026-01-06 09:30', 'Aktiv']);
    const old = await rowOf('Gammal');
    expect(old.getByText('Spärrad 2026-01-02 13:00')).toBeInTheDocument();
    expect(old.getByText('Aldrig')).toBeInTheDocument();
    expect(old.queryByRole('button', { name: 'Spärra' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/customer/apikeys')[0]?.query).toEqual({
      customerId: customer.id,
      page: '0',
      size: '10',
    });
  });

  it('shows a new key and its webhook secret once, each with a copy button and a warning, and never again', async () => {
    const user = userEvent.setup();
    let keys = [used];
    const api = stubMainApi({
      'GET /customers': () => paged([customer], { size: 100 }),
      'GET /customer/apikeys': () => paged(keys),
      'POST /customer/createapikey': () => {
        keys = [apiKeyInfo({ id: 'k-2', keyName: 'Rekryteringssystem', keyDescription: '' }), used];
        return ok([created]);
      },
    });
    const { queryClient } = renderRoute(`/admin/api-keys?customer=${customer.id}`, {
      session: adminSession(),
    });
    await user.click(await screen.findByRole('button', { name: 'Skapa API-nyckel' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Skapa API-nyckel' }));
    await user.click(dialog.getByRole('button', { name: 'Skapa' }));
    expect(await dialog.findByText('Namn saknas')).toBeInTheDocument();
    expect(api.callsTo('POST', '/customer/createapikey')).toHaveLength(0);
    await user.type(dialog.getByLabelText(/^Namn/), 'Rekryteringssystem');
    await user.click(dialog.getByRole('button', { name: 'Skapa' }));

    dialog = within(await screen.findByRole('dialog', { name: 'API-nyckeln är skapad' }));
    expect(dialog.getByLabelText('API-nyckel')).toHaveValue(secret);
    expect(dialog.getByLabelText('Webhook-hemlighet')).toHaveValue(webhookSecret);
    expect(dialog.getByText(/Granska-Signature/)).toBeInTheDocument();
    expect(dialog.getByText(/visas bara den här gången/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Kopiera nyckeln' }));
    expect(await dialog.findByRole('button', { name: 'Kopierad' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(secret);
    await user.click(dialog.getByRole('button', { name: 'Kopiera webhook-hemligheten' }));
    await waitFor(() => expect(dialog.getAllByRole('button', { name: 'Kopierad' })).toHaveLength(2));
    expect(await navigator.clipboard.readText()).toBe(webhookSecret);
    expect(api.callsTo('POST', '/customer/createapikey').map((call) => call.body)).toEqual([
      { customerId: customer.id, keyName: 'Rekryteringssystem', keyDescription: '' },
    ]);

    await user.click(dialog.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await rowOf('Rekryteringssystem')).toBeTruthy();
    expect(document.body).not.toHaveTextContent(secret);
    expect(document.body).not.toHaveTextContent(webhookSecret);
    // The secret lived only in the dialog: no query or mutation in the cache still holds it.
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((query) => query.state.data),
      ),
    ).not.toMatch(/gsk_ab12cd34_|whsec_/);
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((mutation) => mutation.state.data),
        ),
      ).not.toMatch(/gsk_ab12cd34_|whsec_/),
    );
  });

  it('shows the call’s message when a key cannot be created', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'GET /customers': () => paged([customer], { size: 100 }),
      'GET /customer/apikeys': () => paged([]),
      'POST /customer/createapikey': () => failure(500, 'INTERNAL_ERROR', 'Ett internt fel uppstod'),
    });
    renderRoute(`/admin/api-keys?customer=${customer.id}`, { session: adminSession() });
    expect(await screen.findByText('Kunden har inga API-nycklar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Skapa API-nyckel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Skapa API-nyckel' }));
    await user.type(dialog.getByLabelText(/^Namn/), 'X');
    await user.click(dialog.getByRole('button', { name: 'Skapa' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Kunde inte skapa/hämta API-nyckel');
  });

  it('revokes a key only after confirming', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /customers': () => paged([customer], { size: 100 }),
      'GET /customer/apikeys': () => paged([used]),
      'POST /customer/apikey/revoke': () => ok([{ ...used, revoked: '2026-01-07T10:00:00.000Z' }]),
    });
    renderRoute(`/admin/api-keys?customer=${customer.id}`, { session: adminSession() });
    await user.click((await rowOf('Lönesystem')).getByRole('button', { name: 'Spärra' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Spärra API-nyckel' }));
    await user.click(dialog.getByRole('button', { name: 'Avbryt' }));
    expect(api.callsTo('POST', '/customer/apikey/revoke')).toHaveLength(0);
    await user.click((await rowOf('Lönesystem')).getByRole('button', { name: 'Spärra' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Spärra API-nyckel' }));
    await user.click(dialog.getByRole('button', { name: 'Spärra' }));
    expect(await screen.findByRole('dialog', { name: 'API-nyckeln är spärrad' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/customer/apikey/revoke').map((call) => call.body)).toEqual([{ id: 'k-1' }]);
  });
});
