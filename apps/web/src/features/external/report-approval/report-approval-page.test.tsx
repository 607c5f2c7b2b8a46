import type { ConsentPageView, ReportReading } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { pendingConsentView } from '../test/consent-page-view';

const CONSENT_KEY = 'rep0rtKey-3f9a1b7e5d2c4a68b0e1';
const PAGE = `/external/consent/${CONSENT_KEY}`;

const pending = pendingConsentView({
  consentType: 'ReportApproval',
  service: 'COWORKER',
  jobState: 'PENDING_APPROVAL',
});

const reading: ReportReading = {
  language: 'sv',
  title: 'Rapport från bakgrundskontroll',
  cover: [{ label: 'Person', value: 'Sara Samtyckesson' }],
  changes: null,
  summaryTitle: 'Sammanfattning',
  summary: 'Inga anmärkningar av betydelse.',
  riskTitle: 'Riskbedömning',
  riskNote: '1 = mycket låg risk',
  riskGrades: [],
  sections: [
    { key: 'ECONOMY', title: 'Ekonomi', text: 'En skuld hos Kronofogden.', facts: [], parts: [] },
    { key: 'OTHER', title: 'Övrigt', text: '', facts: [], parts: [] },
  ],
  evidenceTitle: 'Analytiker och godkännande',
  evidence: [],
  comments: [],
  canComment: true,
};

const stubPopulate = (first: ConsentPageView, shown: ReportReading = reading) => {
  const bodies: unknown[] = [];
  let view = first;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace(/^\/api/, '');
      const body = JSON.parse(String(init?.body ?? '{}'));
      bodies.push({ path, body });
      if (path === '/consent/populate') return Response.json({ status: 'OK', message: 'OK', result: [view] });
      if (path === '/consent/report') {
        view = { ...view, reportOpenedAt: '2026-05-04T10:00:00.000Z' };
        return Response.json({ status: 'OK', message: 'OK', result: [shown] });
      }
      if (path === '/consent/report/comment') {
        const comments = [{ target: body.target, text: body.text, time: '2026-05-04T10:05:00.000Z' }];
        return Response.json({ status: 'OK', message: 'OK', result: [{ comments }] });
      }
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

    // Approving waits until the person has opened the report.
    expect(screen.getByRole('button', { name: 'Godkänn med BankID' })).toBeDisabled();
    expect(screen.getByText('Öppna rapporten innan du godkänner den.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Visa rapporten' }));
    const economy = await screen.findByRole('region', { name: 'Ekonomi' });
    expect(within(economy).getByText('En skuld hos Kronofogden.')).toBeInTheDocument();
    expect(screen.getByText('Inga anmärkningar av betydelse.')).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Förändringar sedan föregående rapport' }),
    ).not.toBeInTheDocument();

    // A comment on one section.
    await user.type(
      within(economy).getByRole('textbox', { name: 'Din kommentar till Ekonomi' }),
      'Skulden är betald.',
    );
    await user.click(within(economy).getByRole('button', { name: 'Spara kommentar till Ekonomi' }));
    expect(await within(economy).findByText('Kommentaren är sparad.')).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: '/consent/report/comment',
      body: { consentKey: CONSENT_KEY, target: 'ECONOMY', text: 'Skulden är betald.' },
    });

    await waitFor(() => expect(screen.getByRole('button', { name: 'Godkänn med BankID' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Godkänn med BankID' }));
    expect(await screen.findByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(calls).toContainEqual({
      path: '/bankid/auth-queued',
      body: { consentKey: CONSENT_KEY, answer: 'accept', restart: false },
    });
  });

  it("shows an LFD follow-up's changes since the previous report first, each with its values before and after", async () => {
    stubPopulate(pending, {
      ...reading,
      changes: {
        title: 'Förändringar sedan föregående rapport',
        comparedWith: 'Jämfört med föregående rapport (beställning AA11BB22), färdigställd 2025-09-01.',
        text: '',
        table: {
          headers: ['Förändring', 'Före', 'Efter'],
          rows: [
            ['Ny betalningsanmärkning', '–', 'Enskilt mål E-9, 2026-01-10, Telebolaget AB, 4 500 kr'],
            ['Civilstånd', 'Ogift', 'Gift'],
          ],
        },
        notes: ['Jämfördes inte, eftersom uppgifterna saknas i någon av rapporterna: domstolsuppgifter.'],
      },
    });
    const user = userEvent.setup();
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Visa rapporten' }));
    const changes = await screen.findByRole('region', { name: 'Förändringar sedan föregående rapport' });
    expect(within(changes).getByText(/färdigställd 2025-09-01/)).toBeInTheDocument();
    const civilState = within(changes).getByRole('row', { name: /Civilstånd/ });
    expect(
      within(civilState)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Civilstånd', 'Ogift', 'Gift']);
    expect(within(changes).getByText(/Telebolaget AB, 4 500 kr/)).toBeInTheDocument();
    expect(within(changes).getByText(/saknas i någon av rapporterna: domstolsuppgifter/)).toBeInTheDocument();
    // Before the summary.
    const summary = screen.getByRole('region', { name: 'Sammanfattning' });
    expect(changes.compareDocumentPosition(summary) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
