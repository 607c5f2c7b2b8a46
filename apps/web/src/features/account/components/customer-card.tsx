import { Alert, Card, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useUserMessage } from '../../../i18n/user-message';
import { useAccountCustomer } from '../api/get-account-customer';
import { Field } from './field';

/** The user's customer (spec §2): number, name, org number and billing address. */
export const CustomerCard = () => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const customer = useAccountCustomer();
  // A user without a customer (staff) gets an empty list: there is no customer to show.
  if (customer.isSuccess && customer.data === null) return null;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="account-customer-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="account-customer-title">
          {t('account.customer.title')}
        </Title>
        {customer.isPending ? (
          <Loader size="sm" aria-label={t('account.customer.loading')} />
        ) : customer.isError ? (
          <Alert color="red" role="alert">
            {message(customer.error.message)}
          </Alert>
        ) : customer.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0}>
            <Field label={t('account.customer.number')} value={customer.data.custNo} />
            <Field label={t('account.customer.name')} value={customer.data.custName} />
            <Field label={t('account.customer.orgNumber')} value={customer.data.custOrgNo} />
            <Field label={t('account.customer.billingAddress')} value={customer.data.billingAdress} />
          </SimpleGrid>
        ) : null}
      </Stack>
    </Card>
  );
};
