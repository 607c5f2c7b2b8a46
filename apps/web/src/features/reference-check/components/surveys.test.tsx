import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clickInDialog } from '../../../test/expect-texts';
import { renderRoute } from '../../../test/render';
import {
  portalSession,
  publicTemplate,
  refOk,
  stubReferenceApi,
  templateView,
} from '../test/reference-check-fixtures';

const creator = () => portalSession('RTQuestionnaireCreator');
const templatesTable = () => screen.findByRole('table', { name: 'Frågebatterier' });
const rowOf = async (title: string) =>
  within(
    within(await templatesTable())
      .getByRole('rowheader', { name: title })
      .closest('tr') as HTMLElement,
  );

const form = () => screen.findByRole('form', { name: 'Frågebatteri' });
const question = (number: number) => screen.getByRole('group', { name: `Fråga ${number}` });
const save = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Spara frågebatteri' }));
const expectError = async (input: HTMLElement, message: string) => {
  await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
  await waitFor(() => expect(input).toHaveFocus());
};
const type = async (user: UserEvent, input: HTMLElement, text: string) => {
  await user.click(input);
  await user.paste(text);
};

describe('reference-check questionnaire templates', () => {
  it('lists the customer’s templates and the public ones, read-only and marked', async () => {
    stubReferenceApi({ '/survey/populate': () => refOk([templateView(), publicTemplate()]) });
    renderRoute('/reference-check/questionnaires', { session: creator() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Frågebatterier' })).toBeInTheDocument();
    const own = await rowOf('Standardreferens');
    expect(own.getByText('Eget')).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Radera Standardreferens' })).toBeInTheDocument();
    const shared = await rowOf('Granskas standardmall');
    expect(shared.getByText('Publik mall (skrivskyddad)')).toBeInTheDocument();
    expect(shared.queryByRole('button', { name: /^Radera/ })).not.toBeInTheDocument();
    expect(shared.getByRole('cell', { name: '3' })).toBeInTheDocument();
  });

  it('deletes a template only after the danger dialog', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/survey/populate': () => refOk([templateView(), publicTemplate()]),
      '/survey/delete': () => refOk([templateView()]),
    });
    renderRoute('/reference-check/questionnaires', { session: creator() });
    await user.click(
      (await rowOf('Standardreferens')).getByRole('button', { name: 'Radera Standardreferens' }),
    );
    expect(screen.getByRole('dialog', { name: 'Radera frågebatteriet?' })).toHaveTextContent(
      'Standardreferens raderas. Beställningar som redan använder det behåller sin egen kopia.',
    );
    await clickInDialog(user, 'Radera frågebatteriet?', 'Avbryt');
    expect(api.callsTo('/survey/delete')).toHaveLength(0);

    await user.click(
      (await rowOf('Standardreferens')).getByRole('button', { name: 'Radera Standardreferens' }),
    );
    await clickInDialog(user, 'Radera frågebatteriet?', 'Radera');
    expect(await screen.findByRole('dialog', { name: 'Standardreferens är raderat' })).toBeInTheDocument();
    expect(api.callsTo('/survey/delete')[0]?.body).toEqual({ id: 'template-1' });
  });

  it('copies a public template into one of the customer’s own', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/survey/populate': () => refOk([templateView(), publicTemplate()]),
      '/survey': () => refOk([templateView({ id: 'template-2', title: 'Kopia av Granskas standardmall' })]),
    });
    renderRoute('/reference-check/questionnaires', { session: creator() });
    await user.click(
      (await rowOf('Granskas standardmall')).getByRole('button', { name: 'Kopiera Granskas standardmall' }),
    );
    expect(
      await screen.findByRole('dialog', { name: 'Granskas standardmall är kopierat' }),
    ).toBeInTheDocument();
    expect(api.callsTo('/survey')[0]?.body).toEqual({
      title: 'Kopia av Granskas standardmall',
      description: 'Frågor till tidigare chefer',
      surveyQuestions: [
        { type: 'OPTIONS', mandatory: true, question: 'Skulle du anställa igen?', options: ['Ja', 'Nej'] },
        { type: 'SLIDER', mandatory: true, question: 'Samarbetsförmåga' },
        { type: 'FREETEXT', mandatory: false, question: 'Övrigt' },
      ],
    });
  });

  it('builds a template: spec §5’s messages in order, options, mandatory flags and keyboard reordering', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/survey': () => refOk([templateView({ id: 'template-9' })]),
      '/survey/populate': () => refOk([]),
    });
    renderRoute('/reference-check/questionnaires/new', { session: creator() });
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Nytt frågebatteri' })).toBeInTheDocument();

    await save(user);
    await expectError(screen.getByLabelText(/^Titel/), 'Titel saknas');
    await type(user, screen.getByLabelText(/^Titel/), 'Chefsreferens');
    await save(user);
    await expectError(screen.getByLabelText(/^Beskrivning/), 'Beskrivning saknas');
    await type(user, screen.getByLabelText(/^Beskrivning/), 'Till tidigare chefer');
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Frågor saknas');

    await user.click(screen.getByRole('button', { name: 'Lägg till fråga' }));
    const first = within(question(1));
    await waitFor(() => expect(first.getByLabelText(/^Frågetext/)).toHaveFocus());
    await save(user);
    await expectError(first.getByLabelText(/^Frågetext/), 'Fråga saknar frågetext');
    await type(user, first.getByLabelText(/^Frågetext/), 'Skulle du anställa igen?');
    await save(user);
    await expectError(first.getByRole('combobox', { name: /^Typ av fråga/ }), 'Fråga saknar typ');
    await user.selectOptions(first.getByRole('combobox', { name: /^Typ av fråga/ }), 'Svarsalternativ');
    await save(user);
    await expectError(first.getByLabelText('Svarsalternativ 1'), 'Fråga innehåller tomma svarsalternativ');
    await user.click(first.getByRole('button', { name: 'Ta bort svarsalternativ 2 i fråga 1' }));
    await user.click(first.getByRole('button', { name: 'Ta bort svarsalternativ 1 i fråga 1' }));
    await save(user);
    expect(await first.findByRole('alert')).toHaveTextContent('Fråga saknar svarsalternativ');
    await user.click(first.getByRole('button', { name: 'Lägg till svarsalternativ' }));
    await type(user, first.getByLabelText('Svarsalternativ 1'), 'Ja');
    await user.click(first.getByRole('button', { name: 'Lägg till svarsalternativ' }));
    await type(user, first.getByLabelText('Svarsalternativ 2'), 'Nej');

    await user.click(screen.getByRole('button', { name: 'Lägg till fråga' }));
    const second = within(question(2));
    await type(user, second.getByLabelText(/^Frågetext/), 'Samarbetsförmåga');
    await user.selectOptions(second.getByRole('combobox', { name: /^Typ av fråga/ }), 'Skala 1–10');
    expect(
      second.getByText('Referenten väljer ett värde från 1 till 10 och kommenterar sitt svar.'),
    ).toBeInTheDocument();
    await user.click(second.getByRole('checkbox', { name: 'Obligatorisk' }));

    // Moved by keyboard: the focus stays with the moved question (now first, so on its 'Flytta ned').
    second.getByRole('button', { name: 'Flytta upp fråga 2' }).focus();
    await user.keyboard('{Enter}');
    const moved = within(question(1));
    expect(moved.getByLabelText(/^Frågetext/)).toHaveValue('Samarbetsförmåga');
    await waitFor(() => expect(moved.getByRole('button', { name: 'Flytta ned fråga 1' })).toHaveFocus());
    expect(moved.getByRole('button', { name: 'Flytta upp fråga 1' })).toBeDisabled();
    expect(screen.getByTestId('app-status')).toHaveTextContent('Fråga 2 är nu fråga 1');

    await save(user);
    expect(await screen.findByRole('dialog', { name: 'Frågebatteriet är sparat' })).toBeInTheDocument();
    expect(api.callsTo('/survey')[0]?.body).toEqual({
      title: 'Chefsreferens',
      description: 'Till tidigare chefer',
      surveyQuestions: [
        { type: 'SLIDER', mandatory: false, question: 'Samarbetsförmåga' },
        { type: 'OPTIONS', mandatory: true, question: 'Skulle du anställa igen?', options: ['Ja', 'Nej'] },
      ],
    });
  });

  it('removes a question from the builder and edits an own template under its id', async () => {
    const user = userEvent.setup();
    const api = stubReferenceApi({
      '/survey/populate': () => refOk([templateView()]),
      '/survey': () => refOk([templateView()]),
    });
    renderRoute('/reference-check/questionnaires/template-1', { session: creator() });
    await form();
    expect(screen.getByRole('heading', { level: 1, name: 'Standardreferens' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ta bort fråga 3' }));
    expect(screen.queryByRole('group', { name: 'Fråga 3' })).not.toBeInTheDocument();
    await save(user);
    expect(await screen.findByRole('dialog', { name: 'Frågebatteriet är sparat' })).toBeInTheDocument();
    expect(api.callsTo('/survey/populate')[0]?.body).toEqual({ id: 'template-1' });
    expect(api.callsTo('/survey')[0]?.body).toMatchObject({ id: 'template-1', title: 'Standardreferens' });
    const body = api.callsTo('/survey')[0]?.body as { surveyQuestions?: unknown[] } | undefined;
    expect(body?.surveyQuestions).toHaveLength(2);
  });

  it('shows a public template read-only', async () => {
    stubReferenceApi({ '/survey/populate': () => refOk([publicTemplate()]) });
    renderRoute('/reference-check/questionnaires/template-public', { session: creator() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Granskas standardmall' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Publik mall')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Fråga 1: Skulle du anställa igen?' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Frågebatteri' })).not.toBeInTheDocument();
  });

  it('is not offered to an orderer without RTQuestionnaireCreator', async () => {
    stubReferenceApi({ '/order/list': () => refOk([], { paging: { page: 0, size: 10, total: 0 } }) });
    const { router } = renderRoute('/reference-check/questionnaires', {
      session: portalSession('RTOrderer'),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/reference-check'));
  });
});
