import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../../../../test/expect-texts';
import { renderRoute } from '../../../../test/render';
import { adminSession, publicTemplate, refFailure, refOk, stubReferenceApi } from '../../test/admin-api';
import '../../admin-portal';

const table = () => screen.findByRole('table', { name: 'Publika frågebatterier' });
const rowOf = async (title: string) =>
  within(
    within(await table())
      .getByRole('rowheader', { name: title })
      .closest('tr') as HTMLElement,
  );
const type = async (user: UserEvent, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

describe('admin public questionnaire templates', () => {
  it('lists the public templates under their own section', async () => {
    stubReferenceApi({ '/survey/populate': () => refOk([publicTemplate()]) });
    renderRoute('/admin/questionnaires', { session: adminSession() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publika frågebatterier' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Frågebatterier' })).toHaveAttribute('aria-current', 'page');
    const row = await rowOf('Granskas standardmall');
    expect(row.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Granskas standardmall' })).toHaveAttribute(
      'href',
      '/admin/questionnaires/template-public',
    );
  });

  it('says so when there are none, and shows the call’s message when they cannot be read', async () => {
    stubReferenceApi({ '/survey/populate': () => refOk([]) });
    const { unmount } = renderRoute('/admin/questionnaires', { session: adminSession() });
    expect(await screen.findByText('Inga publika frågebatterier ännu.')).toBeInTheDocument();
    unmount();

    stubReferenceApi({
      '/survey/populate': () => refFailure(500, 'Frågebatterierna kunde inte hämtas'),
    });
    renderRoute('/admin/questionnaires', { session: adminSession() });
    expect(await screen.findByText('Frågebatterierna kunde inte hämtas')).toBeInTheDocument();
  });

  it('creates a public template with the questionnaire builder', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/survey/populate': () => refOk([]),
      '/survey': () => refOk([publicTemplate({ id: 'template-new', title: 'Chefsreferens' })]),
    });
    renderRoute('/admin/questionnaires', { session: adminSession() });
    await user.click(await screen.findByRole('button', { name: 'Nytt publikt frågebatteri' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nytt publikt frågebatteri' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Spara frågebatteri' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Titel/)).toHaveAccessibleDescription(
        expect.stringContaining('Titel saknas'),
      ),
    );
    await type(user, screen.getByLabelText(/^Titel/), 'Chefsreferens');
    await type(user, screen.getByLabelText(/^Beskrivning/), 'Till tidigare chefer');
    await user.click(screen.getByRole('button', { name: 'Lägg till fråga' }));
    const first = within(screen.getByRole('group', { name: 'Fråga 1' }));
    await type(user, first.getByLabelText(/^Frågetext/), 'Hur var samarbetet?');
    await user.selectOptions(first.getByRole('combobox', { name: /^Typ av fråga/ }), 'Fritext');
    await user.click(screen.getByRole('button', { name: 'Spara frågebatteri' }));

    await clickInDialog(user, 'Det publika frågebatteriet är sparat', 'Stäng');
    expect(api.callsTo('/survey')[0]?.body).toEqual({
      title: 'Chefsreferens',
      description: 'Till tidigare chefer',
      publicSurvey: true,
      surveyQuestions: [{ type: 'FREETEXT', mandatory: true, question: 'Hur var samarbetet?' }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publika frågebatterier' }),
    ).toBeInTheDocument();
  });

  it('edits a public template in the builder', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/survey/populate': () => refOk([publicTemplate()]),
      '/survey': () => refOk([publicTemplate({ title: 'Granskas standardmall 2' })]),
    });
    renderRoute('/admin/questionnaires/template-public', { session: adminSession() });
    const title = await screen.findByLabelText(/^Titel/);
    expect(title).toHaveValue('Granskas standardmall');
    await type(user, title, ' 2');
    await user.click(screen.getByRole('button', { name: 'Spara frågebatteri' }));
    expect(
      await screen.findByRole('dialog', { name: 'Det publika frågebatteriet är sparat' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/survey/populate')[0]?.body).toEqual({ id: 'template-public' });
    expect(api.callsTo('/survey')[0]?.body).toMatchObject({
      id: 'template-public',
      title: 'Granskas standardmall 2',
    });
  });

  it('deletes a public template only after the danger dialog', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/survey/populate': () => refOk([publicTemplate()]),
      '/survey/delete': () => refOk([publicTemplate()]),
    });
    renderRoute('/admin/questionnaires', { session: adminSession() });
    const remove = async () =>
      user.click(
        (await rowOf('Granskas standardmall')).getByRole('button', { name: 'Radera Granskas standardmall' }),
      );
    await remove();
    expect(screen.getByRole('dialog', { name: 'Radera det publika frågebatteriet?' })).toHaveTextContent(
      'Granskas standardmall raderas och erbjuds inte längre kunderna.',
    );
    await clickInDialog(user, 'Radera det publika frågebatteriet?', 'Avbryt');
    expect(api.callsTo('/survey/delete')).toHaveLength(0);

    await remove();
    await clickInDialog(user, 'Radera det publika frågebatteriet?', 'Radera');
    expect(
      await screen.findByRole('dialog', { name: 'Granskas standardmall är raderat' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/survey/delete')[0]?.body).toEqual({ id: 'template-public' });
  });
});
