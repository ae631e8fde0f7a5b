// Country names as the server computed them. Browsers ship other CLDR versions than Node (e.g.
// "Hong Kong" against "Hong Kong SAR China"), so pages must not recompute them in the browser or
// the hydrated text would differ from the server's.
import { createContext, useContext, type ReactNode } from 'react';

const CountryNamesContext = createContext<Record<string, string>>({});

export function CountryNamesProvider({ names, children }: { names: Record<string, string>; children: ReactNode }) {
  return <CountryNamesContext.Provider value={names}>{children}</CountryNamesContext.Provider>;
}

export function useCountryName(): (code: string) => string {
  const names = useContext(CountryNamesContext);
  return (code) => names[code.toUpperCase()] ?? code;
}

export function usePlace(): (site: { region: string | null; countryCode: string }) => string {
  const name = useCountryName();
  return (site) => (site.region ? `${site.region}, ${name(site.countryCode)}` : name(site.countryCode));
}
