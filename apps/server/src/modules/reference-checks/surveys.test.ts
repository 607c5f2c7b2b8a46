import { ReferenceOrderBundle, Survey } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../platform/testing/test-app';
import { referenceTestKit } from './customer-routes.test-support';

const testApp = testAppForFile();
const kit = referenceTestKit(testApp, 'srv');

const creatorOf = async () => {
  const { id, custNo } = await kit.customer();
  const creator = await kit.user(custNo, ['ServiceReferenceCheck', 'RTQuestionnaireCreator']);
  return { customerId: id, custNo, creator };
};

describe('questionnaire templates', () => {
  it("lists the customer's templates by title, then the public ones, and never another customer's", async () => {
    const admin = await kit.user(null, ['UserAdmin']);
    const mine = await creatorOf();
    const other = await creatorOf();
    const publicOne = await kit.saveTemplate(admin.token, { title: 'A publik mall', publicSurvey: true });
    const second = await kit.saveTemplate(mine.creator.token, { title: 'B egen mall' });
    const first = await kit.saveTemplate(mine.creator.token, { title: 'A egen mall' });
    const foreign = await kit.saveTemplate(other.creator.token, { title: 'Annan kunds mall' });

    const listed = (
      await kit.ok('/survey/populate', mine.creator.token, { classType: 'SurveyTemplate' })
    ).map((survey) => Survey.parse(survey));
    const ids = listed.map((survey) => survey.id);
    expect(ids.slice(0, 2)).toEqual([first.id, second.id]);
    expect(ids).toContain(publicOne.id);
    expect(ids.indexOf(publicOne.id)).toBeGreaterThan(1);
    expect(ids).not.toContain(foreign.id);
    expect(listed.find((survey) => survey.id === publicOne.id)).toMatchObject({
      publicSurvey: true,
      classType: 'SurveyTemplate',
    });
    expect(publicOne.customerId).toBeUndefined();
    expect(first).toMatchObject({ customerId: mine.customerId, publicSurvey: false });
  });

  it("reads one by id: the customer's own and public ones; another customer's is 404", async () => {
    const admin = await kit.user(null, ['UserAdmin']);
    const mine = await creatorOf();
    const other = await creatorOf();
    const reader = await kit.user(mine.custNo, ['ServiceReferenceCheck', 'RTRecipient']);
    const own = await kit.saveTemplate(mine.creator.token);
    const publicOne = await kit.saveTemplate(admin.token, { publicSurvey: true });
    const foreign = await kit.saveTemplate(other.creator.token);

    expect((await kit.ok('/survey/populate', reader.token, { id: own.id }))[0]).toMatchObject({
      id: own.id,
      surveyQuestions: own.surveyQuestions,
    });
    expect((await kit.ok('/survey/populate', reader.token, { id: publicOne.id }))[0]).toMatchObject({
      id: publicOne.id,
    });
    expect(await kit.refused('/survey/populate', 404, reader.token, { id: foreign.id })).toBe(
      'Frågebatteriet kunde inte hittas',
    );
    expect(await kit.refused('/survey/populate', 400, reader.token, {})).toBe(
      'Ange vilket frågebatteri som ska hämtas',
    );
    await kit.refused('/survey/populate', 401, undefined, { id: own.id });
  });

  it('refuses a template with the first message of spec §5, in its order', async () => {
    const { creator } = await creatorOf();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', description: '', surveyQuestions: [] }, 'Titel saknas'],
      [{ title: '0', description: 'x' }, 'Titel saknas'],
      [{ description: '', surveyQuestions: [] }, 'Beskrivning saknas'],
      [{ surveyQuestions: [] }, 'Frågor saknas'],
      [{ surveyQuestions: [{ type: 'FREETEXT', question: '' }] }, 'Fråga saknar frågetext'],
      [{ surveyQuestions: [{ question: 'Hur?' }] }, 'Fråga saknar typ'],
      [
        { surveyQuestions: [{ type: 'OPTIONS', question: 'Hur?', options: [] }] },
        'Fråga saknar svarsalternativ',
      ],
      [
        { surveyQuestions: [{ type: 'OPTIONS', question: 'Hur?', options: ['Bra', ''] }] },
        'Fråga innehåller tomma svarsalternativ',
      ],
      [
        { surveyQuestions: [kit.question.slider, { type: 'OPTIONS', question: 'Hur?' }] },
        'Fråga saknar svarsalternativ',
      ],
    ];
    for (const [overrides, message] of cases) {
      expect(await kit.refused('/survey', 400, creator.token, kit.surveyBody(overrides)), message).toBe(
        message,
      );
    }
  });

  it('saves changes to a template and records who did it', async () => {
    const { creator } = await creatorOf();
    const template = await kit.saveTemplate(creator.token);
    const changed = Survey.parse(
      (
        await kit.ok('/survey', creator.token, {
          ...kit.surveyBody({ title: 'Nytt namn' }),
          id: template.id,
          surveyQuestions: [kit.question.freeText],
        })
      )[0],
    );
    expect(changed).toMatchObject({
      id: template.id,
      title: 'Nytt namn',
      surveyQuestions: [kit.question.freeText],
    });
    const [row] = await kit.auditRows('survey.update', template.id as string);
    expect(row).toMatchObject({ actorId: creator.userId, entity: 'survey' });
    expect(await kit.auditRows('survey.create', template.id as string)).toHaveLength(1);
  });

  it('lets only the admin save public templates; customers read them but cannot change them', async () => {
    const admin = await kit.user(null, ['UserAdmin']);
    const mine = await creatorOf();
    const other = await creatorOf();
    const publicOne = await kit.saveTemplate(admin.token, { title: 'Publik' });
    expect(publicOne).toMatchObject({ publicSurvey: true });
    expect(publicOne.customerId).toBeUndefined();

    expect(
      await kit.refused('/survey', 403, mine.creator.token, { ...kit.surveyBody(), id: publicOne.id }),
    ).toBe('Publika frågebatterier kan bara ändras av administratören');
    expect(
      await kit.refused('/survey', 403, mine.creator.token, kit.surveyBody({ publicSurvey: true })),
    ).toBe('Publika frågebatterier kan bara ändras av administratören');
    await kit.refused('/survey/delete', 403, mine.creator.token, { id: publicOne.id });

    const foreign = await kit.saveTemplate(other.creator.token);
    await kit.refused('/survey', 404, mine.creator.token, { ...kit.surveyBody(), id: foreign.id });
    await kit.refused('/survey/delete', 404, mine.creator.token, { id: foreign.id });
    // The admin keeps public templates only: a customer's is not theirs to edit.
    await kit.refused('/survey', 404, admin.token, { ...kit.surveyBody(), id: foreign.id });

    const edited = (
      await kit.ok('/survey', admin.token, { ...kit.surveyBody({ title: 'Publik 2' }), id: publicOne.id })
    )[0];
    expect(edited).toMatchObject({ title: 'Publik 2', publicSurvey: true });
  });

  it('lets only questionnaire creators and the admin save or delete; no token is 401', async () => {
    const { custNo } = await creatorOf();
    for (const group of ['RTOrderer', 'RTRecipient', 'RTDownloadReport', 'RTDelete', 'CustomerAdmin']) {
      const caller = await kit.user(custNo, ['ServiceReferenceCheck', group]);
      await kit.refused('/survey', 403, caller.token, kit.surveyBody());
      await kit.refused('/survey/delete', 403, caller.token, { id: 'x' });
    }
    const staff = await kit.user(null, ['Coordinator']);
    await kit.refused('/survey', 403, staff.token, kit.surveyBody());
    await kit.refused('/survey/populate', 403, staff.token, { classType: 'SurveyTemplate' });
    await kit.refused('/survey', 401, undefined, kit.surveyBody());
  });

  it("answers 403 for a customer without reference checks, whatever the user's groups", async () => {
    const { custNo } = await kit.customer(['BackgroundCheck']);
    const creator = await kit.user(custNo, ['ServiceReferenceCheck', 'RTQuestionnaireCreator']);
    expect(await kit.refused('/survey', 403, creator.token, kit.surveyBody())).toBe(
      'Kunden har inte tillgång till referenstagning',
    );
  });
});

