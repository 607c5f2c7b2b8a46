import {
  type QuestionType,
  type SaveSurveyRequest,
  SaveSurveyRequest as SaveSurveyRequestSchema,
  type Survey,
  VALIDATION_MESSAGES,
  validateQuestion,
  validateSurvey,
} from '@granska/domain';
import { maxLengthOf } from '../form';

/** A question as the builder edits it; `key` keeps its identity while questions move. */
export interface QuestionDraft {
  key: string;
  type: QuestionType | '';
  question: string;
  mandatory: boolean;
  options: string[];
}

export interface SurveyFormValues {
  title: string;
  description: string;
  questions: QuestionDraft[];
}

let nextKey = 0;
const newKey = () => {
  nextKey += 1;
  return `question-${nextKey}`;
};

/** A new question: mandatory unless the creator says otherwise (spec: referees must answer it). */
export const newQuestion = (): QuestionDraft => ({
  key: newKey(),
  type: '',
  question: '',
  mandatory: true,
  options: [],
});

/** A template in the builder (a new one when none is given). */
export const surveyValues = (survey?: Survey): SurveyFormValues => ({
  title: survey?.title ?? '',
  description: survey?.description ?? '',
  questions: (survey?.surveyQuestions ?? []).map((question) => ({
    key: newKey(),
    type: question.type ?? '',
    question: question.question ?? '',
    mandatory: question.mandatory !== false,
    options: question.type === 'OPTIONS' ? [...(question.options ?? [])] : [],
  })),
});

/** What POST /survey is sent: options only for an OPTIONS question. */
export const surveyRequest = (values: SurveyFormValues, id?: string): SaveSurveyRequest => ({
  ...(id ? { id } : {}),
  title: values.title.trim(),
  description: values.description.trim(),
  surveyQuestions: values.questions.map((question) => ({
    ...(question.type === '' ? {} : { type: question.type }),
    mandatory: question.mandatory,
    question: question.question.trim(),
    ...(question.type === 'OPTIONS' ? { options: question.options.map((option) => option.trim()) } : {}),
  })),
});

/** Where a message of the builder belongs: the survey's field, or a question's (by its index). */
export type SurveyFormField =
  | 'title'
  | 'description'
  | 'questions'
  | `questions.${number}.question`
  | `questions.${number}.type`
  | `questions.${number}.options`
  | `questions.${number}.options.${number}`;

const questionField = (index: number, question: QuestionDraft, message: string): SurveyFormField => {
  switch (message) {
    case VALIDATION_MESSAGES.questionTextMissing:
      return `questions.${index}.question`;
    case VALIDATION_MESSAGES.questionTypeMissing:
      return `questions.${index}.type`;
    case VALIDATION_MESSAGES.questionOptionEmpty: {
      const empty = question.options.findIndex((option) => option.trim() === '');
      return `questions.${index}.options.${Math.max(0, empty)}`;
    }
    default:
      return `questions.${index}.options`;
  }
};

/**
 * The template as saving checks it (the domain's `validateSurvey`, spec §5: 'Titel saknas',
 * 'Beskrivning saknas', 'Frågor saknas', then the first invalid question's message): the message and
 * the field it belongs to.
 */
export const surveyError = (values: SurveyFormValues): { field: SurveyFormField; message: string } | null => {
  const request = surveyRequest(values);
  const message = validateSurvey(request);
  if (!message) return null;
  if (message === VALIDATION_MESSAGES.titleMissing) return { field: 'title', message };
  if (message === VALIDATION_MESSAGES.descriptionMissing) return { field: 'description', message };
  if (message === VALIDATION_MESSAGES.questionsMissing) return { field: 'questions', message };
  const index = (request.surveyQuestions ?? []).findIndex((question) => validateQuestion(question) !== null);
  const question = values.questions[index];
  return question
    ? { field: questionField(index, question, message), message }
    : { field: 'questions', message };
};

/** A question moved one place up (-1) or down (+1); the list as it was when it cannot move. */
export const moveQuestion = (
  questions: readonly QuestionDraft[],
  index: number,
  by: -1 | 1,
): QuestionDraft[] => {
  const target = index + by;
  if (target < 0 || target >= questions.length) return [...questions];
  const next = [...questions];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
};

const question = SaveSurveyRequestSchema.shape.surveyQuestions.unwrap().element.shape;

/** The longest texts the contract takes (the inputs' maxLength). */
export const SURVEY_LIMITS = {
  title: maxLengthOf(SaveSurveyRequestSchema.shape.title),
  description: maxLengthOf(SaveSurveyRequestSchema.shape.description),
  question: maxLengthOf(question.question),
  option: maxLengthOf(question.options.unwrap().element),
};
