import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import {
  portalSession,
  refFailure,
  refOk,
  settingsView,
  stubReferenceApi,
} from '../test/reference-check-fixtures';

const admin = () => portalSession('CustomerAdmin');
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
/** The settings are fetched and the form shown. */
const ready = () => screen.findByRole('button', { name: 'Spara inställningar' });
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Spara inställningar' }));
const enter = async (user: UserEvent, label: string, text: string) => {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(text);
  await user.tab();
};

describe('reference-check settings', () => {
  it('shows the customer’s settings to its admin, as a section of the portal', async () => {
    stubReferenceApi({
      '/customer/settings/populate': () =>
        refOk([settingsView({ urlPolicy: 'https://example.se/policy', contactDetails: 'hr@example.se' })]),
    });
    renderRoute('/reference-check/settings', { session: admin() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Inställningar för referenstagning' }),
    ).toBeInTheDocument();
    await ready();
    expect(field('Minsta antal referenser')).toHaveValue('2');
    expect(field('Högsta antal referenser')).toHaveValue('4');
    expect(screen.getByRole('checkbox', { name: /^Verifiering med BankID/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Utan verifiering/ })).not.toBeChecked();
    expect(field('Länk till integritetspolicy')).toHaveValue('https://example.se/policy');
    expect(field('Kontaktuppgifter')).toHaveValue('hr@example.se');
  });

  it('checks the settings with spec §5’s messages before saving', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({ '/customer/settings/populate': () => refOk([settingsView()]) });
    renderRoute('/reference-check/settings', { session: admin() });
    await ready();

    await enter(user, 'Minsta antal referenser', '5');
    await save(user);
    const min = field('Minsta antal referenser');
    await waitFor(() =>
      expect(min).toHaveAccessibleDescription(expect.stringContaining('Min/max antal referenser ogiltigt')),
    );
    await waitFor(() => expect(min).toHaveFocus());

    await user.clear(min);
    await user.tab();
    await save(user);
    await waitFor(() =>
      expect(min).toHaveAccessibleDescription(expect.stringContaining('Min antal referenser ogiltigt')),
    );

    await enter(user, 'Minsta antal referenser', '1');
    await user.click(screen.getByRole('checkbox', { name: /^Verifiering med BankID/ }));
    await save(user);
    expect(await screen.findByText('Välj minst en verifieringsmetod')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /^Verifiering med BankID/ })).toHaveFocus(),
    );
    expect(api.callsTo('/customer/settings')).toHaveLength(0);
  });

  it('adds https:// to a policy address that lacks it, and saves', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/customer/settings/populate': () => refOk([settingsView()]),
      '/customer/settings': (call) => refOk([settingsView(call.body as object)]),
    });
    renderRoute('/reference-check/settings', { session: admin() });
    await ready();
    await enter(user, 'Länk till integritetspolicy', 'example.se/integritet');
    expect(field('Länk till integritetspolicy')).toHaveValue('https://example.se/integritet');
    await enter(user, 'Dataskyddsombudets kontaktuppgifter', 'dpo@example.se');
    await user.click(screen.getByRole('checkbox', { name: /^Utan verifiering/ }));
    await save(user);

    expect(await screen.findByRole('dialog', { name: 'Inställningarna är sparade' })).toBeInTheDocument();
    expect(api.callsTo('/customer/settings')[0]?.body).toEqual({
      defaultMinReferences: 2,
      defaultMaxReferences: 4,
      bankIdVerification: true,
      noVerification: true,
      logoUrl: '',
      urlPolicy: 'https://example.se/integritet',
      alternativePsText: '',
      contactDetails: '',
      contactDetailsDataProtectionOfficer: 'dpo@example.se',
    });
  });

  it('shows the server’s refusal at its field', async () => {
    const user = userEvent.setup();
    stubReferenceApi({
      '/customer/settings/populate': () => refOk([settingsView()]),
      '/customer/settings': () => refFailure(400, 'Max antal referenser ogiltigt'),
    });
    renderRoute('/reference-check/settings', { session: admin() });
    await ready();
    await save(user);
    await waitFor(() =>
      expect(field('Högsta antal referenser')).toHaveAccessibleDescription(
        expect.stringContaining('Max antal referenser ogiltigt'),
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Max antal referenser ogiltigt');
  });

  it('is not offered to a user who is not the customer’s admin', async () => {
    stubReferenceApi({ '/order/list': () => refOk([], { paging: { page: 0, size: 10, total: 0 } }) });
    const { router } = renderRoute('/reference-check/settings', { session: portalSession('RTOrderer') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reference-check'));
  });
});
