import { describe, expect, it } from 'vitest';
import { sliderCommentExpected, validateAnswer, validateQuestion, validateSurvey } from './survey';

const freeText = { type: 'FREETEXT' as const, question: 'Hur var samarbetet?', mandatory: true };
const options = {
  type: 'OPTIONS' as const,
  question: 'Skulle du anställa igen?',
  mandatory: true,
  options: ['Ja', 'Nej'],
};
const slider = { type: 'SLIDER' as const, question: 'Ledarskap', mandatory: true };

describe('validateQuestion', () => {
  it.each([
    ['free text', freeText, null],
    ['options', options, null],
    ['slider without options', slider, null],
    ['text missing', { ...freeText, question: '' }, 'Fråga saknar frågetext'],
    ['type missing', { question: 'Fråga', type: undefined }, 'Fråga saknar typ'],
    ['options missing', { ...options, options: undefined }, 'Fråga saknar svarsalternativ'],
    ['options empty list', { ...options, options: [] }, 'Fråga saknar svarsalternativ'],
    ['an empty option', { ...options, options: ['Ja', ''] }, 'Fråga innehåller tomma svarsalternativ'],
    ['a blank option', { ...options, options: ['  ', 'Nej'] }, 'Fråga innehåller tomma svarsalternativ'],
    ['text reported before type', { question: '' }, 'Fråga saknar frågetext'],
    ['options are not required for a slider', { ...slider, options: [] }, null],
  ])('%s', (_name, question, expected) => {
    expect(validateQuestion(question)).toBe(expected);
  });
});

describe('validateSurvey', () => {
  const valid = {
    title: 'Chefsreferens',
    description: 'Frågor till tidigare chef',
    surveyQuestions: [freeText],
  };

  it.each([
    ['valid', {}, null],
    ['title missing', { title: '' }, 'Titel saknas'],
    ['description missing', { description: '' }, 'Beskrivning saknas'],
    ['questions missing', { surveyQuestions: [] }, 'Frågor saknas'],
    ['questions absent', { surveyQuestions: undefined }, 'Frågor saknas'],
    [
      'an invalid question',
      { surveyQuestions: [freeText, { ...options, options: [] }] },
      'Fråga saknar svarsalternativ',
    ],
    ['title reported first', { title: '', description: '', surveyQuestions: [] }, 'Titel saknas'],
  ])('%s', (_name, change, expected) => {
    expect(validateSurvey({ ...valid, ...change })).toBe(expected);
  });
});

describe('validateAnswer', () => {
  it.each([
    ['free text given', freeText, { freeText: 'Mycket bra' }, null],
    ['free text empty', freeText, { freeText: '' }, 'Svar saknas'],
    ['free text blank', freeText, { freeText: '  ' }, 'Svar saknas'],
    ['free text absent', freeText, {}, 'Svar saknas'],
    ['no answer object', freeText, undefined, 'Svar saknas'],
    ['option 0 is a real choice', options, { optionIndex: 0 }, null],
    ['option 1', options, { optionIndex: 1 }, null],
    ['option default -1', options, { optionIndex: -1 }, 'Svar saknas'],
    ['option beyond the list', options, { optionIndex: 2 }, 'Svar saknas'],
    ['option absent', options, {}, 'Svar saknas'],
    ['slider 1', slider, { sliderValue: 1 }, null],
    ['slider 10', slider, { sliderValue: 10 }, null],
    ['slider 0', slider, { sliderValue: 0 }, 'Svar saknas'],
    ['slider 11', slider, { sliderValue: 11 }, 'Svar saknas'],
    ['slider absent', slider, {}, 'Svar saknas'],
    ['slider answer in the free-text field only', slider, { freeText: '5' }, 'Svar saknas'],
    ['optional question left blank', { ...slider, mandatory: false }, { optionIndex: -1 }, null],
    [
      'optional question with an out-of-range value',
      { ...slider, mandatory: false },
      { sliderValue: 12 },
      'Svar saknas',
    ],
    ['mandatory unset counts as mandatory', { ...freeText, mandatory: undefined }, {}, 'Svar saknas'],
    ['unknown type', { question: 'x' }, { freeText: 'y' }, 'Svar saknas'],
  ])('%s', (_name, question, answer, expected) => {
    expect(validateAnswer(question, answer)).toBe(expected);
  });
});

describe('sliderCommentExpected', () => {
  it.each([
    [{ sliderValue: 1 }, true],
    [{ sliderValue: 10 }, true],
    [{ sliderValue: 0 }, false],
    [{}, false],
    [undefined, false],
  ])('%o → %s', (answer, expected) => {
    expect(sliderCommentExpected(answer)).toBe(expected);
  });
});
