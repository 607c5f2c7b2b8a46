import {
  type ClearanceQuestionView,
  ClearanceSurveyKey,
  type ClearanceSurveyView,
  clearanceAnswerRefusals,
  formatDateTime,
  type SurveyAnswer,
} from '@granska/domain';
import { Alert, Button, Card, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../../api/api-error';
import { usePublicMainApi } from '../../../../api/use-public-main-api';
import { useBankIdOrder } from '../../../../components/bankid/use-bankid-order';
import { currentLanguage } from '../../../../i18n/i18n';
import { useUserMessage } from '../../../../i18n/user-message';
import { BankIdPanel } from '../../components/bankid-panel';
import { LinkPageState } from '../../components/link-page-state';
import { PageNotice } from '../../components/page-notice';
import { QuestionField } from '../../components/question-field';
import {
  clearanceSurveyQueryKey,
  collectClearanceSigning,
  saveClearanceAnswers,
  startClearanceSigning,
  submitClearanceSurvey,
  useClearanceSurvey,
} from '../api/clearance-survey';

/**
 * Stable handles of the page for browser tests (the texts change with the language): the form, each
 * question by its catalogue id (CLEARANCE_SURVEY_QUESTIONS), the hand-in button and the thank-you card.
 */
export const CLEARANCE_SURVEY_TEST_IDS = {
  form: 'scs-form',
  question: (questionId: string) => `scs-question-${questionId}`,
  submit: 'scs-submit',
  done: 'scs-done',
  invalidLink: 'scs-invalid-link',
} as const;

const blankAnswer = (): SurveyAnswer => ({ optionIndex: -1 });

const InvalidLink = () => {
  const { t } = useTranslation();
  return (
    <PageNotice
      title={t('external.clearanceSurvey.invalidLink.title')}
      text={t('external.clearanceSurvey.invalidLink.text')}
      testId={CLEARANCE_SURVEY_TEST_IDS.invalidLink}
    />
  );
};

const Done = ({ signed }: { signed: boolean }) => {
  const { t } = useTranslation();
  return (
    <PageNotice
      title={t('external.clearanceSurvey.done.title')}
      text={t(signed ? 'external.clearanceSurvey.done.signed' : 'external.clearanceSurvey.done.sent')}
      testId={CLEARANCE_SURVEY_TEST_IDS.done}
    />
  );
};

/** The question in the page's language, in the shape the shared question field answers. */
const localized = (question: ClearanceQuestionView, language: 'sv' | 'en') => ({
  type: question.type,
  mandatory: true,
  question: question.question[language],
  options: question.options.map((option) => option[language]),
});

const Survey = ({
  surveyKey,
  view,
  onDone,
}: {
  surveyKey: string;
  view: ClearanceSurveyView;
  onDone: (signed: boolean) => void;
}) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const api = usePublicMainApi();
  const userMessage = useUserMessage();
  const [answers, setAnswers] = useState<SurveyAnswer[]>(() =>
    view.questions.map((_, index) => view.answers[index] ?? blankAnswer()),
  );
  const [errors, setErrors] = useState<(string | null)[]>([]);
  const queryClient = useQueryClient();
  const signing = useBankIdOrder<'sign', { signed: boolean }>({
    storeKey: `granska.clearance-bankid.${surveyKey}`,
    start: (_answer, restart) => startClearanceSigning(api, surveyKey, restart),
    collect: async (orderRef, autoStarted, signal) => {
      const collected = await collectClearanceSigning(api, { surveyKey, orderRef, autoStarted }, signal);
      return { ...collected, result: collected.done };
    },
    onComplete: (done) => onDone(done?.signed ?? true),
    // Handed in meanwhile (another tab) or closed: the link shows what is true now.
    onStale: () => void queryClient.invalidateQueries({ queryKey: clearanceSurveyQueryKey(surveyKey) }),
  });
  const handIn = useMutation({
    mutationFn: async () => {
      await saveClearanceAnswers(api, { surveyKey, answers });
      if (!view.signingRequired) return submitClearanceSurvey(api, surveyKey);
      return null;
    },
    onSuccess: (done) => {
      if (done) onDone(done.signed);
      else void signing.start('sign');
    },
  });

  if (signing.signing.step !== 'idle') {
    return (
      <BankIdPanel
        signing={signing.signing}
        title={t('external.clearanceSurvey.signTitle')}
        onCancel={signing.cancel}
        onRetry={() => void signing.start('sign')}
        onOpenedOnThisDevice={signing.openedOnThisDevice}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusals = clearanceAnswerRefusals(
      view.questions.map((question) => ({ ...question, flaggedOption: null })),
      answers,
    );
    setErrors(refusals);
    if (refusals.every((refusal) => refusal === null)) handIn.mutate();
  };
  const missing = errors.some((refusal) => refusal !== null);
  const failure = missing
    ? t('external.clearanceSurvey.answersMissing')
    : handIn.error instanceof ApiError
      ? userMessage(handIn.error.message)
      : handIn.error
        ? t('external.clearanceSurvey.saveFailed')
        : null;

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('external.clearanceSurvey.heading')}
      </Title>
      <Stack gap="xs">
        <Text>{t('external.clearanceSurvey.whoAsks', { customerName: view.customerName })}</Text>
        <Text fw={500}>{t('external.clearanceSurvey.forPerson', { personName: view.personName })}</Text>
        <Text>{t('external.clearanceSurvey.confidential')}</Text>
        {view.deadline && (
          <Text>
            {t('external.clearanceSurvey.deadline', { time: formatDateTime(new Date(view.deadline)) })}
          </Text>
        )}
      </Stack>
      <Card withBorder padding="lg">
        <form onSubmit={submit} noValidate data-testid={CLEARANCE_SURVEY_TEST_IDS.form}>
          <Stack>
            <Title order={2} size="h3">
              {t('external.clearanceSurvey.questionsHeading')}
            </Title>
            {view.questions.map((question, index) => (
              <div key={question.id} data-testid={CLEARANCE_SURVEY_TEST_IDS.question(question.id)}>
                <QuestionField
                  index={index}
                  question={localized(question, language)}
                  answer={answers[index] ?? blankAnswer()}
                  error={errors[index] ? userMessage(errors[index]) : null}
                  onChange={(answer) =>
                    setAnswers(answers.map((current, at) => (at === index ? answer : current)))
                  }
                />
              </div>
            ))}
            {failure && (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            )}
            <Text size="sm">
              {view.signingRequired
                ? t('external.clearanceSurvey.signExplained')
                : t('external.clearanceSurvey.sendExplained')}
            </Text>
            <Button type="submit" loading={handIn.isPending} data-testid={CLEARANCE_SURVEY_TEST_IDS.submit}>
              {view.signingRequired
                ? t('external.clearanceSurvey.sendAndSign')
                : t('external.clearanceSurvey.send')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
};

const SurveyOfLink = ({ surveyKey }: { surveyKey: string }) => {
  const page = useClearanceSurvey(surveyKey);
  const [done, setDone] = useState<{ signed: boolean } | null>(null);

  if (done) return <Done signed={done.signed} />;
  if (!page.isSuccess) {
    return <LinkPageState query={page} scope="external.clearanceSurvey" invalidLink={<InvalidLink />} />;
  }
  return <Survey surveyKey={surveyKey} view={page.data} onDone={(signed) => setDone({ signed })} />;
};

/**
 * `scs/:surveyKey`: the person a security clearance is for answers the survey's questions and signs the
 * answers with BankID (or hands them in, when the order needs no signature). Public: no session; the key
 * is all the page knows.
 */
export const ClearanceSurveyPage = () => {
  const { surveyKey } = useParams();
  const key = ClearanceSurveyKey.safeParse(surveyKey);
  return key.success ? <SurveyOfLink key={key.data} surveyKey={key.data} /> : <InvalidLink />;
};
