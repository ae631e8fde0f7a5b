// The URL follows the map page's state (without running the page's loader again; see url-sync.ts),
// so that a shared link reopens the same map. Written a moment after the visitor stops moving.
import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { rememberMapSearch } from './url-sync.ts';

const URL_DELAY_MS = 400;

/**
 * Writes `search` into the URL once `active` (the visitor has done something). Returns a function
 * for links that leave the page: after it, no late write may cancel their navigation.
 */
export function useMapUrl(search: string, active: boolean): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  // On the way to another page (the card's link, "add a dive site here"), a late write of the view
  // would cancel that navigation and keep the visitor here. The router's state can reach this hook
  // after the write's timer has fired, so links set the flag when clicked too.
  const leaving = useRef(false);
  useLayoutEffect(() => {
    if (navigation.state !== 'idle' && navigation.location.pathname !== location.pathname) leaving.current = true;
  });

  // The current location is read when the timer fires, not watched: the map is its only writer here.
  const write = useEffectEvent((next: string) => {
    if (next === location.search || leaving.current) return;
    rememberMapSearch(next);
    void navigate({ search: next }, { replace: true, preventScrollReset: true });
  });

  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => write(search), URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, active]);

  return () => {
    leaving.current = true;
  };
}
