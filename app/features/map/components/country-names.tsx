// Country names as the server computed them, for everything the map page shows. Browsers ship
// other CLDR data than Node ("Hong Kong" against "Hong Kong SAR China"), and text computed in the
// browser would not match the server-rendered page.
import { createContext, useContext, type ReactNode } from 'react';

const MapCountryNames = createContext<Record<string, string>>({});

export function MapCountryNamesProvider({ names, children }: { names: Record<string, string>; children: ReactNode }) {
  return <MapCountryNames.Provider value={names}>{children}</MapCountryNames.Provider>;
}

export function useMapCountryName(): (code: string) => string {
  const names = useContext(MapCountryNames);
  return (code) => names[code.toUpperCase()] ?? code;
}
