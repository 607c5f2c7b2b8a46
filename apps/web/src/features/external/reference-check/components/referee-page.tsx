import {
  declineReferenceEndpoint,
  type ReferenceLinkView,
  type SurveyAnswer,
  sendAnswersEndpoint,
  signReferenceEndpoint,
  validateAnswer,
  verifyReferenceEndpoint,
} from '@granska/domain';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callReferenceItem } from '../../../../api/endpoint-hooks';
import { usePublicReferenceApi } from '../../../../api/use-public-reference-api';
import { QuestionField } from '../../components/question-field';
import { useReferenceLink, useRefreshLink } from '../api/reference-link';
import { useReferenceBankId } from '../hooks/use-reference-bankid';
import { Notice, useErrorText, WithLinkView } from './link-states';
import { OrderDetails } from './order-details';
import { ReferenceBankIdPanel } from './reference-bankid-panel';

const blankAnswer = (): SurveyAnswer => ({ optionIndex: -1 });

/** The decline form: a reason is required. */
const Decline = ({
  linkKey,
  onCancel,
  onDone,
}: {
  linkKey: string;
  onCancel: () => void;
  onDone: () => void;
}) => {
  const { t } = useTranslation();
  const api = usePublicReferenceApi();
  const [reason, setReason] = useState('');
  const errorText = useErrorText();
  const [missing, setMissing] = useState(false);
  const decline = useMutation({
    mutationFn: () =>
      callReferenceItem(api, declineReferenceEndpoint, { key: linkKey, declineReason: reason }),
    onSuccess: onDone,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(reason.trim() === '');
    if (reason.trim() !== '') decline.mutate();
  };
  const error = missing
    ? t('external.reference.referee.reasonMissing')
    : decline.error && errorText(decline.error);
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>{t('external.reference.referee.declineHeading')}</Title>
          <Textarea
            label={t('external.reference.referee.reason')}
            withAsterisk
            value={reason}
            error={error}
            maxLength={2000}
            rows={3}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              {t('external.reference.referee.back')}
            </Button>
            <Button type="submit" color="red" loading={decline.isPending}>
              {t('external.reference.referee.confirmDecline')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};

const Questionnaire = ({
  linkKey,
  view,
  onSaved,
  onDecline,
}: {
  linkKey: string;
  view: ReferenceLinkView;
  onSaved: () => void;
  onDecline: () => void;
}) => {
  const { t } = useTranslation();
  const api = usePublicReferenceApi();
  const questions = view.survey?.surveyQuestions ?? [];
  const [answers, setAnswers] = useState<SurveyAnswer[]>(() =>
    questions.map((_, index) => view.surveyAnswers[index] ?? blankAnswer()),
  );
  const errorText = useErrorText();
  const [errors, setErrors] = useState<(string | null)[]>([]);
  const send = useMutation({
    mutationFn: () => callReferenceItem(api, sendAnswersEndpoint, { key: linkKey, surveyAnswers: answers }),
    onSuccess: onSaved,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refusals = questions.map((question, index) => validateAnswer(question, answers[index]));
    setErrors(refusals);
    if (refusals.every((refusal) => refusal === null)) send.mutate();
  };
  const failure = errors.some((refusal) => refusal !== null)
    ? t('external.reference.referee.answersMissing')
    : send.error && errorText(send.error);
  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Title order={2}>{view.survey?.title ?? t('external.reference.referee.questionsHeading')}</Title>
          {view.survey?.description && <Text>{view.survey.description}</Text>}
          {questions.map((question, index) => (
            <QuestionField
              key={`${question.type}:${question.question}`}
              index={index}
              question={question}
              answer={answers[index] ?? blankAnswer()}
              error={errors[index] ? errorText(errors[index]) : null}
              onChange={(answer) =>
                setAnswers(answers.map((current, at) => (at === index ? answer : current)))
              }
            />
          ))}
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="subtle" color="red" onClick={onDecline}>
              {t('external.reference.referee.decline')}
            </Button>
            <Button type="submit" loading={send.isPending}>
              {view.noVerification
                ? t('external.reference.referee.send')
                : t('external.reference.referee.sendAndSign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
};

const Referee = ({ linkKey, view }: { linkKey: string; view: ReferenceLinkView }) => {
  const { t } = useTranslation();
  const api = usePublicReferenceApi();
  const refresh = useRefreshLink(linkKey);
  const { bankId, start, cancel } = useReferenceBankId(api, linkKey, refresh);
  const [declining, setDeclining] = useState(false);
  const [signingNext, setSigningNext] = useState(false);
  const verify = () => start(() => callReferenceItem(api, verifyReferenceEndpoint, { key: linkKey }));
  const sign = () => start(() => callReferenceItem(api, signReferenceEndpoint, { key: linkKey }));

  if (bankId.step !== 'idle') {
    return (
      <ReferenceBankIdPanel
        title={t(
          signingNext ? 'external.reference.referee.signTitle' : 'external.reference.referee.verifyTitle',
        )}
        bankId={bankId}
        onCancel={cancel}
        onRetry={() => void (signingNext ? sign() : verify())}
      />
    );
  }
  const content = (() => {
    switch (view.referenceState) {
      case 'DONE':
        return (
          <Notice
            title={t('external.reference.referee.doneTitle')}
            text={t('external.reference.referee.doneText')}
          />
        );
      case 'DECLINED':
        return (
          <Notice
            title={t('external.reference.referee.declinedTitle')}
            text={t('external.reference.referee.declinedText')}
          />
        );
      case 'PENDING':
        break;
      default:
        return (
          <Notice title={t('external.reference.closed.title')} text={t('external.reference.closed.text')} />
        );
    }
    if (view.orderState === 'DONE' || view.orderState === 'TIMEOUT') {
      return (
        <Notice title={t('external.reference.closed.title')} text={t('external.reference.closed.text')} />
      );
    }
    if (declining) {
      return <Decline linkKey={linkKey} onCancel={() => setDeclining(false)} onDone={refresh} />;
    }
    if (!view.verified && !view.noVerification) {
      return (
        <Card withBorder padding="lg">
          <Stack gap="sm" align="flex-start">
            <Text>{t('external.reference.referee.bankIdIntro')}</Text>
            <Group>
              <Button onClick={() => void verify()}>{t('external.reference.referee.identify')}</Button>
              <Button variant="subtle" color="red" onClick={() => setDeclining(true)}>
                {t('external.reference.referee.decline')}
              </Button>
            </Group>
          </Stack>
        </Card>
      );
    }
    return (
      <Questionnaire
        linkKey={linkKey}
        view={view}
        onDecline={() => setDeclining(true)}
        onSaved={() => {
          if (view.noVerification) {
            refresh();
            return;
          }
          setSigningNext(true);
          void sign();
        }}
      />
    );
  })();
  return (
    <Stack>
      <OrderDetails view={view} />
      {content}
    </Stack>
  );
};

/** A referee's page (`/cre/referee/:key`): who asks, BankID, the questions and the signature, or decline. */
export const RefereePage = () => {
  const { linkKey = '' } = useParams();
  const query = useReferenceLink(linkKey);
  return <WithLinkView query={query}>{(view) => <Referee linkKey={linkKey} view={view} />}</WithLinkView>;
};
