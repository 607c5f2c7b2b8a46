import { Anchor, Center, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { usePageTitle } from '../../components/page-title/use-page-title';

const KNOWN_GAPS = ['focus', 'announcements'] as const;
const TESTED = ['axe', 'contrast', 'keyboard', 'reflow'] as const;

/** /accessibility: what we test, what we know falls short, how to tell us (docs/decisions/accessibility.md). */
export const AccessibilityPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('accessibility.tabTitle'));
  return (
    <Center p="md">
      <Stack component="main" w="100%" maw={720} gap="md">
        <Stack gap={4}>
          <LanguageSwitch />
          <Title order={1}>{t('accessibility.title')}</Title>
        </Stack>
        <Text>{t('accessibility.intro')}</Text>
        <Title order={2} size="h3">
          {t('accessibility.tested.title')}
        </Title>
        <List>
          {TESTED.map((key) => (
            <List.Item key={key}>{t(`accessibility.tested.${key}`)}</List.Item>
          ))}
        </List>
        <Title order={2} size="h3">
          {t('accessibility.gaps.title')}
        </Title>
        <List>
          {KNOWN_GAPS.map((key) => (
            <List.Item key={key}>{t(`accessibility.gaps.${key}`)}</List.Item>
          ))}
        </List>
        <Title order={2} size="h3">
          {t('accessibility.report.title')}
        </Title>
        <Text>
          {t('accessibility.report.text')}{' '}
          <Anchor href={`mailto:${t('accessibility.report.email')}`}>
            {t('accessibility.report.email')}
          </Anchor>
        </Text>
        <Text size="sm">{t('accessibility.updated')}</Text>
        <Anchor component={Link} to="/login">
          {t('accessibility.back')}
        </Anchor>
      </Stack>
    </Center>
  );
};
