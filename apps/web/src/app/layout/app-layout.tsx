import { AppShell } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../session/session-context';
import { Header } from './header';

/** The frame of every logged-in page: the header of spec §2 above the portal. */
export const AppLayout = () => {
  const { user } = useSession();
  if (!user) return <Navigate to="/login" replace />;
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <AppShell.Header>
        <Header user={user} />
      </AppShell.Header>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
};
