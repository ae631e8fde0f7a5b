// Shared consent state for the page: the current choices, whether the banner is open, and a counter
// of changes (the specification's "cookie-choice update counter") that reruns the analytics setup.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ConsentState } from './consent.ts';

type ConsentContextValue = {
  consent: ConsentState;
  /** Whether the banner offers the statistics choice (only for an analytics provider that sets cookies). */
  statisticShown: boolean;
  bannerOpen: boolean;
  changes: number;
  openSettings: () => void;
  dismiss: () => void;
  save: (state: ConsentState) => void;
};

const ConsentContext = createContext<ConsentContextValue | null>(null);

export function ConsentProvider({ initial, statisticShown, children }: { initial: ConsentState; statisticShown: boolean; children: ReactNode }) {
  const [consent, setConsent] = useState(initial);
  const [bannerOpen, setBannerOpen] = useState(!initial.done);
  const [changes, setChanges] = useState(0);
  const value = useMemo<ConsentContextValue>(
    () => ({
      consent,
      statisticShown,
      bannerOpen,
      changes,
      openSettings: () => setBannerOpen(true),
      dismiss: () => setBannerOpen(false),
      // The caller has stored the choice in the consent cookies (see writeConsentCookies).
      save: (state) => {
        setConsent(state);
        setChanges((count) => count + 1);
        setBannerOpen(false);
      },
    }),
    [consent, statisticShown, bannerOpen, changes],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}

export function useConsent(): ConsentContextValue {
  const value = useContext(ConsentContext);
  if (!value) throw new Error('useConsent() needs a <ConsentProvider> around it');
  return value;
}
