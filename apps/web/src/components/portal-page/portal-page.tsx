import { Container, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../page-title/use-page-title';

/** The frame of one portal page: its title and what the portal puts below it. */
export const PortalPage = ({ title, children }: { title: string; children?: ReactNode }) => {
  usePageTitle(title);
  return (
    <Container size="xl" py="lg">
      <Title order={1} mb="md">
        {title}
      </Title>
      {children}
    </Container>
  );
};
