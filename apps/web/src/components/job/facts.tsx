import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value in a description list (the job building blocks). */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Stack gap={0}>
    <Text component="dt" size="xs" c="dimmed">
      {label}
    </Text>
    <Text component="dd" size="sm" m={0} style={{ whiteSpace: 'pre-wrap' }}>
      {children}
    </Text>
  </Stack>
);

/** Facts side by side, as a description list: one column on a phone, `cols` from a small screen. */
export const Facts = ({ children, cols = 3 }: { children: ReactNode; cols?: number }) => (
  <SimpleGrid component="dl" cols={{ base: 1, sm: cols }} spacing="sm" verticalSpacing="xs" m={0}>
    {children}
  </SimpleGrid>
);
