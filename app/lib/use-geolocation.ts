// The visitor's position, for every "Near me" and "Use my location" button: whether the browser can
// give it (false on the server and while the page hydrates, so a button only shows once it works),
// what the last request is doing, and the request itself.
import { useState } from 'react';
import { useHydrated } from './use-hydrated.ts';

export type LocateState = 'idle' | 'busy' | 'done' | 'denied' | 'failed';

export type Geolocation = {
  canLocate: boolean;
  state: LocateState;
  /**
   * Asks for the position. `onPosition` receives it and may name the state to show next ('idle'
   * unless it says otherwise: 'done' for a filled form, 'busy' while a search it started loads).
   */
  locate(onPosition: (coords: GeolocationCoordinates) => LocateState | void): void;
};

export function useGeolocation(options: PositionOptions): Geolocation {
  const canLocate = useHydrated() && 'geolocation' in navigator;
  const [state, setState] = useState<LocateState>('idle');
  function locate(onPosition: (coords: GeolocationCoordinates) => LocateState | void) {
    setState('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => setState(onPosition(position.coords) ?? 'idle'),
      (error) => setState(error.code === error.PERMISSION_DENIED ? 'denied' : 'failed'),
      options,
    );
  }
  return { canLocate, state, locate };
}
