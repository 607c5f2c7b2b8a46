import { VisuallyHidden } from '@mantine/core';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

type Announce = (text: string) => void;

const AnnounceContext = createContext<Announce>(() => {});

/**
 * One polite live region for the whole app (WCAG 4.1.3): what `useAnnounce` is given is read out by a
 * screen reader and stays in the region until the next message, so a confirmation that closes on its
 * own (spec §2: success dialogs close after 1.5 s) is still heard in full and can be read again.
 */
export const StatusAnnouncer = ({ children }: { children: ReactNode }) => {
  const [said, setSaid] = useState({ text: '', count: 0 });
  // A new node per message: the same words twice in a row are announced again.
  const announce = useMemo<Announce>(
    () => (text) => setSaid((before) => ({ text, count: before.count + 1 })),
    [],
  );
  return (
    <AnnounceContext.Provider value={announce}>
      {children}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-testid="app-status">
        <span key={said.count}>{said.text}</span>
      </VisuallyHidden>
    </AnnounceContext.Provider>
  );
};

export const useAnnounce = (): Announce => useContext(AnnounceContext);
