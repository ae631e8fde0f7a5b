// What a file may hold before it is refused: generous for any real logbook, small enough that a hostile
// file cannot take the server's memory or time. Every limit is named in the error it causes.

export interface Limits {
  /** Bytes of one file (after unpacking, for an archive's entry). */
  maxFileBytes: number;
  maxDives: number;
  /** Samples of one dive computer's record (a 24-hour dive at one sample a second is 86,400). */
  maxSamplesPerDive: number;
  /** Samples of the whole file. */
  maxSamplesTotal: number;
  maxCylindersPerDive: number;
  maxComputersPerDive: number;
  /** Nesting of XML elements. */
  maxXmlDepth: number;
  /** Characters of one XML text or attribute (notes with pictures pasted in stay below it). */
  maxTextChars: number;
  /** Archives: entries, bytes unpacked in all, and unpacked ÷ packed size of any entry. */
  maxArchiveEntries: number;
  maxArchiveBytes: number;
  maxArchiveRatio: number;
}

export const DEFAULT_LIMITS: Readonly<Limits> = Object.freeze({
  maxFileBytes: 200 * 1024 * 1024,
  maxDives: 20_000,
  maxSamplesPerDive: 200_000,
  maxSamplesTotal: 20_000_000,
  maxCylindersPerDive: 32,
  maxComputersPerDive: 8,
  maxXmlDepth: 64,
  maxTextChars: 4 * 1024 * 1024,
  maxArchiveEntries: 1000,
  maxArchiveBytes: 400 * 1024 * 1024,
  maxArchiveRatio: 200,
});

/** The range a value must be in to be kept; outside it the value is dropped with `value-out-of-range`. */
export const PLAUSIBLE = Object.freeze({
  depthM: { min: 0, max: 700 },
  durationS: { min: 0, max: 48 * 3600 },
  temperatureC: { min: -5, max: 50 },
  airTemperatureC: { min: -60, max: 60 },
  pressureBar: { min: 0, max: 450 },
  cylinderSizeL: { min: 0.1, max: 100 },
  percent: { min: 0, max: 100 },
  ppO2Bar: { min: 0, max: 5 },
  surfacePressureBar: { min: 0.5, max: 1.2 },
  lat: { min: -90, max: 90 },
  lng: { min: -180, max: 180 },
  weightKg: { min: 0, max: 100 },
  /** Years a dive may be in: recreational scuba began in the 1940s; a date after next year is a mistake. */
  year: { min: 1940, max: new Date().getUTCFullYear() + 1 },
});
