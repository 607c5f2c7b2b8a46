import { Card, Center, Group, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch/language-switch';

/** The login page's frame; the identity issue puts the form in the card. */
export const LoginPage = () => {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Stack w="100%" maw={420} gap="lg">
        <Group justify="space-between">
          <Title order={1}>{t('login.productName')}</Title>
          <LanguageSwitch />
        </Group>
        <Card withBorder shadow="sm" padding="lg" radius="md">
          <Title order={2} size="h3">
            {t('login.title')}
          </Title>
        </Card>
      </Stack>
    </Center>
  );
};
