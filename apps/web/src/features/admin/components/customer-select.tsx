import type { CustomerResult } from '@granska/domain';
import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserMessage } from '../../../i18n/user-message';
import { useCustomerChoices } from '../api/list-customers';

export interface CustomerSelectProps {
  label: string;
  /** Which field of the customer is the value: its number (users) or its id (API keys). */
  by: 'custNo' | 'id';
  value: string | null;
  onChange: (value: string | null, customer: CustomerResult | null) => void;
  placeholder?: string;
  description?: string;
  disabled?: boolean;
}

export const customerOptionLabel = (customer: Pick<CustomerResult, 'custNo' | 'custName'>) =>
  `${customer.custNo} – ${customer.custName}`;

/**
 * A searchable choice of customer. It offers the first 100 customers (by number) and, while the
 * admin types, the server's search (spec §5 filter) as well; the typed text filters both in place.
 */
export const CustomerSelect = ({
  label,
  by,
  value,
  onChange,
  placeholder,
  description,
  disabled,
}: CustomerSelectProps) => {
  const { t } = useTranslation();
  const message = useUserMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const first = useCustomerChoices('');
  const customersSoFar = first.data?.items ?? [];
  const selected = customersSoFar.find((customer) => customer[by] === value);
  const searching = debounced.trim() !== '' && (!selected || debounced !== customerOptionLabel(selected));
  const found = useCustomerChoices(searching ? debounced : '');
  const customers = useMemo(() => {
    const byId = new Map<string, CustomerResult>();
    for (const customer of [...(first.data?.items ?? []), ...(found.data?.items ?? [])]) {
      byId.set(customer.id, customer);
    }
    return [...byId.values()];
  }, [first.data, found.data]);
  const data = customers.map((customer) => ({ value: customer[by], label: customerOptionLabel(customer) }));
  // A value outside the lists fetched so far is still shown, as itself.
  if (value && !data.some((option) => option.value === value)) data.push({ value, label: value });
  return (
    <Select
      label={label}
      description={description}
      placeholder={placeholder}
      data={data}
      value={value}
      onChange={(next) => onChange(next, customers.find((customer) => customer[by] === next) ?? null)}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={t('admin.customerSelect.nothingFound')}
      error={first.error && message(first.error.message)}
      disabled={disabled}
      rightSection={first.isPending || found.isFetching ? <Loader size="xs" /> : undefined}
      clearButtonProps={{ 'aria-label': t('admin.customerSelect.clear') }}
    />
  );
};
