import type { PsRenewalRow } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTexts } from '../../../../test/expect-texts';
import { renderRoute } from '../../../../test/render';
import {
  card,
  failure,
  MANAGER_GROUPS,
  ok,
  paged,
  sakSession,
  stubMainApi,
  tag,
} from '../../test/sak-fixtures';
import '../../sak-portal';

const renewal = (overrides: Partial<PsRenewalRow> = {}): PsRenewalRow => ({
  personId: 'person-1',
  name: 'Sara Säkerhet',
  securityClass: '2',
  cleared: '2021-11-20',
  due: '2026-11-20',
  daysLeft: -8,
  ...overrides,
});

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Förnyelser' });
  return within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
};

describe('the renewals page', () => {
  it('lists the clearances falling due, soonest first, each linking to its card and to the renewal order', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /protective-security/renewals': () =>
        paged(
          [
            renewal(),
            renewal({
              personId: 'person-2',
              name: 'Olle Orvar',
              securityClass: '1',
              due: '2026-12-10',
              daysLeft: 12,
            }),
          ],
          { total: 12 },
        ),
    });
    renderRoute('/sak/renewals', { session: sakSession(...MANAGER_GROUPS, 'PSOrderer', 'SCOrderer') });
    const overdue = await rowOf('Sara Säkerhet');
    expectTexts(overdue, ['Säkerhetsklass 2', '2021-11-20', '2026-11-20', 'Försenad 8 dagar']);
    expect(overdue.getByRole('link', { name: 'Sara Säkerhet' })).toHaveAttribute(
      'href',
      '/sak/persons/person-1',
    );
    expect(overdue.getByRole('link', { name: 'Beställ förnyelse för Sara Säkerhet' })).toHaveAttribute(
      'href',
      '/sak/persons/person-1/order?service=SECURITY_CLEARANCE',
    );
    expectTexts(await rowOf('Olle Orvar'), ['Säkerhetsklass 1', '2026-12-10', 'Om 12 dagar']);
    expect(screen.getByText('12 säkerhetsprövningar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Förnyelser' })).toHaveAttribute('aria-current', 'page');
    expect(api.callsTo('GET', '/protective-security/renewals')[0]?.query).toEqual({ page: '0', size: '10' });

    await user.click(screen.getByRole('button', { name: 'Sida 2' }));
    await waitFor(() =>
      expect(api.callsTo('GET', '/protective-security/renewals').at(-1)?.query.page).toBe('1'),
    );
  });

  it('offers the renewal order only to a security-clearance orderer, and says when nothing falls due', async () => {
    stubMainApi({ 'GET /protective-security/renewals': () => paged([renewal()]) });
    const { unmount } = renderRoute('/sak/renewals', { session: sakSession('PSSecurityStaff') });
    await rowOf('Sara Säkerhet');
    expect(screen.queryByRole('link', { name: /Beställ förnyelse/ })).not.toBeInTheDocument();
    unmount();

    stubMainApi({ 'GET /protective-security/renewals': () => paged([]) });
    renderRoute('/sak/renewals', { session: sakSession('PSAssistantSecurityManager') });
    expect(
      await screen.findByText('Inga säkerhetsprövningar ska förnyas inom 60 dagar.'),
    ).toBeInTheDocument();
  });

  it('shows why a customer that does not follow up has no list', async () => {
    stubMainApi({
      'GET /protective-security/renewals': () =>
        failure(403, 'FORBIDDEN', 'Kunden har inte uppföljning av säkerhetsprövningar'),
    });
    renderRoute('/sak/renewals', { session: sakSession('PSSecurityManager') });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Förnyelserna kunde inte hämtas');
    expect(alert).toHaveTextContent('Kunden har inte uppföljning av säkerhetsprövningar');
  });

  it('is not offered to a user outside the register', async () => {
    const api = stubMainApi({});
    renderRoute('/sak/renewals', { session: sakSession('PSOrderer') });
    expect(await screen.findByText('Du har inte behörighet att se förnyelserna.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Förnyelser' })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe('the person card', () => {
  it('shows when each cleared class is due, with the renewal order once it falls due', async () => {
    stubMainApi({
      'GET /protective-security/persons/person-1': () => ok([card()]),
      'GET /tags/tag': () => ok([tag()]),
      'GET /documents/person/person-1/documents': () => ok([]),
      'GET /protective-security/persons/person-1/renewals': () =>
        ok([{ securityClass: '2', cleared: '2021-12-20', due: '2026-12-20', daysLeft: 22 }]),
    });
    renderRoute('/sak/persons/person-1', {
      session: sakSession(...MANAGER_GROUPS, 'PSOrderer', 'SCOrderer'),
    });
    const renewals = await screen.findByRole('group', { name: 'Förnyelse av säkerhetsprövningar' });
    expectTexts(within(renewals), [
      'Säkerhetsklass 2, godkänd 2021-12-20, förnyas senast',
      '2026-12-20',
      'Om 22 dagar',
    ]);
    expect(within(renewals).getByRole('link', { name: 'Beställ förnyelse' })).toHaveAttribute(
      'href',
      '/sak/persons/person-1/order?service=SECURITY_CLEARANCE',
    );
  });

  it('shows no due days when the customer does not follow up, and no order while the renewal is far off', async () => {
    stubMainApi({
      'GET /protective-security/persons/person-1': () => ok([card()]),
      'GET /tags/tag': () => ok([tag()]),
      'GET /documents/person/person-1/documents': () => ok([]),
      'GET /protective-security/persons/person-1/renewals': () =>
        ok([{ securityClass: '2', cleared: '2026-03-20', due: '2031-03-20', daysLeft: 1570 }]),
    });
    const { unmount } = renderRoute('/sak/persons/person-1', {
      session: sakSession(...MANAGER_GROUPS, 'SCOrderer'),
    });
    const renewals = await screen.findByRole('group', { name: 'Förnyelse av säkerhetsprövningar' });
    expect(within(renewals).getByText('Om 1570 dagar')).toBeInTheDocument();
    expect(within(renewals).queryByRole('link', { name: 'Beställ förnyelse' })).not.toBeInTheDocument();
    unmount();

    const api = stubMainApi({
      'GET /protective-security/persons/person-1': () => ok([card()]),
      'GET /tags/tag': () => ok([tag()]),
      'GET /documents/person/person-1/documents': () => ok([]),
      'GET /protective-security/persons/person-1/renewals': () => ok([]),
    });
    renderRoute('/sak/persons/person-1', { session: sakSession(...MANAGER_GROUPS) });
    expect(await screen.findByRole('table', { name: 'Säkerhetsklassernas historik' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('GET', '/protective-security/persons/person-1/renewals')).toHaveLength(1),
    );
    expect(screen.queryByRole('group', { name: 'Förnyelse av säkerhetsprövningar' })).not.toBeInTheDocument();
  });
});
