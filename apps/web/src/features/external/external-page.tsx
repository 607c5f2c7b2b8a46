import { Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useMatch } from 'react-router';
import { AccessibilityLink } from '../../components/accessibility-link/accessibility-link';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { ConsentPage } from './components/consent-page';
import { ExternalNotFound } from './components/external-not-found';

/**
 * Pages for external parties (the person checked, referees): no session, no header, neutral title.
 * `external/consent/:consentKey` is the consent page; the `scs` and `cre` flows are not built yet.
 */
export const ExternalPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('external.title'));
  const underExternal = useMatch('/external/*') !== null;
  return (
    <Container size="sm" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('external.title')}</Title>
        <LanguageSwitch />
      </Group>
      <Routes>
        {underExternal && <Route path="consent/:consentKey" element={<ConsentPage />} />}
        <Route path="*" element={<ExternalNotFound />} />
      </Routes>
      <Group justify="center" mt="xl">
        <AccessibilityLink />
      </Group>
    </Container>
  );
};
