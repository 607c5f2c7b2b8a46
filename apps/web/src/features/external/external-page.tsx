import { Center, Container, Group, Loader, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useMatch } from 'react-router';
import { AccessibilityLink } from '../../components/accessibility-link/accessibility-link';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { usePageTitle } from '../../components/page-title/use-page-title';
import { ConsentPage } from './components/consent-page';
import { ExternalNotFound } from './components/external-not-found';

// The reference check's pages load on their own, so the consent page (the most opened) stays small.
const CandidatePage = lazy(async () => ({
  default: (await import('./reference-check/components/candidate-page')).CandidatePage,
}));
const ClearanceSurveyPage = lazy(async () => ({
  default: (await import('./clearance-survey/components/clearance-survey-page')).ClearanceSurveyPage,
}));
const SpiProtocolPage = lazy(async () => ({
  default: (await import('./spi-protocol/components/spi-protocol-page')).SpiProtocolPage,
}));
const RefereePage = lazy(async () => ({
  default: (await import('./reference-check/components/referee-page')).RefereePage,
}));

const Loading = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <Center mih="40vh">
          <Loader aria-label={t('external.reference.loading')} />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
};

/**
 * Pages for external parties (the person checked, referees): no session, no header, neutral title.
 * `external/consent/:consentKey` is the consent page; `cre/candidate/:linkKey` and `cre/referee/:linkKey`
 * the reference check's candidate and referees (docs/decisions/reference-check-links.md); `scs/:surveyKey`
 * the security-clearance survey (docs/decisions/security-clearance-survey.md); `spip/:protocolKey` the SPI
 * interview protocol to sign (docs/decisions/spi-interviews.md).
 */
export const ExternalPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('external.title'));
  const underExternal = useMatch('/external/*') !== null;
  const underCre = useMatch('/cre/*') !== null;
  const underScs = useMatch('/scs/*') !== null;
  const underSpip = useMatch('/spip/*') !== null;
  return (
    <Container size="sm" py="lg">
      <Group justify="space-between" mb="md">
        <Text fw={700} fz={28} component="p">
          {t('external.title')}
        </Text>
        <LanguageSwitch />
      </Group>
      <Routes>
        {underExternal && <Route path="consent/:consentKey" element={<ConsentPage />} />}
        {underCre && (
          <Route
            path="candidate/:linkKey"
            element={
              <Loading>
                <CandidatePage />
              </Loading>
            }
          />
        )}
        {underCre && (
          <Route
            path="referee/:linkKey"
            element={
              <Loading>
                <RefereePage />
              </Loading>
            }
          />
        )}
        {underScs && (
          <Route
            path=":surveyKey"
            element={
              <Loading>
                <ClearanceSurveyPage />
              </Loading>
            }
          />
        )}
        {underSpip && (
          <Route
            path=":protocolKey"
            element={
              <Loading>
                <SpiProtocolPage />
              </Loading>
            }
          />
        )}
        <Route path="*" element={<ExternalNotFound />} />
      </Routes>
      <Group justify="center" mt="xl">
        <AccessibilityLink />
      </Group>
    </Container>
  );
};
