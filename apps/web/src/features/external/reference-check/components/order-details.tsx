import type { ReferenceLinkView } from '@granska/domain';
import { Anchor, Card, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Who asks and why (the company unless hidden, the position), and whom to ask about the data. */
export const OrderDetails = ({ view }: { view: ReferenceLinkView }) => {
  const { t } = useTranslation();
  const { settings } = view;
  const company = view.company ?? t('external.reference.hiddenCompany');
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        {settings.logoUrl && <Image src={settings.logoUrl} alt="" h={48} w="auto" fit="contain" />}
        <Title order={1} size="h2">
          {t(`external.reference.${view.role}.heading`)}
        </Title>
        <Text>
          {view.role === 'candidate'
            ? t('external.reference.candidate.whoAsks', { company })
            : t('external.reference.referee.whoAsks', {
                company,
                candidate: view.candidateName ?? t('external.reference.referee.theCandidate'),
              })}
        </Text>
        <Text>{t('external.reference.position', { position: view.position })}</Text>
        {view.positionURL && (
          <Anchor href={view.positionURL} target="_blank" rel="noopener noreferrer">
            {t('external.reference.positionLink')}
          </Anchor>
        )}
        {view.description && <Text c="dimmed">{view.description}</Text>}
        {settings.contactDetails && (
          <Text>{t('external.reference.contact', { contact: settings.contactDetails })}</Text>
        )}
        {settings.contactDetailsDataProtectionOfficer && (
          <Text>
            {t('external.reference.dpo', { contact: settings.contactDetailsDataProtectionOfficer })}
          </Text>
        )}
        {settings.urlPolicy ? (
          <Anchor href={settings.urlPolicy} target="_blank" rel="noopener noreferrer">
            {t('external.reference.policy')}
          </Anchor>
        ) : (
          settings.alternativePsText && <Text>{settings.alternativePsText}</Text>
        )}
      </Stack>
    </Card>
  );
};
