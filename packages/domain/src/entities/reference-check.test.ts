import { describe, expect, it } from 'vitest';
import {
  FileData,
  PollStatus,
  Question,
  Reference,
  ReferenceCheckOrder,
  ReferenceSettings,
  ReportBundle,
  SignData,
  Survey,
  SurveyAnswer,
} from './reference-check';

describe('defaults', () => {
  it.each([
    ['order min/max references', ReferenceCheckOrder, {}, { minReferences: 1, maxReferences: 5 }],
    ['answer option index', SurveyAnswer, {}, { optionIndex: -1 }],
    [
      'settings',
      ReferenceSettings,
      {},
      { defaultMinReferences: 1, defaultMaxReferences: 5, bankIdVerification: true, noVerification: false },
    ],
    ['report bundle references', ReportBundle, { order: {} }, { references: [] }],
  ] as const)('%s', (_name, schema, input, expected) => {
    expect(schema.parse(input)).toMatchObject(expected);
  });

  it.each([
    [ReferenceCheckOrder, { minReferences: 3, maxReferences: 10 }],
    [SurveyAnswer, { optionIndex: 0 }],
    [ReferenceSettings, { defaultMinReferences: 2, bankIdVerification: false, noVerification: true }],
  ] as const)('keeps given values %j', (schema, input) => {
    expect(schema.parse(input)).toMatchObject(input);
  });
});

describe('ReferenceCheckOrder', () => {
  it('parses an order with candidate and state log', () => {
    const order = ReferenceCheckOrder.parse({
      id: 'r-1',
      key: 'k',
      surveyId: 's-1',
      state: 'ORDERED',
      stateLog: [
        { time: '2026-01-05T08:00:00Z', state: 'CREATED' },
        { time: '2026-01-05T09:00:00Z', state: 'ORDERED' },
      ],
      customerRecipients: ['u-1'],
      company: 'Exempel AB',
      candidateInfo: {
        name: 'Anna',
        ssn: '19900101-0017',
        email: 'a@x.se',
        phone: '+46701234567',
        gender: 'FEMALE',
      },
    });
    expect(order.stateLog?.[1]?.state).toBe('ORDERED');
    expect(order.candidateInfo?.gender).toBe('FEMALE');
  });

  it.each([
    [{ state: 'ANALYSING' }],
    [{ stateLog: [{ time: '2026-01-05', state: 'PENDING' }] }],
    [{ minReferences: 1.5 }],
    [{ candidateInfo: { gender: 'OTHER' } }],
  ])('refuses %j', (value) => {
    expect(ReferenceCheckOrder.safeParse(value).success).toBe(false);
  });
});

describe('Reference', () => {
  it('parses a reference with answers, filling option indexes', () => {
    const reference = Reference.parse({
      id: 'ref-1',
      orderId: 'r-1',
      state: 'DONE',
      stateLog: [{ time: '2026-01-06T08:00:00Z', state: 'PENDING' }],
      referenceInfo: { name: 'Bo', relationship: 'Chef', signedAge: 50, signedGender: 'MALE' },
      surveyAnswers: [{ freeText: 'Bra' }, { optionIndex: 2 }, { sliderValue: 7 }],
    });
    expect(reference.surveyAnswers?.map((answer) => answer.optionIndex)).toEqual([-1, 2, -1]);
  });

  it.each([[{ state: 'ORDERED' }], [{ stateLog: [{ time: '2026-01-06', state: 'SURVEYING' }] }]])(
    'refuses %j: reference states differ from order states',
    (value) => {
      expect(Reference.safeParse(value).success).toBe(false);
    },
  );
});

describe('Survey and Question', () => {
  it('parses a template with questions of each type', () => {
    const survey = Survey.parse({
      id: 's-1',
      classType: 'SurveyTemplate',
      title: 'Chef',
      publicSurvey: true,
      surveyQuestions: [
        { type: 'OPTIONS', mandatory: true, question: 'Hur?', options: ['Bra', 'Dålig'] },
        { type: 'SLIDER', question: 'Skala?' },
        { type: 'FREETEXT', question: 'Övrigt?' },
      ],
    });
    expect(survey.surveyQuestions).toHaveLength(3);
  });

  it('accepts a question without type, which validation reports', () => {
    expect(Question.parse({ question: 'Utan typ' })).toEqual({ question: 'Utan typ' });
  });

  it.each([
    [Survey, { classType: 'Template' }],
    [Question, { type: 'CHECKBOX' }],
    [Question, { options: 'Bra' }],
  ] as const)('refuses %#', (schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('sign data, file and poll status', () => {
  it('parses them', () => {
    expect(SignData.parse({ key: 'k', pollID: 'p', operation: 'sign' })).toMatchObject({ pollID: 'p' });
    expect(FileData.parse({ name: 'rapport.pdf', data: 'JVBERi0=', type: 'application/pdf' }).type).toBe(
      'application/pdf',
    );
    expect(PollStatus.parse({ id: 'p', status: 'complete' }).status).toBe('complete');
  });

  it.each([
    [FileData, { name: 'x.pdf', type: 'application/pdf' }],
    [PollStatus, { status: 'pending' }],
  ] as const)('refuses a %# without a required field', (schema, value) => {
    expect(schema.safeParse(value).success).toBe(false);
  });
});
