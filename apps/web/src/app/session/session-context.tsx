import { createContext, type ReactNode, useContext } from 'react';
import { loggedOutSession, type Session } from './session';

const SessionContext = createContext<Session>(loggedOutSession);

export const SessionProvider = ({ session, children }: { session?: Session; children: ReactNode }) => (
  <SessionContext.Provider value={session ?? loggedOutSession}>{children}</SessionContext.Provider>
);

export const useSession = (): Session => useContext(SessionContext);
