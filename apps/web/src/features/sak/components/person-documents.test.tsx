import { PS_DOCUMENT_MESSAGES } from '@granska/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectTexts } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import { card, failure, ok, psDocument, sakSession, stubMainApi, tag } from '../test/sak-fixtures';
import '../sak-portal';

const DOCUMENTS = '/documents/person/person-1/documents';

const stubCard = (routes: Parameters<typeof stubMainApi>[0] = {}) =>
  stubMainApi({
    'GET /protective-security/persons/person-1': () => ok([card()]),
    'GET /protective-security/persons/person-1/renewals': () => ok([]),
    'GET /tags/tag': () => ok([tag()]),
    [`GET ${DOCUMENTS}`]: () => ok([psDocument()]),
    ...routes,
  });

const documentsTable = async () => within(await screen.findByRole('table', { name: 'Personens dokument' }));

afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('the person card’s documents', () => {
  it('lists, downloads, uploads and deletes documents for a manager with the rights', async () => {
    const user = userEvent.setup();
    const api = stubCard({
      'GET /documents/document/document-1': () =>
        ok([
          {
            id: 'document-1',
            filename: 'Säkerhetsskyddsavtal.pdf',
            type: 'application/pdf',
            data: btoa('%PDF-1.4'),
          },
        ]),
      [`POST ${DOCUMENTS}`]: () =>
        ok([psDocument({ id: 'document-2', filename: 'beslut.pdf', created: '2026-03-05T10:00:00.000Z' })]),
      'DELETE /documents/document/document-1': () => ok([psDocument()]),
    });
    renderRoute('/sak/persons/person-1', {
      session: sakSession('PSSecurityManager', 'PSEditSecurityClass', 'PSDownloadAttachmentPsPerson'),
    });
    const table = await documentsTable();
    const row = within(
      table.getByRole('rowheader', { name: 'Säkerhetsskyddsavtal.pdf' }).closest('tr') as HTMLElement,
    );
    expectTexts(row, ['PDF', '2 kB', 'chef@tryggregion.example']);

    const createObjectURL = vi.fn(() => 'blob:document');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(row.getByRole('button', { name: 'Ladda ner Säkerhetsskyddsavtal.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(api.callsTo('GET', '/documents/document/document-1')).toHaveLength(1);
    click.mockRestore();

    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4'], 'beslut.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Ladda upp' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dokumentet beslut.pdf är uppladdat.');
    expect(api.callsTo('POST', DOCUMENTS)[0]?.body).toEqual({
      filename: 'beslut.pdf',
      type: 'application/pdf',
      data: btoa('%PDF-1.4'),
    });
    await waitFor(() => expect(api.callsTo('GET', DOCUMENTS)).toHaveLength(2));

    await user.click(row.getByRole('button', { name: 'Radera Säkerhetsskyddsavtal.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Radera dokumentet?' });
    expect(dialog).toHaveTextContent('Säkerhetsskyddsavtal.pdf raderas från personkortet');
    await user.click(within(dialog).getByRole('button', { name: 'Radera dokumentet' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Dokumentet Säkerhetsskyddsavtal.pdf är raderat.',
    );
    expect(api.callsTo('DELETE', '/documents/document/document-1')).toHaveLength(1);
  });

  it('shows the server’s refusal of a file and refuses a file over 10 MB before sending it', async () => {
    const user = userEvent.setup();
    const api = stubCard({
      [`POST ${DOCUMENTS}`]: () => failure(400, 'BAD_REQUEST', PS_DOCUMENT_MESSAGES.typeNotAllowed),
    });
    renderRoute('/sak/persons/person-1', { session: sakSession('PSSecurityStaff', 'PSEditSecurityClass') });
    await documentsTable();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, new File(['text'], 'anteckning.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Ladda upp' }));
    expect(await screen.findByText(PS_DOCUMENT_MESSAGES.typeNotAllowed)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ta bort vald fil' }));
    const big = new File(['x'], 'stor.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await user.upload(input, big);
    expect(screen.getByText('Filen är för stor (högst 10 MB).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ladda upp' })).toBeDisabled();
    expect(api.callsTo('POST', DOCUMENTS)).toHaveLength(1);
  });

  it('shows a reader the list only: no download without PSDownloadAttachmentPsPerson, no changes', async () => {
    stubCard();
    renderRoute('/sak/persons/person-1', { session: sakSession('PSSecurityStaff') });
    const table = await documentsTable();
    expect(table.getByRole('rowheader', { name: 'Säkerhetsskyddsavtal.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ladda ner/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Radera Säkerhetsskyddsavtal/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ladda upp' })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
