// The limits a dive's values keep, whoever writes them: the schema (dive.schema.ts) refuses what is past
// them, and the pages that only need the numbers (the log's filters, the form's counters) take them from
// here without loading the schema library into the browser.

/**
 * The ranges a value must be in, the same as @diveatlas/divelog's PLAUSIBLE (a unit test keeps them
 * equal), so a file's dive that the reader kept is never refused here. Repeated rather than imported
 * because the package's entry point brings every reader with it, and this file runs in the browser.
 */
export const DIVE_LIMITS = {
  depthM: { min: 0, max: 700 },
  durationS: { min: 0, max: 48 * 3600 },
  temperatureC: { min: -5, max: 50 },
  airTemperatureC: { min: -60, max: 60 },
  pressureBar: { min: 0, max: 450 },
  cylinderSizeL: { min: 0.1, max: 100 },
  weightKg: { min: 0, max: 100 },
  /** A visibility beyond 200 m is not something a diver sees. */
  visibilityM: { min: 0, max: 200 },
  firstYear: 1940,
} as const;

export const MAX_CYLINDERS = 32;
export const MAX_GAS_SWITCHES = 200;
export const MAX_BUDDIES = 20;
export const MAX_TAGS = 30;
export const TAG_MAX = 40;
export const NAME_MAX = 120;
export const NOTES_MAX = 10_000;
export const SHORT_TEXT_MAX = 120;
/** Zones in use are whole quarter hours from UTC−12:00 to UTC+14:00. */
export const OFFSET_STEP_MINUTES = 15;