describe('copies and deletion', () => {
  it("copies a template into the order's own questionnaire, which later changes to the template do not touch", async () => {
    const world = await kit.world();
    const draft = await world.draft({ surveyId: undefined });
    const copy = Survey.parse(
      (await kit.ok('/survey/copy', world.orderer.token, { id: world.template.id, orderId: draft.id }))[0],
    );
    expect(copy).toMatchObject({
      classType: 'Survey',
      orderId: draft.id,
      customerId: world.customerId,
      title: world.template.title,
      surveyQuestions: world.template.surveyQuestions,
    });
    const bundle = ReferenceOrderBundle.parse(
      (await kit.ok('/order/populate', world.orderer.token, { id: draft.id }))[0],
    );
    expect(bundle.order.surveyId).toBe(copy.id);
    expect(bundle.survey?.id).toBe(copy.id);

    await kit.ok('/survey', world.orderer.token, {
      ...kit.surveyBody({ title: 'Ändrad mall' }),
      id: world.template.id,
    });
    expect((await kit.ok('/survey/populate', world.orderer.token, { id: copy.id }))[0]).toMatchObject({
      title: world.template.title,
    });
    // A copy is no template: it is neither changed nor deleted through the template calls.
    await kit.refused('/survey', 409, world.orderer.token, { ...kit.surveyBody(), id: copy.id });
    await kit.refused('/survey/delete', 409, world.orderer.token, { id: copy.id });

    // A second copy replaces the first as the draft's questionnaire.
    const second = Survey.parse(
      (await kit.ok('/survey/copy', world.orderer.token, { id: world.template.id, orderId: draft.id }))[0],
    );
    await kit.refused('/survey/populate', 404, world.orderer.token, { id: copy.id });
    expect(
      ReferenceOrderBundle.parse((await kit.ok('/order/populate', world.orderer.token, { id: draft.id }))[0])
        .order.surveyId,
    ).toBe(second.id);
  });

  it("copies without an order, refuses another customer's template or order, and a sent order", async () => {
    const world = await kit.world();
    const other = await kit.world();
    const loose = (await kit.ok('/survey/copy', world.orderer.token, { id: world.template.id }))[0];
    expect(loose).toMatchObject({ classType: 'Survey', customerId: world.customerId });
    expect((loose as { orderId?: string }).orderId).toBeUndefined();
    await kit.refused('/survey/copy', 404, world.orderer.token, { id: other.template.id });
    const foreignDraft = await other.draft();
    await kit.refused('/survey/copy', 404, world.orderer.token, {
      id: world.template.id,
      orderId: foreignDraft.id,
    });
    const sent = await world.sent();
    expect(
      await kit.refused('/survey/copy', 409, world.orderer.token, {
        id: world.template.id,
        orderId: sent.id,
      }),
    ).toBe('Beställningen är redan skickad och kan inte ändras');
  });

  it('deletes a template; an order that pointed at it keeps a copy of its own', async () => {
    const world = await kit.world();
    const draft = await world.draft();
    expect(draft.surveyId).toBe(world.template.id);
    const deleted = (await kit.ok('/survey/delete', world.orderer.token, { id: world.template.id }))[0];
    expect(deleted).toMatchObject({ id: world.template.id });
    await kit.refused('/survey/populate', 404, world.orderer.token, { id: world.template.id });

    const bundle = ReferenceOrderBundle.parse(
      (await kit.ok('/order/populate', world.orderer.token, { id: draft.id }))[0],
    );
    expect(bundle.order.surveyId).not.toBe(world.template.id);
    expect(bundle.survey).toMatchObject({
      classType: 'Survey',
      orderId: draft.id,
      title: world.template.title,
      surveyQuestions: world.template.surveyQuestions,
    });
    const [row] = await kit.auditRows('survey.delete', world.template.id as string);
    expect(row?.details).toMatchObject({ copiedForOrders: [draft.id] });
  });
});
