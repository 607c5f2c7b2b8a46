import type { SurveyAnswer } from './entities/reference-check';
import type { VALIDATION_MESSAGES } from './validation/limits';
import { validateAnswer } from './validation/survey';

/**
 * The security-clearance survey (issue 15; docs/decisions/security-clearance-survey.md): the questions a
 * person answers before a säkerhetsprövning, the customer choosing which through `psConfig.scsQuestionIds`
 * (spec §3). The question shapes are spec §3's Question (FREETEXT or OPTIONS), the answers its SurveyAnswer
 * and the answer rules spec §5's.
 */

export interface LocalizedText {
  sv: string;
  en: string;
}

export type ClearanceQuestionType = 'FREETEXT' | 'OPTIONS';

export interface ClearanceSurveyQuestion {
  /** Stable: stored with the answers and named in psConfig.scsQuestionIds. */
  id: string;
  type: ClearanceQuestionType;
  question: LocalizedText;
  /** OPTIONS: the choices, in order (answers keep the index). */
  options: readonly LocalizedText[];
  /** OPTIONS: the choice that the analyst must look into (a yes to a risk question); null for none. */
  flaggedOption: number | null;
}

const YES_NO: readonly LocalizedText[] = [
  { sv: 'Ja', en: 'Yes' },
  { sv: 'Nej', en: 'No' },
];
const YES = 0;

const yesNo = (id: string, question: LocalizedText, flagged = true): ClearanceSurveyQuestion => ({
  id,
  type: 'OPTIONS',
  question,
  options: YES_NO,
  flaggedOption: flagged ? YES : null,
});

const freeText = (id: string, question: LocalizedText): ClearanceSurveyQuestion => ({
  id,
  type: 'FREETEXT',
  question,
  options: [],
  flaggedOption: null,
});

/** Every question a customer can choose, in the order the survey asks them. */
export const CLEARANCE_SURVEY_QUESTIONS: readonly ClearanceSurveyQuestion[] = [
  freeText('SCS_CITIZENSHIP', {
    sv: 'Vilket eller vilka medborgarskap har du?',
    en: 'Which citizenship or citizenships do you hold?',
  }),
  yesNo('SCS_DUAL_CITIZENSHIP', {
    sv: 'Har du, eller har du haft, medborgarskap i något annat land än Sverige?',
    en: 'Do you hold, or have you held, citizenship of any country other than Sweden?',
  }),
  yesNo('SCS_FOREIGN_TIES', {
    sv: 'Har du familj, en partner eller andra nära relationer som bor i ett land utanför EU/EES?',
    en: 'Do you have family, a partner or other close relations living in a country outside the EU/EEA?',
  }),
  yesNo('SCS_FOREIGN_CONTACTS', {
    sv:
      'Har du de senaste fem åren haft kontakt med en främmande stats myndigheter, underrättelsetjänst ' +
      'eller militär, utöver vad ditt arbete har krävt?',
    en:
      "Have you in the last five years been in contact with a foreign state's authorities, intelligence " +
      'service or military, beyond what your work required?',
  }),
  yesNo('SCS_DEBTS', {
    sv: 'Har du skulder hos Kronofogden eller betalningsanmärkningar, nu eller de senaste fem åren?',
    en: 'Do you have debts with the Enforcement Authority or payment remarks, now or in the last five years?',
  }),
  yesNo('SCS_CRIMINAL_RECORD', {
    sv: 'Är du dömd för brott, eller är du misstänkt för ett brott som ännu inte är avgjort?',
    en: 'Have you been convicted of a crime, or are you suspected of a crime not yet decided?',
  }),
  yesNo('SCS_SUBSTANCE_USE', {
    sv: 'Har du de senaste fem åren använt narkotika eller läkemedel utan läkares ordination?',
    en: 'Have you in the last five years used narcotics, or medicines without a prescription?',
  }),
  yesNo('SCS_ALCOHOL_GAMBLING', {
    sv: 'Har du, eller har du haft, problem med alkohol eller spel om pengar?',
    en: 'Do you have, or have you had, problems with alcohol or gambling?',
  }),
  yesNo(
    'SCS_OTHER_EMPLOYMENT',
    {
      sv: 'Har du andra anställningar, uppdrag, styrelseuppdrag eller ett eget företag vid sidan av tjänsten?',
      en: 'Do you have other employment, assignments, board seats or a business of your own besides the position?',
    },
    false,
  ),
  yesNo('SCS_EXTREMISM', {
    sv:
      'Är du, eller har du varit, medlem i eller stöttat en organisation som använder eller förespråkar ' +
      'våld eller brott för att nå sina mål?',
    en:
      'Are you, or have you been, a member or supporter of an organisation that uses or advocates violence ' +
      'or crime to reach its goals?',
  }),
  yesNo('SCS_PRESSURE', {
    sv: 'Finns det något i ditt liv som någon skulle kunna använda för att pressa eller hota dig?',
    en: 'Is there anything in your life that someone could use to pressure or threaten you?',
  }),
  freeText('SCS_OTHER', {
    sv:
      'Finns det något mer som den som gör säkerhetsprövningen bör känna till, eller vill du förklara ' +
      'något av dina svar? Skriv ”Nej” om inget.',
    en:
      'Is there anything else the person doing the security vetting should know, or would you like to ' +
      'explain any of your answers? Write “No” if nothing.',
  }),
];

const BY_ID = new Map(CLEARANCE_SURVEY_QUESTIONS.map((question) => [question.id, question]));

export const clearanceQuestion = (id: string): ClearanceSurveyQuestion | undefined => BY_ID.get(id);

/**
 * The questions of a customer's survey (psConfig.scsQuestionIds), in the order given, each once. Ids not
 * in the catalogue are skipped; an empty or absent choice, or one with no known id, asks them all.
 */
export const clearanceSurveyQuestions = (
  scsQuestionIds: readonly string[] | null | undefined,
): ClearanceSurveyQuestion[] => {
  const chosen = [...new Set((scsQuestionIds ?? []).map((id) => id.trim()))]
    .map(clearanceQuestion)
    .filter((question) => question !== undefined);
  return chosen.length > 0 ? chosen : [...CLEARANCE_SURVEY_QUESTIONS];
};

/**
 * Spec §5's rule per question ('Svar saknas' where an answer is missing, null where it is given): every
 * survey question is mandatory; FREETEXT needs text, OPTIONS one of its choices.
 */
export const clearanceAnswerRefusals = (
  questions: readonly ClearanceSurveyQuestion[],
  answers: readonly (SurveyAnswer | null | undefined)[],
): (typeof VALIDATION_MESSAGES.answerMissing | null)[] =>
  questions.map((question, index) =>
    validateAnswer(
      { type: question.type, mandatory: true, options: question.options.map((option) => option.sv) },
      answers[index],
    ),
  );

/** Whether the answer is the question's flagged choice (a yes to a risk question). */
export const isFlaggedAnswer = (
  question: ClearanceSurveyQuestion,
  answer: SurveyAnswer | null | undefined,
): boolean =>
  question.type === 'OPTIONS' &&
  question.flaggedOption !== null &&
  answer?.optionIndex === question.flaggedOption;

/** scDetails.flags: how many answers are flagged. */
export const countFlaggedAnswers = (
  questions: readonly ClearanceSurveyQuestion[],
  answers: readonly (SurveyAnswer | null | undefined)[],
): number => questions.filter((question, index) => isFlaggedAnswer(question, answers[index])).length;
