import { Alert, Center } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown when a route fails to render or its chunk fails to load (for example after a deploy). */
export const RouteErrorPage = () => {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" p="md">
      <Alert color="red" title={t('app.routeError.title')} maw={480}>
        {t('app.routeError.message')}
      </Alert>
    </Center>
  );
};
