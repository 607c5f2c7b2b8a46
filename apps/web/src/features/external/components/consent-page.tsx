import { ConsentKey } from '@granska/domain';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConsentPage } from '../api/get-consent-page';
import { useBankIdSigning } from '../hooks/use-bankid-signing';
import { ReportForApproval } from '../report-approval/components/report-for-approval';
import { consentTextScope, isReportApproval } from '../report-approval/consent-texts';
import { BankIdPanel } from './bankid-panel';
import { ConsentAnswerSection } from './consent-answer';
import { ConsentDetails } from './consent-details';
import { ConsentOutcome, consentOutcomeOf } from './consent-outcome';
import { LinkPageState } from './link-page-state';

const InvalidLink = () => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('external.consent.invalidLink.title')}
        </Title>
        <Text>{t('external.consent.invalidLink.text')}</Text>
      </Stack>
    </Card>
  );
};

const Consent = ({ consentKey }: { consentKey: string }) => {
  const { t } = useTranslation();
  const page = useConsentPage(consentKey);
  const { signing, start, cancel, openedOnThisDevice } = useBankIdSigning(consentKey);

  if (!page.isSuccess) {
    return <LinkPageState query={page} scope="external.consent" invalidLink={<InvalidLink />} />;
  }

  const view = page.data;
  if (signing.step !== 'idle') {
    return (
      <BankIdPanel
        signing={signing}
        onCancel={cancel}
        onRetry={() => void start(signing.answer)}
        onOpenedOnThisDevice={openedOnThisDevice}
      />
    );
  }
  const outcome = consentOutcomeOf(view);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t(`${consentTextScope(view)}.heading`)}
      </Title>
      {isReportApproval(view) && (
        <Stack gap="xs">
          <Text>{t('external.reportApproval.intro', { customerName: view.customerName })}</Text>
        </Stack>
      )}
      {outcome !== null && (
        <ConsentOutcome view={view} outcome={outcome} onWithdraw={() => void start('withdraw')} />
      )}
      {isReportApproval(view) && outcome === null && (
        <ReportForApproval consentKey={consentKey} view={view} />
      )}
      <ConsentDetails view={view} />
      {outcome === null && (
        <ConsentAnswerSection
          view={view}
          // A report is approved only once opened (the server refuses it too).
          acceptBlocked={isReportApproval(view) && !view.reportOpenedAt}
          onAnswer={(answer) => void start(answer)}
        />
      )}
    </Stack>
  );
};

/**
 * `external/consent/:consentKey`: the person checked reads who asks and what is checked, and answers
 * with BankID. Public: no session, and the key (never a personal detail) is all the page knows.
 */
export const ConsentPage = () => {
  const { consentKey } = useParams();
  const key = ConsentKey.safeParse(consentKey);
  return key.success ? <Consent key={key.data} consentKey={key.data} /> : <InvalidLink />;
};
