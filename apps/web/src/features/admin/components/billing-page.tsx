import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The billing report needs jobs (POST /billing/customer), which come with the orders issue. */
export const BillingPage = () => {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={2}>{t('admin.billing.title')}</Title>
      <Alert color="blue">{t('admin.billing.comingWithOrders')}</Alert>
    </Stack>
  );
};
