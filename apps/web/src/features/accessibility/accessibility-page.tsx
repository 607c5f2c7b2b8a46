import { Anchor, Center, List, Stack, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch/language-switch';
import { usePageTitle } from '../../components/page-title/use-page-title';

/** The page's two lists, in order: what we test, and what we know falls short. */
const LISTS = {
  tested: ['axe', 'contrast', 'keyboard', 'reflow', 'focus'],
  gaps: ['externalTabTitle'],
} as const;

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
        {Object.entries(LISTS).map(([section, keys]) => (
          <Fragment key={section}>
            <Title order={2} size="h3">
              {t(`accessibility.${section}.title`)}
            </Title>
            <List>
              {keys.map((key) => (
                <List.Item key={key}>{t(`accessibility.${section}.${key}`)}</List.Item>
              ))}
            </List>
          </Fragment>
        ))}
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
