import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../page-title/use-page-title';

/**
 * The frame of one portal page. A portal without pages of its own has its name as the page's heading
 * (h1, and the tab's title); a portal whose pages have their own heading (`withPageHeadings`, a
 * PageHeading each) shows its name above them as a plain label, so each page has one h1.
 */
export const PortalPage = ({
  title,
  withPageHeadings = false,
  children,
}: {
  title: string;
  withPageHeadings?: boolean;
  children?: ReactNode;
}) => {
  usePageTitle(withPageHeadings ? undefined : title);
  return (
    <Container size="xl" py="lg">
      {withPageHeadings ? (
        <Text fw={600} c="dimmed" size="sm" mb="xs">
          {title}
        </Text>
      ) : (
        <Title order={1} mb="md">
          {title}
        </Title>
      )}
      {children}
    </Container>
  );
};
