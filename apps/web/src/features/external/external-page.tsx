import { Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch/language-switch';

/** Pages for external parties (the person checked, referees): no session, no header, neutral title. */
export const ExternalPage = () => {
  const { t } = useTranslation();
  return (
    <Container size="md" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('external.title')}</Title>
        <LanguageSwitch />
      </Group>
    </Container>
  );
};
