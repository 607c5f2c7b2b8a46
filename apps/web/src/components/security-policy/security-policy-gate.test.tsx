import { SECURITY_POLICY_POINT_KEYS, SECURITY_POLICY_POINTS, SECURITY_POLICY_VERSION } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeSession, fakeUser, renderWithProviders } from '../../test/render';
import { PolicyModal } from '../modals';
import { SecurityPolicyGate } from './security-policy-gate';

const status = (approved: boolean) => ({
  status: 'OK',
  message: 'OK',
  result: [
    { version: SECURITY_POLICY_VERSION, approved, approvedAt: approved ? '2026-03-05T08:00:00.000Z' : null },
  ],
});

/** The policy endpoints stubbed at fetch; `approveAnswer` decides POST /staff/policy/approve. */
const stubPolicy = (approved: boolean, approveAnswer?: () => Response) => {
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/staff/policy') return Response.json(status(approved));
      if (path === '/api/staff/policy/approve') {
        posts.push(JSON.parse(String(init?.body)));
        return approveAnswer ? approveAnswer() : Response.json(status(true));
      }
      throw new Error(`unexpected call ${path}`);
    }),
  );
  return posts;
};

const renderGate = () =>
  renderWithProviders(
    <SecurityPolicyGate>
      <p>Personuppgifter</p>
    </SecurityPolicyGate>,
    { session: fakeSession(fakeUser(['Analyst'])) },
  );

describe('SecurityPolicyGate', () => {
  it('shows its children at once when the policy is approved', async () => {
    stubPolicy(true);
    renderGate();
    expect(await screen.findByText('Personuppgifter')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the ten points and blocks the children until the user approves', async () => {
    const user = userEvent.setup();
    const posts = stubPolicy(false);
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Säkerhetspolicy' });
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(10);
    expect(within(dialog).getByText(SECURITY_POLICY_POINTS.noPhotos.sv)).toBeInTheDocument();
    expect(screen.queryByText('Personuppgifter')).not.toBeInTheDocument();
    const approve = within(dialog).getByRole('button', { name: 'Godkänn' });
    expect(approve).toBeDisabled();
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Jag har läst och godkänner säkerhetspolicyn' }),
    );
    await user.click(approve);
    expect(await screen.findByText('Personuppgifter')).toBeInTheDocument();
    expect(posts).toEqual([{ version: SECURITY_POLICY_VERSION }]);
  });

  it('can be closed without approving and opened again; the children stay hidden', async () => {
    const user = userEvent.setup();
    stubPolicy(false);
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Säkerhetspolicy' });
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      screen.getByText('Du måste godkänna säkerhetspolicyn innan du öppnar personuppgifter.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Personuppgifter')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa säkerhetspolicyn' }));
    expect(await screen.findByRole('dialog', { name: 'Säkerhetspolicy' })).toBeInTheDocument();
  });

  it('shows a failed approval instead of pretending', async () => {
    const user = userEvent.setup();
    stubPolicy(false, () =>
      Response.json(
        { status: 'CONFLICT', message: 'Säkerhetspolicyn har ändrats', result: [] },
        { status: 409 },
      ),
    );
    renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Säkerhetspolicy' });
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'Jag har läst och godkänner säkerhetspolicyn' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Godkänn' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Godkännandet av säkerhetspolicyn kunde inte sparas',
    );
    expect(screen.queryByText('Personuppgifter')).not.toBeInTheDocument();
  });

  it('shows the very texts the domain versions (SECURITY_POLICY_VERSION), in their order', () => {
    renderWithProviders(<PolicyModal opened onApprove={() => {}} />);
    const points = within(screen.getByRole('dialog')).getAllByRole('listitem');
    expect(points.map((point) => point.textContent)).toEqual(
      SECURITY_POLICY_POINT_KEYS.map((key) => SECURITY_POLICY_POINTS[key].sv),
    );
  });
});
