import { FileData, ReferenceReport } from '@granska/domain';
import { describe, expect, it } from 'vitest';
import { pdfPageTexts } from '../../platform/testing/pdf-pages';
import { testAppForFile } from '../../platform/testing/test-app';
import { referenceTestKit } from './customer-routes.test-support';
import { summarize } from './reference-report';

const testApp = testAppForFile();
const kit = referenceTestKit(testApp, 'rep');

/** A finished order: two referees answered, one declined, one never answered. */
const finishedOrder = async () => {
  const world = await kit.world();
  const reader = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTDownloadReport']);
  const candidate = kit.candidate({ name: 'Rapport Kandidatsson' });
  const order = await world.sent({ candidateInfo: candidate });
  await kit.setOrderState(order.id, 'SURVEYING');
  const target = { id: order.id, customerId: world.customerId };
  const first = await kit.insertReferee(target, {
    name: 'Frida Först',
    state: 'DONE',
    answers: [
      { optionIndex: 2 },
      { optionIndex: -1, sliderValue: 9, freeText: 'Ordningsam kollega' },
      { optionIndex: -1, freeText: 'En stjärna i teamet' },
    ],
  });
  const second = await kit.insertReferee(target, {
    name: 'Sture Andersson',
    state: 'DONE',
    answers: [
      { optionIndex: 2 },
      { optionIndex: -1, sliderValue: 6, freeText: 'Ibland sen' },
      { optionIndex: -1 },
    ],
  });
  const declined = await kit.insertReferee(target, {
    name: 'Nils Nekare',
    state: 'DECLINED',
    declineReason: 'Jobbade aldrig ihop',
  });
  await kit.insertReferee(target, { name: 'Vera Väntare' });
  await kit.setOrderState(order.id, 'DONE');
  return { world, reader, order, candidate, first, second, declined };
};

const pdfText = async (file: unknown) => {
  const parsed = FileData.parse(file);
  expect(parsed.type).toBe('application/pdf');
  return (await pdfPageTexts(Buffer.from(parsed.data, 'base64'))).join('\n');
};

describe('summarize', () => {
  it('counts options, lists slider values with their mean, and leaves free text out', () => {
    const questions = [
      { type: 'OPTIONS' as const, question: 'A', options: ['x', 'y'] },
      { type: 'SLIDER' as const, question: 'B' },
      { type: 'FREETEXT' as const, question: 'C' },
    ];
    expect(
      summarize(questions, [
        [{ optionIndex: 1 }, { optionIndex: -1, sliderValue: 7 }, { optionIndex: -1, freeText: 'hemligt' }],
        [{ optionIndex: 1 }, { optionIndex: -1, sliderValue: 8 }],
        [{ optionIndex: 0 }, { optionIndex: -1, sliderValue: 10 }],
        [{ optionIndex: 5 }],
      ]),
    ).toEqual([
      { index: 0, optionCounts: [1, 2] },
      { index: 1, sliderValues: [7, 8, 10], sliderMean: 8.33 },
      { index: 2 },
    ]);
    expect(summarize([{ type: 'SLIDER', question: 'B' }], [])).toEqual([
      { index: 0, sliderValues: [], sliderMean: null },
    ]);
  });
});

describe('the report', () => {
  it('answers per question the option counts, slider values and mean, and how many answered and declined', async () => {
    const { reader, order, world } = await finishedOrder();
    for (const token of [reader.token, world.orderer.token, world.recipient.token]) {
      const response = await kit.call('/order/report', { token, body: { id: order.id } });
      expect(response.statusCode, response.body).toBe(200);
      for (const personal of ['Frida', 'Sture', 'Nils', 'Ordningsam', 'stjärna', 'Jobbade', 'Kandidatsson']) {
        expect(response.body).not.toContain(personal);
      }
      const report = ReferenceReport.parse(response.json().result[0]);
      expect(report.summary).toEqual([
        { index: 0, optionCounts: [0, 0, 2] },
        { index: 1, sliderValues: [9, 6], sliderMean: 7.5 },
        { index: 2 },
      ]);
      expect(report).toMatchObject({ answered: 2, declined: 1 });
      expect(report.references.map((reference) => reference.state)).toEqual([
        'DONE',
        'DONE',
        'DECLINED',
        'PENDING',
      ]);
      expect(report.order.state).toBe('DONE');
    }
  });

  it("refuses another customer's order and callers outside the report's groups", async () => {
    const { order, world } = await finishedOrder();
    const stranger = await kit.user((await kit.world()).custNo, [
      'ServiceReferenceCheck',
      'RTDownloadReport',
    ]);
    await kit.refused('/order/report', 404, stranger.token, { id: order.id });
    await kit.refused('/order/pdf', 404, stranger.token, { id: order.id });
    await kit.refused('/order/pdf/decrypted', 404, stranger.token, { id: order.id });
    const creator = await kit.user(world.custNo, ['ServiceReferenceCheck', 'RTQuestionnaireCreator']);
    await kit.refused('/order/report', 403, creator.token, { id: order.id });
    await kit.refused('/order/pdf', 403, world.orderer.token, { id: order.id });
    await kit.refused('/order/pdf/decrypted', 401, undefined, { id: order.id });
  });
});

describe('the PDFs', () => {
  it('masked: the questions and the counts, without names, contact details or free text', async () => {
    const { reader, order, world } = await finishedOrder();
    const [file] = await kit.ok('/order/pdf', reader.token, { id: order.id });
    expect(FileData.parse(file).name).toMatch(/^referensrapport-[0-9A-F]+\.pdf$/);
    const text = await pdfText(file);
    expect(text).toContain('Referensrapport');
    expect(text).toContain('Hur var samarbetet?');
    expect(text).toContain('Mycket bra');
    expect(text).toContain('7,5');
    expect(text).toContain('Utan personuppgifter');
    for (const personal of [
      'Frida',
      'Sture',
      'Nils',
      'Vera',
      'Ordningsam',
      'stjärna',
      'Jobbade',
      'Kandidatsson',
      '@',
    ]) {
      expect(text).not.toContain(personal);
    }
    expect(await kit.auditRows('reference-order.pdf-decrypted', order.id)).toEqual([]);
    expect(world.template.title).toBeDefined();
  });

  it('decrypted: names and answers in clear, and an audit row for each download', async () => {
    const { reader, order, candidate } = await finishedOrder();
    for (let download = 0; download < 2; download += 1) {
      const [file] = await kit.ok('/order/pdf/decrypted', reader.token, { id: order.id });
      expect(FileData.parse(file).name).toMatch(/-avkrypterad\.pdf$/);
      const text = await pdfText(file);
      for (const expected of [
        candidate.name,
        candidate.email,
        'Frida Först',
        'Sture Andersson',
        'Ordningsam kollega',
        'En stjärna i teamet',
        'Jobbade aldrig ihop',
        'Mycket bra',
      ]) {
        expect(text, expected).toContain(expected);
      }
    }
    const rows = await kit.auditRows('reference-order.pdf-decrypted', order.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actorId: reader.userId, entity: 'reference-order', outcome: 'OK' });
  });
});
