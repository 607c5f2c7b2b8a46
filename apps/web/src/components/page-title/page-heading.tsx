import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from './use-page-title';

/**
 * A page's own heading: its one h1 (the portal's name above it is no heading), and the browser tab's
 * title ('<heading> – Granska'). `tabTitle` replaces the heading in the tab where the heading is
 * personal data (a person's name must not land in the browser's history). The app frame moves the focus
 * here after an in-app navigation (app-layout.tsx), hence tabIndex -1.
 */
export const PageHeading = ({
  children,
  id,
  tabTitle,
}: {
  children: ReactNode;
  id?: string;
  tabTitle?: string;
}) => {
  usePageTitle(tabTitle ?? (typeof children === 'string' ? children : null));
  return (
    <Title order={1} size="h2" id={id} tabIndex={-1}>
      {children}
    </Title>
  );
};
