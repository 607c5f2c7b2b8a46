import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clickInDialog, expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  bundle,
  draftOrder,
  fraudSignal,
  ORDER_ID,
  orderView,
  portalSession,
  referenceView,
  refFailure,
  refOk,
  reportView,
  stubReferenceApi,
} from '../test/reference-check-fixtures';

const path = (id = ORDER_ID) => `/reference-check/orders/${id}`;
const section = (name: string | RegExp) => screen.findByRole('region', { name });
const expectIn = (scope: HTMLElement, texts: readonly string[]) => expectTexts(within(scope), texts);

const doneOrder = orderView({
  state: 'DONE',
  stateLog: [
    { time: '2026-03-02T08:00:00.000Z', state: 'CREATED' },
    { time: '2026-03-02T08:05:00.000Z', state: 'ORDERED' },
    { time: '2026-03-03T09:00:00.000Z', state: 'SURVEYING' },
    { time: '2026-03-05T15:00:00.000Z', state: 'DONE' },
  ],
});
const answeredRef = referenceView({ id: 'ref-1', state: 'DONE' });
const secondAnswered = referenceView({ id: 'ref-2', state: 'DONE' });
const declinedRef = referenceView({
  id: 'ref-3',
  state: 'DECLINED',
  stateLog: [
    { time: '2026-03-03T09:00:00.000Z', state: 'CREATED' },
    { time: '2026-03-03T09:01:00.000Z', state: 'PENDING' },
    { time: '2026-03-04T10:00:00.000Z', state: 'DECLINED' },
  ],
});
const doneReferences = [answeredRef, secondAnswered, declinedRef];
const clearReferences = [
  {
    ...answeredRef,
    referenceInfo: {
      name: 'Rita Referent',
      relationship: 'Chef',
      email: 'rita@example.se',
      phone: '+46701111111',
    },
    surveyAnswers: [
      { optionIndex: 0 },
      { optionIndex: -1, sliderValue: 7, freeText: 'Bra lagspelare' },
      { optionIndex: -1, freeText: 'Pålitlig och noggrann' },
    ],
  },
  {
    ...secondAnswered,
    referenceInfo: { name: 'Sven Svensson', relationship: 'Kollega' },
    surveyAnswers: [{ optionIndex: 1 }, { optionIndex: -1, sliderValue: 10 }, { optionIndex: -1 }],
  },
  {
    ...declinedRef,
    referenceInfo: { name: 'Doris Nej', relationship: 'Kund' },
    surveyAnswers: [],
    declineReason: 'Känner inte kandidaten tillräckligt väl',
  },
];
const report = reportView({
  order: doneOrder,
  references: doneReferences,
  summary: [
    { index: 0, optionCounts: [1, 1] },
    { index: 1, sliderValues: [7, 10], sliderMean: 8.5 },
  ],
});

const doneRoutes = (overrides: Record<string, Parameters<typeof stubReferenceApi>[0][string]> = {}) => ({
  '/order/populate': () =>
    refOk([bundle({ order: doneOrder, references: doneReferences, fraudSignals: [fraudSignal()] })]),
  '/reference/populate': () => refOk(doneReferences),
  '/order/report': () => refOk([report]),
  '/reference/decrypt': () => refOk(clearReferences),
  ...overrides,
});

