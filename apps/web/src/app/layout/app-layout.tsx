import { AppShell } from '@mantine/core';
import { useRef } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/session-context';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { Header } from './header';

/**
 * The frame of every logged-in page: the header of spec §2 above the portal, in the page's one `<main>`;
 * after a navigation the focus goes to the new page's heading.
 */
export const AppLayout = () => {
  const { user } = useSession();
  const main = useRef<HTMLElement>(null);
  useFocusHeadingOnNavigation(main);
  if (!user) return <Navigate to="/login" replace />;
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Header user={user} />
      </AppShell.Header>
      <AppShell.Main ref={main}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
