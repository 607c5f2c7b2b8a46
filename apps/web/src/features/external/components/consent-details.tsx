import { type ConsentPageView, isProtectiveSecurityService, SERVICE_LABELS } from '@granska/domain';
import { List, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../i18n/i18n';
import { consentChecks } from '../consent-checks';

/** Who asks, what is checked and how long the data is kept: nothing about the person (the link may be forwarded). */
export const ConsentDetails = ({ view }: { view: ConsentPageView }) => {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  const customerName = view.customerName;
  const checksHeading = useId();
  const retentionHeading = useId();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Text>{t('external.consent.whoAsks', { customerName })}</Text>
        {view.position !== null && view.position.trim() !== '' && (
          <Text>{t('external.consent.position', { position: view.position })}</Text>
        )}
        <Text>{t('external.consent.why')}</Text>
        {(view.service === 'PRESCREEN' || view.service === 'LFD_FOLLOWUP') && (
          <Text>{t(`external.consent.lfd.${view.service}`, { customerName })}</Text>
        )}
        {isProtectiveSecurityService(view.service) && (
          <Text>{t('external.consent.protectiveSecurity', { customerName })}</Text>
        )}
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={checksHeading}>
        <Title order={3} id={checksHeading}>
          {t('external.consent.checks.heading')}
        </Title>
        <Text>
          {t('external.consent.checks.service', { service: SERVICE_LABELS[view.service][language] })}
        </Text>
        <List spacing="xs" aria-label={t('external.consent.checks.heading')}>
          {consentChecks(view).map((check) => (
            <List.Item key={check}>
              <Text span fw={600}>
                {t(`external.consent.checks.items.${check}.title`)}
              </Text>
              {': '}
              {t(`external.consent.checks.items.${check}.text`)}
            </List.Item>
          ))}
        </List>
        <Text size="sm" c="dimmed">
          {t('external.consent.checks.sources', { customerName })}
        </Text>
      </Stack>
      <Stack gap="xs" component="section" aria-labelledby={retentionHeading}>
        <Title order={3} id={retentionHeading}>
          {t('external.consent.retention.heading')}
        </Title>
        <Text>{t('external.consent.retention.text', { count: view.retentionMonths, customerName })}</Text>
      </Stack>
    </Stack>
  );
};
