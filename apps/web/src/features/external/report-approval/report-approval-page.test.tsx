import type { ConsentPageView } from '@granska/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';

const CONSENT_KEY = 'rep0rtKey-3f9a1b7e5d2c4a68b0e1';
const PAGE = `/external/consent/${CONSENT_KEY}`;

const pending: ConsentPageView = {
  consentType: 'ReportApproval',
  state: 'CsntPendingAnswer',
  answeredAt: null,
  expiresAt: '2026-05-11T08:00:00.000Z',
  withdrawn: false,
  possibleAnswers: ['accept', 'decline'],
  customerName: 'Byggbevakning AB',
  service: 'COWORKER',
  position: 'Platschef',
  jobState: 'PENDING_APPROVAL',
  screeningCheckpoints: [],
  verifyFormerEmployer: false,
  verifyEducation: false,
  checkCitizenship: false,
  criminalRecord: false,
  retentionMonths: 24,
};

const stubPopulate = (view: ConsentPageView) => {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '');
      bodies.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      if (path === '/consent/populate') return Response.json({ status: 'OK', message: 'OK', result: [view] });
      if (path === '/bankid/auth-queued') {
        return Response.json({
          status: 'OK',
          message: 'OK',
          result: [
            { orderRef: 'order-1', autoStartUrl: 'https://app.bankid.com/?x', qrCode: 'bankid.a.0.b' },
          ],
        });
      }
      return Response.json({
        status: 'OK',
        message: 'OK',
        result: [
          {
            status: 'pending',
            hintCode: 'outstandingTransaction',
            message: null,
            qrCode: 'q',
            consent: null,
          },
        ],
      });
    }),
  );
  return bodies;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the consent page for a report approval', () => {
  it('says that the person approves the release of the finished report, and signs it with BankID', async () => {
    const calls = stubPopulate(pending);
    const user = userEvent.setup();
    renderRoute(PAGE);
    expect(await screen.findByRole('heading', { name: 'Godkännande av rapport' })).toBeInTheDocument();
    expect(
      screen.getByText(/Innan rapporten lämnas till Byggbevakning AB ber vi dig godkänna att den lämnas ut/),
    ).toBeInTheDocument();
    expect(screen.getByText('Om du godkänner lämnas rapporten till Byggbevakning AB.')).toBeInTheDocument();
    expect(screen.getByText(/Om du inte godkänner lämnas rapporten inte ut nu/)).toBeInTheDocument();
    expect(
      screen.queryByRole('heading', { name: 'Samtycke till bakgrundskontroll' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Godkänn med BankID' }));
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: '/bankid/auth-queued',
      body: { consentKey: CONSENT_KEY, answer: 'accept', restart: false },
    });
  });

  it('shows the outcome in the report’s own words, without offering a withdrawal', async () => {
    stubPopulate({
      ...pending,
      state: 'CsntAccepted',
      answeredAt: '2026-05-04T10:30:00.000Z',
      expiresAt: null,
      possibleAnswers: [],
      jobState: 'APPROVED',
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Tack! Du har godkänt rapporten.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Godkänt 2026-05-04 12:30 (svensk tid).')).toBeInTheDocument();
    expect(screen.getByText('Rapporten lämnas nu till Byggbevakning AB.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Återkalla samtycke' })).not.toBeInTheDocument();
  });

  it('tells a person who declined that the report is not released', async () => {
    stubPopulate({
      ...pending,
      state: 'CsntDeclined',
      answeredAt: '2026-05-04T10:30:00.000Z',
      possibleAnswers: [],
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Du har inte godkänt rapporten.' }),
    ).toBeInTheDocument();
  });
});
