import { createHash } from 'node:crypto';
import type { Question, SurveyAnswer } from '@granska/domain';

/**
 * What a referee signs with BankID (docs/decisions/reference-check-links.md): a Swedish text in BankID's
 * simpleMarkdownV1 with every question and the answer given, and, signed but not shown, a reference that
 * ties the signature to this reference and to the exact answers (a SHA-256 of them).
 */

/** BankID takes at most 40 000 characters of base64 (about 30 000 bytes): we keep well below. */
export const SIGN_TEXT_MAX_BYTES = 20_000;
const SHORT_ANSWER_CHARS = 300;

/** simpleMarkdownV1's special characters escaped and line breaks folded, as the consent statement does. */
export const escapeMarkdown = (text: string): string =>
  text
    .replace(/[\\*+#|]/g, '\\$&')
    .replace(/\s+/g, ' ')
    .trim();

const answerText = (question: Question, answer: SurveyAnswer | undefined): string => {
  const comment = answer?.freeText?.trim();
  switch (question.type) {
    case 'OPTIONS': {
      const option = question.options?.[answer?.optionIndex ?? -1];
      return option === undefined ? 'Inget svar' : option;
    }
    case 'SLIDER':
      if (answer?.sliderValue === undefined) return 'Inget svar';
      return comment ? `${answer.sliderValue} av 10. ${comment}` : `${answer.sliderValue} av 10`;
    default:
      return comment ? comment : 'Inget svar';
  }
};

const shorten = (text: string, chars: number) =>
  text.length > chars ? `${text.slice(0, chars - 1)}…` : text;

const compose = (
  heading: { asker: string; candidateName: string | null },
  questions: readonly Question[],
  answers: readonly SurveyAnswer[],
  answerChars: number,
): string => {
  const about = heading.candidateName ? escapeMarkdown(heading.candidateName) : 'kandidaten';
  const parts = [
    `# Referens till ${escapeMarkdown(heading.asker)}`,
    `Jag lämnar dessa svar som referens för ${about} och intygar att de är mina egna.`,
    ...questions.map(
      (question, index) =>
        `## Fråga ${index + 1}: ${escapeMarkdown(question.question ?? '')}\n` +
        escapeMarkdown(shorten(answerText(question, answers[index]), answerChars)),
    ),
  ];
  return parts.join('\n\n');
};

/**
 * The text the BankID app shows. Long free-text answers are shortened in it when the whole would not fit
 * BankID's limit (the hidden reference still signs the full answers).
 */
export const refereeSignText = (
  heading: { asker: string; candidateName: string | null },
  questions: readonly Question[],
  answers: readonly SurveyAnswer[],
): string => {
  const full = compose(heading, questions, answers, Number.POSITIVE_INFINITY);
  if (Buffer.byteLength(full, 'utf8') <= SIGN_TEXT_MAX_BYTES) return full;
  const short = compose(heading, questions, answers, SHORT_ANSWER_CHARS);
  if (Buffer.byteLength(short, 'utf8') <= SIGN_TEXT_MAX_BYTES) return short;
  return `${short.slice(0, SIGN_TEXT_MAX_BYTES / 4)}…`;
};

export const answersDigest = (answers: readonly SurveyAnswer[]): string =>
  createHash('sha256').update(JSON.stringify(answers)).digest('hex');

/** Signed but not shown: this reference and the digest of exactly these answers. */
export const refereeSignedReference = (referenceId: string, answers: readonly SurveyAnswer[]): string =>
  `granska:reference:${referenceId}:answers-sha256:${answersDigest(answers)}`;
