import { Text } from '@mantine/core';

/** One labelled value of the account page's description lists; '–' when there is none. */
export const Field = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" c="dimmed" component="dt">
      {label}
    </Text>
    <Text component="dd" m={0}>
      {value || '–'}
    </Text>
  </div>
);
