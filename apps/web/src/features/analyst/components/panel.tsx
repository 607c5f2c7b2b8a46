import { Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A bordered part of the workspace under its heading; `named` makes the heading name the section. */
export const Panel = ({
  id,
  title,
  named = true,
  children,
}: {
  /** The heading's id. */
  id: string;
  title: string;
  named?: boolean;
  children: ReactNode;
}) => (
  <Paper withBorder p="md" component="section" aria-labelledby={named ? id : undefined}>
    <Title order={3} size="h5" mb="sm" id={id}>
      {title}
    </Title>
    {children}
  </Paper>
);
