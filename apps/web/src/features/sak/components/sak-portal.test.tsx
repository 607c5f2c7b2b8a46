import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  card,
  failure,
  MANAGER_GROUPS,
  ok,
  paged,
  psDocument,
  row,
  sakSession,
  stubMainApi,
  tag,
} from '../test/sak-fixtures';
import '../sak-portal';

const rowOf = async (name: string) => {
  const table = await screen.findByRole('table', { name: 'Personregister' });
  return within(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
};

describe('the person register', () => {
  it('lists the persons with status, classes, tags and date, and filters by tag and searches on the server', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /protective-security/persons': (call) =>
        call.query.search === 'sara'
          ? paged([row()], { total: 1 })
          : paged([row(), row({ id: 'person-2', name: 'Olle Orvar', securityClasses: [], tags: [] })], {
              total: 2,
            }),
      'GET /tags/tag': () => ok([tag()]),
    });
    renderRoute('/sak', { session: sakSession(...MANAGER_GROUPS) });
    expectTexts(await rowOf('Sara Säkerhet'), [
      'Aktiv',
      'Säkerhetsklass 2: Godkänd',
      'Ledning',
      '2026-03-20',
    ]);
    expect(screen.getByText('2 personer')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tagg' }), 'Ledning');
    await waitFor(() =>
      expect(api.callsTo('GET', '/protective-security/persons').at(-1)?.query.tag).toBe('tag-1'),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Sök i personregistret' }), 'sara');
    await waitFor(() =>
      expect(api.callsTo('GET', '/protective-security/persons').at(-1)?.query.search).toBe('sara'),
    );
  });

  it('tells an empty register apart from a failed one, and offers a new person only for PSCreatePerson', async () => {
    stubMainApi({ 'GET /protective-security/persons': () => paged([]), 'GET /tags/tag': () => ok([]) });
    renderRoute('/sak', { session: sakSession('PSSecurityStaff') });
    expect(await screen.findByText('Inga personer i registret ännu.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ny person' })).not.toBeInTheDocument();

    stubMainApi({
      'GET /protective-security/persons': () => failure(500, 'ERROR', 'Personer kunde inte hämtas'),
      'GET /tags/tag': () => ok([]),
    });
    renderRoute('/sak', { session: sakSession('PSSecurityStaff') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Personer kunde inte hämtas');
  });
});

describe('a new person', () => {
  it('checks the fields, sends the card with class and tag, and opens it', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /tags/tag': () => ok([tag()]),
      'POST /protective-security/persons': () => ok([card({ id: 'person-9' })]),
      'GET /protective-security/persons/person-9': () => ok([card({ id: 'person-9' })]),
      'GET /protective-security/persons/person-9/renewals': () => ok([]),
    });
    const { router } = renderRoute('/sak/persons/new', { session: sakSession(...MANAGER_GROUPS) });
    const form = await screen.findByRole('form', { name: 'Ny person' });
    await user.click(within(form).getByRole('button', { name: 'Spara personen' }));
    expect(await within(form).findByText('Namn saknas')).toBeInTheDocument();
    expect(api.callsTo('POST', '/protective-security/persons')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Namn' }), 'Sara Säkerhet');
    await user.type(within(form).getByRole('textbox', { name: 'Personnummer' }), '19750101-1238');
    await user.type(within(form).getByRole('textbox', { name: 'E-post' }), 'sara@tryggregion.example');
    await user.type(within(form).getByRole('textbox', { name: 'Mobilnummer' }), '+46701234567');
    await user.selectOptions(
      within(form).getByRole('combobox', { name: 'Säkerhetsklass 2' }),
      'Under prövning',
    );
    await user.click(within(form).getByRole('button', { name: 'Spara personen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sak/persons/person-9'));
    expect(api.callsTo('POST', '/protective-security/persons')[0]?.body).toEqual({
      name: 'Sara Säkerhet',
      personalNumber: '19750101-1238',
      email: 'sara@tryggregion.example',
      phone: '+46701234567',
      status: 'ACTIVE',
      securityClasses: [{ securityClass: '2', status: 'PENDING' }],
      tags: [],
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Personen är tillagd i registret.');
  });

  it('shows the server’s refusal beside its field', async () => {
    const user = userEvent.setup();
    stubMainApi({
      'POST /protective-security/persons': () => failure(409, 'CONFLICT', 'Personen finns redan i registret'),
    });
    renderRoute('/sak/persons/new', { session: sakSession('PSSecurityStaff', 'PSCreatePerson') });
    const form = await screen.findByRole('form', { name: 'Ny person' });
    await user.type(within(form).getByRole('textbox', { name: 'Namn' }), 'Sara Säkerhet');
    await user.type(within(form).getByRole('textbox', { name: 'Personnummer' }), '19750101-1238');
    await user.type(within(form).getByRole('textbox', { name: 'E-post' }), 'sara@tryggregion.example');
    await user.type(within(form).getByRole('textbox', { name: 'Mobilnummer' }), '+46701234567');
    expect(within(form).queryByRole('combobox', { name: 'Säkerhetsklass 1' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Spara personen' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Personen finns redan i registret');
  });
});

describe('a person card', () => {
  it('shows the card with its class history and notes, and saves a change with a note', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /protective-security/persons/person-1': () => ok([card()]),
      'GET /protective-security/persons/person-1/renewals': () => ok([]),
      'GET /tags/tag': () => ok([tag()]),
      'GET /documents/person/person-1/documents': () => ok([]),
      'PUT /protective-security/persons/person-1': () => ok([card({ status: 'ENDED' })]),
    });
    renderRoute('/sak/persons/person-1', { session: sakSession(...MANAGER_GROUPS) });
    expect(await screen.findByRole('heading', { name: 'Sara Säkerhet', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('19750101-1238')).toBeInTheDocument();
    const history = screen.getByRole('table', { name: 'Säkerhetsklassernas historik' });
    expect(within(history).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Anteckningar' })).toHaveTextContent(
      'Placerad inför tillträdet.',
    );

    await user.click(screen.getByRole('button', { name: 'Ändra' }));
    const form = screen.getByRole('form', { name: 'Ändra personen' });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Status' }), 'Avslutad');
    await user.type(within(form).getByRole('textbox', { name: 'Anteckning' }), 'Anställningen upphör.');
    await user.click(within(form).getByRole('button', { name: 'Spara ändringarna' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ändringarna är sparade.');
    expect(api.callsTo('PUT', '/protective-security/persons/person-1')[0]?.body).toMatchObject({
      status: 'ENDED',
      securityClasses: [{ securityClass: '2', status: 'CLEARED' }],
      tags: ['tag-1'],
      note: { text: 'Anställningen upphör.', flag: false },
    });
  });

  it('lists what deleting removes before deleting, and goes back to the register', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /protective-security/persons/person-1': () => ok([card()]),
      'GET /protective-security/persons/person-1/renewals': () => ok([]),
      'GET /tags/tag': () => ok([tag()]),
      'GET /documents/person/person-1/documents': () => ok([psDocument()]),
      'DELETE /protective-security/persons/person-1': () =>
        ok([{ id: 'person-1', notes: 1, securityClasses: 1, tags: 1, documents: 1 }]),
      'GET /protective-security/persons': () => paged([]),
    });
    const { router } = renderRoute('/sak/persons/person-1', { session: sakSession(...MANAGER_GROUPS) });
    await user.click(await screen.findByRole('button', { name: 'Radera personen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera Sara Säkerhet?' });
    expectTexts(within(dialog), [
      '1 anteckning',
      '1 säkerhetsklass med sin historik',
      '1 tagg på personen',
      '1 dokument med sina filer',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Radera personen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sak'));
    expect(api.callsTo('DELETE', '/protective-security/persons/person-1')).toHaveLength(1);
  });
});

describe('the tags', () => {
  it('creates, renames and deletes tags after confirming', async () => {
    const user = userEvent.setup();
    const api = stubMainApi({
      'GET /tags/tag': () => ok([tag()]),
      'POST /tags/tag': () => ok([tag({ id: 'tag-2', name: 'Skift B', persons: 0 })]),
      'PUT /tags/tag/tag-1': () => ok([tag({ name: 'Ledningen' })]),
      'DELETE /tags/tag/tag-1': () => ok([tag()]),
    });
    renderRoute('/sak/tags', { session: sakSession(...MANAGER_GROUPS) });
    const tagsTable = within(await screen.findByRole('table', { name: 'Taggar' }));
    expectTexts(within(tagsTable.getByRole('row', { name: /Ledning/ })), ['1']);
    await user.type(screen.getByRole('textbox', { name: 'Ny tagg' }), 'Skift B');
    await user.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Taggen Skift B är skapad.');
    expect(api.callsTo('POST', '/tags/tag')[0]?.body).toEqual({ name: 'Skift B' });

    await user.click(screen.getByRole('button', { name: 'Byt namn på Ledning' }));
    const nameField = screen.getByRole('textbox', { name: 'Nytt namn' });
    await user.clear(nameField);
    await user.type(nameField, 'Ledningen');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', '/tags/tag/tag-1')[0]?.body).toEqual({ name: 'Ledningen' }),
    );

    await user.click(screen.getByRole('button', { name: 'Radera taggen Ledning' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera taggen Ledning?' });
    expect(dialog).toHaveTextContent('Taggen tas bort från 1 person.');
    await user.click(within(dialog).getByRole('button', { name: 'Radera' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/tags/tag/tag-1')).toHaveLength(1));
  });

  it('offers no changes to a user who may only see them', async () => {
    stubMainApi({ 'GET /tags/tag': () => ok([tag()]) });
    renderRoute('/sak/tags', { session: sakSession('PSSecurityStaff') });
    expect(await screen.findByRole('table', { name: 'Taggar' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Ny tagg' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Radera taggen/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Byt namn/ })).not.toBeInTheDocument();
  });
});

describe('importing cleared persons', () => {
  it('previews the file with its bad lines and imports the good ones only when confirmed', async () => {
    const user = userEvent.setup();
    const preview = {
      rows: [
        {
          line: 2,
          name: 'Agnes Ek',
          personalNumber: '19750101-1238',
          securityClass: '2',
          clearedDate: '2025-01-15',
          issues: [],
        },
        {
          line: 3,
          name: 'Bertil Ek',
          personalNumber: '19750101-0000',
          securityClass: '4',
          clearedDate: '2025-01-15',
          issues: ['Personnummer ogiltigt', 'Säkerhetsklassen ska vara 1, 2 eller 3'],
        },
      ],
      valid: 1,
      invalid: 1,
    };
    const api = stubMainApi({
      'POST /protective-security/persons/import': (call) =>
        ok([{ ...preview, imported: (call.body as { confirm: boolean }).confirm ? 1 : 0 }]),
    });
    renderRoute('/sak/import', { session: sakSession('PSSecurityManager', 'PSImportOrder') });
    const csv =
      'personnummer;namn;e-post;telefon;säkerhetsklass;godkänd\n19750101-1238;Agnes Ek;a@x.se;+46701234567;2;2025-01-15\n';
    await screen.findByRole('button', { name: 'CSV-fil' });
    // Mantine's FileInput is a button beside a hidden file input, which is what a chosen file reaches.
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File([csv], 'register.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 rader kan importeras och 1 rad har fel.')).toBeInTheDocument();
    const bad = screen.getByRole('table', { name: 'Rader med fel' });
    expectTexts(within(within(bad).getByRole('row', { name: /Bertil Ek/ })), [
      'Personnummer ogiltigt',
      'Säkerhetsklassen ska vara 1, 2 eller 3',
    ]);
    expect(api.callsTo('POST', '/protective-security/persons/import')[0]?.body).toEqual({
      csv,
      confirm: false,
    });

    await user.click(screen.getByRole('button', { name: 'Importera 1 person' }));
    expect(await screen.findByText('1 person är importerad till registret.')).toBeInTheDocument();
    expect(screen.getByText('1 rad med fel importerades inte.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/protective-security/persons/import')[1]?.body).toEqual({
      csv,
      confirm: true,
    });
  });
});
