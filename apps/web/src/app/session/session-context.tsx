import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { loggedOutSession, type Session, type SessionStore, staticSessionStore } from './session';

const SessionContext = createContext<Session>(loggedOutSession);

const StoreSessionProvider = ({ store, children }: { store: SessionStore; children: ReactNode }) => {
  const session = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};

/** Gives the app the live session of `store`, or a fixed `session` (tests), or nobody logged in. */
export const SessionProvider = ({
  store,
  session,
  children,
}: {
  store?: SessionStore;
  session?: Session;
  children: ReactNode;
}) => {
  const fixed = useMemo(() => staticSessionStore(session ?? loggedOutSession), [session]);
  return <StoreSessionProvider store={store ?? fixed}>{children}</StoreSessionProvider>;
};

export const useSession = (): Session => useContext(SessionContext);
