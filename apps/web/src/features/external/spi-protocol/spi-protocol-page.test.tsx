import { CONSENT_MESSAGES, type SpiProtocolPageView, type SpiProtocolSigningResult } from '@granska/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubMainApi } from '../../../test/main-api-stub';
import { renderRoute } from '../../../test/render';
import { SPI_PROTOCOL_TEST_IDS } from './components/spi-protocol-page';

const PROTOCOL_KEY = 'protocolKey-7b2e9c4d1a6f3e8b5c0d';
const PAGE = `/spip/${PROTOCOL_KEY}`;

const view: SpiProtocolPageView = {
  personName: 'Siri Säkerhet',
  interviewTime: '2026-06-10T08:00:00.000Z',
  interviewType: 'DIGITAL',
  leaderName: 'spi-ledare@granska.test',
  text: 'Intervjun genomfördes utan anmärkningar.',
  fileName: 'intervju.pdf',
  fileSha256: 'ab'.repeat(32),
};

const started = {
  orderRef: 'order-1',
  autoStartUrl: 'https://app.bankid.com/?autostarttoken=token-1&redirect=null',
  qrCode: 'bankid.start-token.0.aa11',
};

const pending: SpiProtocolSigningResult = {
  status: 'pending',
  hintCode: 'outstandingTransaction',
  message: { sv: 'Starta BankID-appen.', en: 'Start your BankID app.' },
  qrCode: 'bankid.start-token.1.bb22',
  signed: null,
};

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('the SPI protocol page', () => {
  it('shows whose protocol it is, the interview, the text and the attachment’s checksum', async () => {
    stubMainApi({ 'POST /spi-protocol/populate': () => ok([view]) });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Protokoll från säkerhetsprövningsintervju' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Protokollet gäller: Siri Säkerhet')).toBeInTheDocument();
    expect(screen.getByText('Intervju: 2026-06-10 10:00, digital')).toBeInTheDocument();
    expect(screen.getByText('Intervjun genomfördes utan anmärkningar.')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`intervju.pdf \\(SHA-256 ${'ab'.repeat(32)}\\)`))).toBeInTheDocument();
  });

  it('signs with BankID (QR code and same-device link) and thanks the person', async () => {
    let polls = 0;
    const api = stubMainApi({
      'POST /spi-protocol/populate': () => ok([view]),
      'POST /spi-protocol/bankid/sign': () => ok([started]),
      'POST /spi-protocol/bankid/collect': () => {
        polls += 1;
        return ok([
          polls < 2
            ? pending
            : {
                status: 'complete',
                hintCode: null,
                message: null,
                qrCode: null,
                signed: { name: 'Siri Säkerhet', signedAt: '2026-06-11T08:00:00.000Z' },
              },
        ]);
      },
    });
    const user = userEvent.setup();
    renderRoute(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Skriv under med BankID' }));
    expect(
      await screen.findByRole('heading', { name: 'Skriv under protokollet med BankID' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR-kod för BankID' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Öppna BankID på den här enheten' })).toHaveAttribute(
      'href',
      expect.stringContaining('autostarttoken=token-1'),
    );
    expect(
      await screen.findByRole('heading', { name: 'Tack! Protokollet är underskrivet.' }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId(SPI_PROTOCOL_TEST_IDS.done)).toHaveTextContent(
      'Underskrivet av Siri Säkerhet 2026-06-11 10:00',
    );
    expect(api.callsTo('POST', '/spi-protocol/bankid/sign')[0]?.body).toEqual({
      protocolKey: PROTOCOL_KEY,
      restart: false,
    });
  });

  it('reads in English', async () => {
    stubMainApi({ 'POST /spi-protocol/populate': () => ok([view]) });
    renderRoute(PAGE, { language: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Protocol of the security vetting interview' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign with BankID' })).toBeInTheDocument();
  });

  it('says so for a signed, expired or unknown link', async () => {
    stubMainApi({
      'POST /spi-protocol/populate': () => failure(404, 'NOT_FOUND', CONSENT_MESSAGES.notFound),
    });
    renderRoute(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Länken är ogiltig eller har gått ut' }),
    ).toBeInTheDocument();
  });

  it('asks nothing of the server for a malformed key', async () => {
    const api = stubMainApi({});
    renderRoute('/spip/short');
    expect(await screen.findByTestId(SPI_PROTOCOL_TEST_IDS.invalidLink)).toBeInTheDocument();
    await waitFor(() => expect(api.calls).toHaveLength(0));
  });
});
