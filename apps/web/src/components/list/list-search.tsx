import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ListParams } from './use-list-params';

export type ListSearchProps = Omit<TextInputProps, 'type' | 'value' | 'onChange' | 'leftSection'> & {
  params: Pick<ListParams<string>, 'searchInput' | 'setSearchInput'>;
};

/** A list's search field: what is typed goes to the list's parameters, searched once typing pauses. */
export const ListSearch = ({ params, ...input }: ListSearchProps) => (
  <TextInput
    {...input}
    type="search"
    leftSection={<IconSearch size={16} aria-hidden />}
    value={params.searchInput}
    onChange={(event) => params.setSearchInput(event.currentTarget.value)}
  />
);
