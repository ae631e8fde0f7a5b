import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while server-rendered HTML is shown, true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
