import { describe, expect, it } from 'vitest';
import { countryCodes, countryOptions, isCountryCode } from './country-codes.ts';
import { countryName } from './country-names.ts';

describe('the country list', () => {
  it('is the current ISO 3166-1 list: 249 codes, none retired', () => {
    expect(countryCodes()).toHaveLength(249);
    for (const retired of ['DD', 'UK', 'CS', 'YU', 'SU', 'AN', 'ZR', 'TP', 'FX']) expect(isCountryCode(retired)).toBe(false);
    for (const current of ['DE', 'GB', 'RS', 'ME', 'CW', 'BQ', 'SX', 'SS', 'TL']) expect(isCountryCode(current)).toBe(true);
  });

  it('names each country once, in English and in Spanish', () => {
    for (const locale of ['en', 'es']) {
      const options = countryOptions(locale);
      const names = options.map((option) => option.name);
      expect(new Set(names).size).toBe(names.length);
      expect(names.filter((name) => name === countryName('DE', locale))).toHaveLength(1);
      expect(options.every((option) => option.name !== option.code)).toBe(true);
    }
    expect(countryName('DE', 'es')).toBe('Alemania');
    expect(countryName('GB', 'en')).toBe('United Kingdom');
  });

  it('lists the given countries by their name in the reader’s language, not by code', () => {
    expect(countryOptions('es', ['DE', 'AR', 'AG', 'BS']).map((option) => option.name)).toEqual(['Alemania', 'Antigua y Barbuda', 'Argentina', 'Bahamas']);
    expect(countryOptions('en', ['DE', 'AR', 'AG', 'BS']).map((option) => option.code)).toEqual(['AG', 'AR', 'BS', 'DE']);
  });
});
