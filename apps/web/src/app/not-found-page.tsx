import { Anchor, Center, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../components/page-title/use-page-title';

export const NotFoundPage = () => {
  const { t } = useTranslation();
  usePageTitle(t('app.notFound.message'));
  return (
    <Center mih="60vh" p="md">
      <Stack align="center">
        <Title order={1}>{t('app.notFound.message')}</Title>
        <Anchor component={Link} to="/login">
          {t('app.notFound.back')}
        </Anchor>
      </Stack>
    </Center>
  );
};
