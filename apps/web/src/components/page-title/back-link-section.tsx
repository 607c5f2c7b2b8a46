import { Anchor, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeading } from './page-heading';

export interface BackLinkSectionProps {
  /** The page's heading, which also names the section. */
  title: string;
  /** Where the link above the heading leads back to, and its words. */
  back: string;
  backLabel: string;
  /** Shown beside the heading (a state badge). */
  besideTitle?: ReactNode;
  children: ReactNode;
}

/** A page below a list (an order, a form): the way back above its heading, then its content. */
export const BackLinkSection = ({ title, back, backLabel, besideTitle, children }: BackLinkSectionProps) => (
  <Stack component="section" aria-label={title} gap="md">
    <Anchor component={Link} to={back} size="sm">
      {backLabel}
    </Anchor>
    {besideTitle === undefined ? (
      <PageHeading>{title}</PageHeading>
    ) : (
      <Group gap="sm">
        <PageHeading>{title}</PageHeading>
        {besideTitle}
      </Group>
    )}
    {children}
  </Stack>
);
