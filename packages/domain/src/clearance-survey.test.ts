import { describe, expect, it } from 'vitest';
import {
  CLEARANCE_SURVEY_QUESTIONS,
  clearanceAnswerRefusals,
  clearanceSurveyQuestions,
  countFlaggedAnswers,
  isFlaggedAnswer,
} from './clearance-survey';

const question = (id: string) => {
  const found = CLEARANCE_SURVEY_QUESTIONS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(id);
  return found;
};

describe('the security-clearance survey catalogue', () => {
  it('has unique ids, a Swedish and an English text for each question, and yes/no for the options', () => {
    const ids = CLEARANCE_SURVEY_QUESTIONS.map((each) => each.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    for (const each of CLEARANCE_SURVEY_QUESTIONS) {
      expect(each.question.sv.trim()).not.toBe('');
      expect(each.question.en.trim()).not.toBe('');
      if (each.type === 'OPTIONS') expect(each.options.map((option) => option.sv)).toEqual(['Ja', 'Nej']);
      else expect(each.flaggedOption).toBeNull();
    }
  });

  it('asks every question when the customer chose none, or only unknown ones', () => {
    expect(clearanceSurveyQuestions(undefined)).toEqual(CLEARANCE_SURVEY_QUESTIONS);
    expect(clearanceSurveyQuestions([])).toEqual(CLEARANCE_SURVEY_QUESTIONS);
    expect(clearanceSurveyQuestions(['NOT_A_QUESTION'])).toEqual(CLEARANCE_SURVEY_QUESTIONS);
  });

  it("asks the customer's choice in its order, each once, skipping unknown ids", () => {
    const chosen = clearanceSurveyQuestions(['SCS_DEBTS', 'unknown', ' SCS_CITIZENSHIP', 'SCS_DEBTS']);
    expect(chosen.map((each) => each.id)).toEqual(['SCS_DEBTS', 'SCS_CITIZENSHIP']);
  });
});

describe('answers (spec §5)', () => {
  const questions = [question('SCS_CITIZENSHIP'), question('SCS_DEBTS')];

  it.each([
    ['nothing answered', [], ['Svar saknas', 'Svar saknas']],
    [
      'blank free text, no option',
      [{ freeText: '  ', optionIndex: -1 }, { optionIndex: -1 }],
      ['Svar saknas', 'Svar saknas'],
    ],
    [
      'an option beyond yes/no',
      [{ freeText: 'Svenskt', optionIndex: -1 }, { optionIndex: 2 }],
      [null, 'Svar saknas'],
    ],
    ['both given', [{ freeText: 'Svenskt', optionIndex: -1 }, { optionIndex: 1 }], [null, null]],
  ])('%s', (_name, answers, expected) => {
    expect(clearanceAnswerRefusals(questions, answers)).toEqual(expected);
  });

  it('flags a yes to a risk question, not a no, and not a yes where yes is no risk', () => {
    expect(isFlaggedAnswer(question('SCS_DEBTS'), { optionIndex: 0 })).toBe(true);
    expect(isFlaggedAnswer(question('SCS_DEBTS'), { optionIndex: 1 })).toBe(false);
    expect(isFlaggedAnswer(question('SCS_OTHER_EMPLOYMENT'), { optionIndex: 0 })).toBe(false);
    expect(isFlaggedAnswer(question('SCS_CITIZENSHIP'), { freeText: 'Ja', optionIndex: 0 })).toBe(false);
    const all = [question('SCS_DEBTS'), question('SCS_CRIMINAL_RECORD'), question('SCS_SUBSTANCE_USE')];
    expect(countFlaggedAnswers(all, [{ optionIndex: 0 }, { optionIndex: 1 }, { optionIndex: 0 }])).toBe(2);
  });
});
