import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { ListParams } from './use-list-params';

export type ListFilterProps<F extends string> = Omit<NativeSelectProps, 'value' | 'onChange' | 'data'> & {
  params: Pick<ListParams<F>, 'filters' | 'setFilter'>;
  name: F;
  /** The first choice, which clears the filter ('Alla roller'). */
  allLabel: string;
  /** The values, plain or in groups. */
  options: NonNullable<NativeSelectProps['data']>;
};

/** One of a list's filters: 'all' first, then its values; the choice goes to the address. */
export const ListFilter = <F extends string>({
  params,
  name,
  allLabel,
  options,
  ...select
}: ListFilterProps<F>) => (
  <NativeSelect
    {...select}
    value={params.filters[name] ?? ''}
    onChange={(event) => params.setFilter(name, event.currentTarget.value)}
    data={[{ value: '', label: allLabel }, ...options]}
  />
);
