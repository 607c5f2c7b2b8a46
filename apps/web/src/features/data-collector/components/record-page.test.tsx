import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectAlert } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  type ApiCall,
  collectorSession,
  failure,
  ok,
  paged,
  policyStatus,
  recordView,
  stubMainApi,
} from '../test/data-collector-api';

const RECORD = '/collecteddata/rec-1';

/** The answer to a PUT: the record as the server would store it. */
const savedAs = (call: ApiCall, overrides = {}) => {
  const body = call.body as Record<string, unknown>;
  return ok([
    recordView({
      status: body.finish ? 'DONE' : 'SAVED',
      modified: '2026-03-04T10:00:00.000Z',
      collectedDataDetails: body.finish ? null : (body.collectedDataDetails as never),
      person: body.finish ? null : recordView().person,
      mayEdit: !body.finish,
      educationCollected: body.educationCollected === true,
      ...overrides,
    }),
  ]);
};

const form = () => screen.findByRole('form', { name: 'Insamlade uppgifter' });

describe('a record of the Inmatningskö', () => {
  it('asks for the security policy before anything is fetched, then shows the person', async () => {
    const user = userEvent.setup();
    let approved = false;
    const api = stubMainApi({
      'GET /staff/policy': () => policyStatus(approved),
      'POST /staff/policy/approve': () => {
        approved = true;
        return policyStatus(true);
      },
      [`GET ${RECORD}`]: () => ok([recordView()]),
    });
    renderRoute('/data-collector/rec-1', { session: collectorSession() });

    const policy = await screen.findByRole('dialog', { name: 'Säkerhetspolicy' });
    expect(api.callsTo('GET', RECORD)).toHaveLength(0);
    await user.click(within(policy).getByRole('checkbox'));
    await user.click(within(policy).getByRole('button', { name: 'Godkänn' }));

    const summary = await screen.findByRole('region', { name: 'Uppdraget' });
    expect(within(summary).getByText('Inga Insamlingsson')).toBeInTheDocument();
    expect(within(summary).getByText('19850412-0012')).toBeInTheDocument();
    expect(within(summary).getByText('Bygg & Bevakning i Norr AB')).toBeInTheDocument();
    expect(within(summary).getByText('Ej påbörjad')).toBeInTheDocument();
    expect(within(summary).getByText('Närmar sig')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Insamling för uppdrag A1B2C3D4' })).toBeInTheDocument();
    expect(api.callsTo('GET', RECORD)).toHaveLength(1);
  });

  it('covers every field: saves text, licences and vehicles with their flags as Påbörjad', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /staff/policy': () => policyStatus(true),
      [`GET ${RECORD}`]: () => ok([recordView()]),
      [`PUT ${RECORD}`]: (call) => savedAs(call),
    });
    renderRoute('/data-collector/rec-1', { session: collectorSession() });
    const view = within(await form());

    // The topic the order asks for is marked; the eight others wait folded away until opened.
    const education = view.getByRole('group', { name: /Utbildning/ });
    expect(within(education).getByText('Ska samlas in')).toBeInTheDocument();
    const others = view.getByRole('button', { name: 'Inte beställt (8 ämnen)' });
    expect(others).toHaveAttribute('aria-expanded', 'false');
    expect(view.queryByRole('textbox', { name: 'Verifiering av arbetsgivare' })).not.toBeInTheDocument();
    await user.click(others);

    await user.type(view.getByRole('textbox', { name: 'Verifiering av utbildning' }), 'Civilekonom 2012');
    await user.type(view.getByRole('textbox', { name: 'Verifiering av arbetsgivare' }), 'Bevakning AB');
    await user.type(view.getByRole('textbox', { name: 'Svar på extra fråga' }), 'Nej');
    await user.type(view.getByRole('textbox', { name: 'Skuldhistorik' }), 'Inga skulder');
    await user.type(view.getByRole('textbox', { name: 'Medborgarskap' }), 'Svensk');
    await user.type(view.getByRole('textbox', { name: 'Övrigt' }), 'Ringde skolan');

    await user.click(view.getByRole('button', { name: 'Lägg till behörighet' }));
    await user.type(view.getByRole('textbox', { name: 'Behörighet 1' }), 'B');
    await user.type(view.getByLabelText('Utfärdad (behörighet 1)'), '2005-06-01');
    await user.type(view.getByRole('textbox', { name: 'Kommentar om körkort' }), 'Giltigt');

    await user.click(view.getByRole('button', { name: 'Lägg till fordon' }));
    await user.click(view.getByRole('button', { name: 'Lägg till fordon' }));
    const firstVehicle = within(view.getByRole('group', { name: 'Fordon 1' }));
    await user.type(firstVehicle.getByRole('textbox', { name: 'Fordon' }), 'Volvo V70');
    await user.type(firstVehicle.getByRole('textbox', { name: 'Registreringsnummer' }), 'ABC123');
    await user.type(firstVehicle.getByRole('textbox', { name: 'Årsmodell' }), '2015');
    for (const flag of [
      'Obetald fordonsskatt',
      'Obetald vägtrafikavgift',
      'I trafik',
      'Körförbud',
      'Leasing',
    ]) {
      await user.click(firstVehicle.getByRole('checkbox', { name: flag }));
    }
    await user.type(firstVehicle.getByRole('textbox', { name: 'Kommentar' }), 'Leasad via arbetet');
    // The second row is removed again.
    await user.click(view.getByRole('button', { name: 'Ta bort fordon 2' }));
    expect(view.queryByRole('group', { name: 'Fordon 2' })).not.toBeInTheDocument();

    for (const flag of [
      'Utbildning: insamlad',
      'Arbetsgivare: insamlad',
      'Extra fråga: insamlad',
      'Skuldhistorik: insamlad',
      'Körkort: insamlad',
      'Fordonsinnehav: insamlad',
      'Sanktionslistor: insamlad',
      'Näringsförbud: insamlad',
    ]) {
      await user.click(view.getByRole('checkbox', { name: flag }));
    }
    // Citizenship is not checked in this job: its flag cannot be set.
    expect(view.getByRole('checkbox', { name: 'Medborgarskap: insamlad' })).toBeDisabled();

    await user.click(view.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Uppgifterna sparades');
    expect(api.callsTo('PUT', RECORD)[0]?.body).toEqual({
      collectedDataDetails: {
        verifyEducation: 'Civilekonom 2012',
        verifyEmployer: 'Bevakning AB',
        extraQuestion: 'Nej',
        debtHistorySixRegister: 'Inga skulder',
        citizenship: 'Svensk',
        driversLicenseComment: 'Giltigt',
        other: 'Ringde skolan',
        vehicleOwnership: [
          {
            vehicle: 'Volvo V70',
            regNr: 'ABC123',
            modelYear: 2015,
            unpaidVehicleTax: true,
            unpaidRoadTrafficFee: true,
            inTrafic: true,
            drivingBan: true,
            leasing: true,
            comment: 'Leasad via arbetet',
          },
        ],
        driversLicense: [{ type: 'B', issuedDate: '2005-06-01' }],
      },
      educationCollected: true,
      employerCollected: true,
      extraQuestionCollected: true,
      debtHistoryCollected: true,
      driversLicenseCollected: true,
      vehicleOwnershipCollected: true,
      sanctionListCollected: true,
      tradingProhibitionCollected: true,
      citizenshipCollected: false,
      finish: false,
      modified: '2026-03-03T09:30:00.000Z',
    });
  });

  it('checks the model year before sending', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /staff/policy': () => policyStatus(true),
      [`GET ${RECORD}`]: () => ok([recordView()]),
    });
    renderRoute('/data-collector/rec-1', { session: collectorSession() });
    const view = within(await form());
    await user.click(view.getByRole('button', { name: 'Inte beställt (8 ämnen)' }));
    await user.click(view.getByRole('button', { name: 'Lägg till fordon' }));
    await user.type(view.getByRole('textbox', { name: 'Årsmodell' }), '15');
    await user.click(view.getByRole('button', { name: 'Spara' }));
    expect(view.getByRole('textbox', { name: 'Årsmodell' })).toHaveAccessibleDescription(
      'Ange årsmodell som ett årtal, t.ex. 2015',
    );
    expect(api.callsTo('PUT', RECORD)).toHaveLength(0);
  });

  it('finishes only with every topic collected, after confirming, and leaves for the queue', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /staff/policy': () => policyStatus(true),
      [`GET ${RECORD}`]: () =>
        ok([recordView({ topics: ['education', 'citizenship'], citizenshipState: 'STARTED' })]),
      [`PUT ${RECORD}`]: (call) => savedAs(call),
      'GET /collecteddata/': () => paged([]),
    });
    const { router } = renderRoute('/data-collector/rec-1', { session: collectorSession() });
    const view = within(await form());

    await user.click(view.getByRole('checkbox', { name: 'Utbildning: insamlad' }));
    await user.click(screen.getByRole('button', { name: 'Färdigställ' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Markera alla uppgifter som ska samlas in som insamlade innan du färdigställer: Medborgarskap.',
    );
    expect(view.getByRole('checkbox', { name: 'Medborgarskap: insamlad' })).toHaveAccessibleDescription(
      'Ej markerad som insamlad',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(view.getByRole('checkbox', { name: 'Medborgarskap: insamlad' }));
    await user.click(screen.getByRole('button', { name: 'Färdigställ' }));
    const confirm = await screen.findByRole('dialog', { name: 'Färdigställ insamlingen' });
    await user.click(within(confirm).getByRole('button', { name: 'Färdigställ' }));

    expect(await screen.findByRole('dialog', { name: /Insamlingen är färdigställd/ })).toBeInTheDocument();
    expect(api.callsTo('PUT', RECORD)[0]?.body).toMatchObject({
      finish: true,
      educationCollected: true,
      citizenshipCollected: true,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/data-collector'));
  });

  it('shows the server’s refusal at its field and in Swedish', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'GET /staff/policy': () => policyStatus(true),
      [`GET ${RECORD}`]: () => ok([recordView()]),
      [`PUT ${RECORD}`]: () =>
        failure(409, 'CONFLICT', 'Uppgifterna har ändrats av någon annan. Ladda om och försök igen'),
    });
    renderRoute('/data-collector/rec-1', { session: collectorSession() });
    const view = within(await form());
    await user.click(view.getByRole('button', { name: 'Spara' }));
    await expectAlert(
      'Inmatade uppgifter kunde inte sparas',
      'Uppgifterna har ändrats av någon annan. Ladda om och försök igen',
    );
  });

  it('shows a finished record without person data or form', async () => {
    stubMainApi({
      'GET /staff/policy': () => policyStatus(true),
      [`GET ${RECORD}`]: () =>
        ok([
          recordView({
            status: 'DONE',
            person: null,
            collectedDataDetails: null,
            mayEdit: false,
            educationCollected: true,
            isChecked: true,
          }),
        ]),
    });
    renderRoute('/data-collector/rec-1', { session: collectorSession() });
    expect(
      await screen.findByText(
        'Insamlingen är färdigställd. Personuppgifter och insamlade uppgifter visas inte längre för inmatare.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Färdigställd')).toBeInTheDocument();
    expect(screen.queryByText('Inga Insamlingsson')).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Spara' })).not.toBeInTheDocument();
  });

  it('shows a record that cannot be opened with the call’s message and the server’s reason', async () => {
    stubMainApi({
      'GET /staff/policy': () => policyStatus(true),
      [`GET ${RECORD}`]: () => failure(404, 'NOT_FOUND', 'Insamlade uppgifter kunde inte hittas'),
    });
    renderRoute('/data-collector/rec-1', { session: collectorSession() });
    await expectAlert('Inmatade uppgifter kunde inte hämtas', 'Insamlade uppgifter kunde inte hittas');
    expect(screen.getByRole('link', { name: 'Tillbaka till inmatningskön' })).toHaveAttribute(
      'href',
      '/data-collector',
    );
  });
});