describe('reference-check order page', () => {
  it('shows the order’s state, its log and each referee’s state and log, and reminds by hand', async () => {
    const user = userEvent.setup();
    const references = [
      referenceView({ id: 'ref-1', state: 'DONE' }),
      referenceView({
        id: 'ref-2',
        state: 'PENDING',
        stateLog: [
          { time: '2026-03-03T09:00:00.000Z', state: 'CREATED' },
          { time: '2026-03-03T09:01:00.000Z', state: 'PENDING' },
        ],
      }),
    ];
    const api = stubReferenceApi({
      '/order/populate': () =>
        refOk([
          bundle({ references, order: orderView({ recipientEmails: ['mottagare@rekrytera.example'] }) }),
        ]),
      '/reference/populate': () => refOk(references),
      '/order/send': () => refOk([orderView()]),
    });
    renderRoute(path(), { session: portalSession('RTOrderer') });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Beställning A1B2C3D4' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Referenser granskar', { selector: '.mantine-Badge-label' }),
    ).toBeInTheDocument();
    expect(screen.getByText('mottagare@rekrytera.example')).toBeInTheDocument();

    const log = await screen.findByRole('table', { name: 'Statushistorik' });
    expect(
      within(log)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'TidStatus',
      '2026-03-02 09:00Sparad',
      '2026-03-02 09:05Kandidaten granskar',
      '2026-03-03 10:00Referenser granskar',
    ]);
    const badge = { selector: '.mantine-Badge-label' };
    expect(within(await section('Referens 1')).getByText('Besvarad', badge)).toBeInTheDocument();
    const second = await section('Referens 2');
    expect(within(second).getByText('Inväntar svar', badge)).toBeInTheDocument();
    expect(within(second).getByRole('row', { name: '2026-03-03 10:01 Inväntar svar' })).toBeInTheDocument();
    expect(api.callsTo('/reference/populate')[0]?.body).toEqual({ orderId: ORDER_ID });
    // Nothing is read in clear before the user asks, and there is no report before the order is done.
    expect(api.callsTo('/order/decrypt')).toHaveLength(0);
    expect(api.callsTo('/reference/decrypt')).toHaveLength(0);
    expect(api.callsTo('/order/report')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Skicka påminnelse' }));
    expect(screen.getByRole('dialog', { name: 'Skicka en påminnelse?' })).toHaveTextContent(
      'Referenterna som inte har svarat påminns.',
    );
    await clickInDialog(user, 'Skicka en påminnelse?', 'Skicka påminnelse');
    expect(await screen.findByRole('dialog', { name: 'Påminnelsen är skickad' })).toBeInTheDocument();
    expect(api.callsTo('/order/send')[0]?.body).toEqual({ id: ORDER_ID });
  });

  it('reads the candidate and the referees in clear only when asked, each time with its own call', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi(
      doneRoutes({
        '/order/decrypt': () =>
          refOk([
            {
              ...doneOrder,
              candidateInfo: {
                name: 'Karin Kandidat',
                email: 'karin@example.se',
                phone: '+46702222222',
                ssn: '19900101-1239',
                signedName: 'Karin Kandidat',
              },
            },
          ]),
      }),
    );
    renderRoute(path(), { session: portalSession('RTOrderer', 'RTDownloadReport') });
    const candidate = await section('Kandidaten');
    expect(within(candidate).queryByText('Karin Kandidat')).not.toBeInTheDocument();
    await user.click(within(candidate).getByRole('button', { name: 'Visa personuppgifter' }));
    expectIn(candidate, ['karin@example.se', '+46702222222', '19900101-1239']);
    expect(api.callsTo('/order/decrypt')).toHaveLength(1);
    expect(api.callsTo('/order/decrypt')[0]?.body).toEqual({ id: ORDER_ID });
    await user.click(within(candidate).getByRole('button', { name: 'Dölj personuppgifter' }));
    expect(within(candidate).queryByText('19900101-1239')).not.toBeInTheDocument();
    await user.click(within(candidate).getByRole('button', { name: 'Visa personuppgifter' }));
    await within(candidate).findByText('19900101-1239');
    expect(api.callsTo('/order/decrypt')).toHaveLength(2);

    const referees = await section('Referenser');
    await user.click(within(referees).getByRole('button', { name: 'Visa referenternas uppgifter' }));
    expectIn(await section('Referens 1: Rita Referent'), ['Chef', 'rita@example.se']);
    expectIn(await section('Referens 3: Doris Nej'), [
      'Anledning till att referenten avböjde: Känner inte kandidaten tillräckligt väl',
    ]);
    expect(api.callsTo('/reference/decrypt')).toHaveLength(1);
    expect(api.callsTo('/reference/decrypt')[0]?.body).toEqual({ orderId: ORDER_ID });
  });

  it('shows the report: option counts, slider values with their mean, free texts and declined reasons on request', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi(doneRoutes());
    renderRoute(path(), { session: portalSession('RTOrderer', 'RTDownloadReport') });
    const reportSection = await section('Rapport');
    await within(reportSection).findByText('Besvarad av 2 referenser.');

    const options = within(reportSection).getByRole('table', { name: 'Fråga 1: Skulle du anställa igen?' });
    expect(
      within(options)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['SvarsalternativAntal svar', 'Ja1', 'Nej1']);
    const slider = within(reportSection).getByRole('region', { name: 'Fråga 2: Samarbetsförmåga' });
    expectIn(slider, ['Värden: 7, 10', 'Medelvärde: 8,5']);
    expect(
      within(reportSection).getByText('Referens 3 avböjde (anledningen visas med referenternas uppgifter).'),
    ).toBeInTheDocument();
    const freeText = within(reportSection).getByRole('region', { name: 'Fråga 3: Övrigt' });
    expect(within(freeText).queryByText('Pålitlig och noggrann')).not.toBeInTheDocument();

    await user.click(within(freeText).getByRole('button', { name: 'Visa referenternas uppgifter' }));
    await within(freeText).findByText('Pålitlig och noggrann');
    expect(within(freeText).getByText('Referens 1: Rita Referent:')).toBeInTheDocument();
    expect(within(slider).getByText('Bra lagspelare')).toBeInTheDocument();
    expect(
      within(reportSection).getByText(
        'Referens 3: Doris Nej avböjde: Känner inte kandidaten tillräckligt väl',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('/order/report')[0]?.body).toEqual({ id: ORDER_ID });
  });

  it('shows the fraud signals with their severity and marks one as reviewed', async () => {
    const user = userEvent.setup();
    let reviewed = false;
    const signal = () =>
      fraudSignal(
        reviewed ? { reviewedBy: 'anna.andersson@example.se', reviewedAt: '2026-03-06T10:00:00.000Z' } : {},
      );
    const api = stubReferenceApi(
      doneRoutes({
        '/order/populate': () =>
          refOk([bundle({ order: doneOrder, references: doneReferences, fraudSignals: [signal()] })]),
        '/order/signal/review': () => {
          reviewed = true;
          return refOk([signal()]);
        },
      }),
    );
    renderRoute(path(), { session: portalSession('RTOrderer') });
    const signals = await section('Varningssignaler');
    expectIn(signals, ['Larm', 'Samma IP-adress', 'Referens 1, Referens 2']);
    await user.click(
      within(signals).getByRole('button', {
        name: 'Markera som granskad: Samma IP-adress (Referens 1, Referens 2)',
      }),
    );
    await within(signals).findByText('Granskad 2026-03-06 11:00 av dig');
    expect(within(signals).queryByRole('button', { name: /^Markera som granskad/ })).not.toBeInTheDocument();
    expect(api.callsTo('/order/signal/review')[0]?.body).toEqual({ orderId: ORDER_ID, signalId: 'signal-1' });
  });

  it('downloads the whole report as a PDF, saved by the browser', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi(
      doneRoutes({
        '/order/pdf/decrypted': () =>
          refOk([{ name: 'referenstagning-A1B2C3D4.pdf', data: btoa('%PDF-1.7'), type: 'application/pdf' }]),
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:report');
    // jsdom has no object URLs; the browser's download is the anchor's click.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderRoute(path(), { session: portalSession('RTDownloadReport') });
    await user.click(await screen.findByRole('button', { name: 'Ladda ner PDF' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(api.callsTo('/order/pdf/decrypted')[0]?.body).toEqual({ id: ORDER_ID });
    click.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('archives a finished order after asking (RTDelete)', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi(
      doneRoutes({ '/order/archive': () => refOk([{ ...doneOrder, archived: '2026-03-07T10:00:00.000Z' }]) }),
    );
    renderRoute(path(), { session: portalSession('RTDelete') });
    await user.click(await screen.findByRole('button', { name: 'Arkivera' }));
    await clickInDialog(user, 'Arkivera beställningen?', 'Arkivera');
    expect(await screen.findByRole('dialog', { name: 'Beställningen är arkiverad' })).toBeInTheDocument();
    expect(api.callsTo('/order/archive')[0]?.body).toEqual({ id: ORDER_ID });
  });

  it('sends or deletes a draft after asking; deleting goes back to the list', async () => {
    const user = userEvent.setup();
    const draft = draftOrder();
    const api = stubReferenceApi({
      '/order/populate': () => refOk([bundle({ order: draft, references: [] })]),
      '/order/delete': () => refOk([draft]),
      '/order/send': () => refFailure(400, 'Frågebatteri saknas'),
      '/order/list': () => refOk([], { paging: { page: 0, size: 10, total: 0 } }),
    });
    const { router } = renderRoute(path(draft.id), { session: portalSession('RTOrderer') });
    expect(await screen.findByRole('button', { name: 'Redigera' })).toBeInTheDocument();
    // A draft has no referees yet.
    expect(screen.queryByRole('region', { name: 'Referenser' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await clickInDialog(user, 'Skicka beställningen?', 'Skicka');
    expect(await screen.findByRole('alert')).toHaveTextContent('Frågebatteri saknas');

    await user.click(screen.getByRole('button', { name: 'Radera' }));
    await clickInDialog(user, 'Radera utkastet?', 'Radera');
    expect(await screen.findByRole('dialog', { name: 'Beställningen är raderad' })).toBeInTheDocument();
    expect(api.callsTo('/order/delete')[0]?.body).toEqual({ id: draft.id });
    await user.click(screen.getByRole('button', { name: 'Stäng' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reference-check'));
  });

  it('offers a recipient no action and no clear-text reading it may not do', async () => {
    stubReferenceApi(doneRoutes());
    renderRoute(path(), { session: portalSession('RTRecipient') });
    await section('Rapport');
    for (const name of ['Arkivera', 'Skicka påminnelse', 'Ladda ner PDF', /^Markera som granskad/]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    // A recipient may read in clear (the contract's access), and is told each reading is logged.
    expect(
      screen.getByText('Kandidatens personuppgifter är krypterade. Varje visning loggas.'),
    ).toBeInTheDocument();
  });
});
