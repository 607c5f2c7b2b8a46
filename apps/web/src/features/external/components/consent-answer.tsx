import { type ConsentAnswer, type ConsentPageView, formatDateTime } from '@granska/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { consentTextScope } from '../report-approval/consent-texts';

interface ConsentAnswerProps {
  view: ConsentPageView;
  onAnswer: (answer: ConsentAnswer) => void;
  /** Approving waits (a report approval before the report was opened): the button is disabled. */
  acceptBlocked?: boolean;
}

/** The pending consent's answer: what each answer means, the last day, and the two BankID buttons. */
export const ConsentAnswerSection = ({ view, onAnswer, acceptBlocked = false }: ConsentAnswerProps) => {
  const { t } = useTranslation();
  const heading = useId();
  const blockedHint = useId();
  const deadline = formatDateTime(view.expiresAt);
  const customerName = view.customerName;
  const scope = consentTextScope(view);
  return (
    <Stack gap="xs" component="section" aria-labelledby={heading}>
      <Title order={3} id={heading}>
        {t('external.consent.answer.heading')}
      </Title>
      {deadline !== '' && <Text fw={600}>{t('external.consent.answer.deadline', { time: deadline })}</Text>}
      <Text>{t(`${scope}.answer.acceptMeans`, { customerName })}</Text>
      <Text>{t(`${scope}.answer.declineMeans`, { customerName })}</Text>
      <Text>{t('external.consent.answer.bankId')}</Text>
      {acceptBlocked && (
        <Text id={blockedHint} fw={600}>
          {t('external.reportApproval.reading.mustRead')}
        </Text>
      )}
      <Group mt="sm">
        {view.possibleAnswers.includes('accept') && (
          <Button
            disabled={acceptBlocked}
            {...(acceptBlocked ? { 'aria-describedby': blockedHint } : {})}
            onClick={() => onAnswer('accept')}
          >
            {t('external.consent.answer.accept')}
          </Button>
        )}
        {view.possibleAnswers.includes('decline') && (
          <Button variant="default" onClick={() => onAnswer('decline')}>
            {t('external.consent.answer.decline')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};
