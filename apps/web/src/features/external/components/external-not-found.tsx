import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** An external path that leads nowhere: a neutral message, no way into the portal. */
export const ExternalNotFound = () => {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={1} size="h2">
          {t('external.notFound.title')}
        </Title>
        <Text>{t('external.notFound.text')}</Text>
      </Stack>
    </Card>
  );
};
