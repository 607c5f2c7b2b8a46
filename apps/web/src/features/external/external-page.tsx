import { Container, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useMatch } from 'react-router';
import { AccessibilityLink } from '../../components/accessibility-link/accessibility-link';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { ConsentPage } from './components/consent-page';
import { ExternalNotFound } from './components/external-not-found';
import { CandidatePage } from './reference-check/components/candidate-page';
import { RefereePage } from './reference-check/components/referee-page';

/**
 * Pages for external parties (the person checked, referees): no session, no header, neutral title.
 * `external/consent/:consentKey` is the consent page; `cre/candidate/:linkKey` and `cre/referee/:linkKey`
 * the reference check's candidate and referees (docs/decisions/reference-check-links.md); `scs` is not built yet.
 */
export const ExternalPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('external.title'));
  const underExternal = useMatch('/external/*') !== null;
  const underCre = useMatch('/cre/*') !== null;
  return (
    <Container size="sm" py="lg">
      <Group justify="space-between" mb="md">
        <Title order={1}>{t('external.title')}</Title>
        <LanguageSwitch />
      </Group>
      <Routes>
        {underExternal && <Route path="consent/:consentKey" element={<ConsentPage />} />}
        {underCre && <Route path="candidate/:linkKey" element={<CandidatePage />} />}
        {underCre && <Route path="referee/:linkKey" element={<RefereePage />} />}
        <Route path="*" element={<ExternalNotFound />} />
      </Routes>
      <Group justify="center" mt="xl">
        <AccessibilityLink />
      </Group>
    </Container>
  );
};
