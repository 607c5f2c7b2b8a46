import type { QuestionType } from '../enums';
import { isMissing } from '../format';
import { BUSINESS_LIMITS, VALIDATION_MESSAGES } from './limits';

export interface QuestionInput {
  type?: QuestionType | null;
  question?: string | null;
  mandatory?: boolean | null;
  options?: readonly (string | null | undefined)[] | null;
}

export interface SurveyInput {
  title?: string | null;
  description?: string | null;
  surveyQuestions?: readonly QuestionInput[] | null;
}

export function validateQuestion(question: QuestionInput): string | null {
  if (isMissing(question.question)) return VALIDATION_MESSAGES.questionTextMissing;
  if (isMissing(question.type)) return VALIDATION_MESSAGES.questionTypeMissing;
  if (question.type === 'OPTIONS') {
    if (isMissing(question.options)) return VALIDATION_MESSAGES.questionOptionsMissing;
    if (question.options?.some(isMissing)) return VALIDATION_MESSAGES.questionOptionEmpty;
  }
  return null;
}

/** Survey fields first, then the first invalid question's message. */
export function validateSurvey(survey: SurveyInput): string | null {
  if (isMissing(survey.title)) return VALIDATION_MESSAGES.titleMissing;
  if (isMissing(survey.description)) return VALIDATION_MESSAGES.descriptionMissing;
  if (isMissing(survey.surveyQuestions)) return VALIDATION_MESSAGES.questionsMissing;
  for (const question of survey.surveyQuestions ?? []) {
    const message = validateQuestion(question);
    if (message) return message;
  }
  return null;
}

export interface SurveyAnswerInput {
  freeText?: string | null;
  optionIndex?: number | null;
  sliderValue?: number | null;
}

function isBlankAnswer(answer: SurveyAnswerInput | null | undefined): boolean {
  return isMissing(answer?.freeText) && (answer?.optionIndex ?? -1) < 0 && isMissing(answer?.sliderValue);
}

function isSliderValue(value: number | null | undefined): boolean {
  return (
    typeof value === 'number' && value >= BUSINESS_LIMITS.SLIDER_MIN && value <= BUSINESS_LIMITS.SLIDER_MAX
  );
}

/**
 * Spec §5 answers. A question is mandatory unless `mandatory` is explicitly false; an optional question
 * may be left blank, but a value given to it must still be valid.
 */
export function validateAnswer(
  question: QuestionInput,
  answer: SurveyAnswerInput | null | undefined,
): typeof VALIDATION_MESSAGES.answerMissing | null {
  if (question.mandatory === false && isBlankAnswer(answer)) return null;
  const missing = VALIDATION_MESSAGES.answerMissing;
  switch (question.type) {
    case 'FREETEXT':
      return isMissing(answer?.freeText) ? missing : null;
    case 'OPTIONS': {
      const index = answer?.optionIndex;
      if (typeof index !== 'number' || !Number.isInteger(index) || index < 0) return missing;
      if (question.options && index >= question.options.length) return missing;
      return null;
    }
    case 'SLIDER':
      return isSliderValue(answer?.sliderValue) ? null : missing;
    default:
      return missing;
  }
}

/** A slider comment is expected once a value (at least 1) is chosen. */
export function sliderCommentExpected(answer: SurveyAnswerInput | null | undefined): boolean {
  return typeof answer?.sliderValue === 'number' && answer.sliderValue >= BUSINESS_LIMITS.SLIDER_MIN;
}
