// What the sample files of the binary, JSON, DL7 and CSV formats hold, found without this package: the FIT
// file with the Garmin SDK's raw decoder output read by hand, the JSON with Python's json module, the DL7 file
// by eye and the CSV with Python's csv module. Same rules as expected.ts (declared values win; what is not
// declared comes from the profile).
import type { ExpectedFile } from './expected.ts';

export const EXPECTED_BINARY_AND_CSV: Record<string, ExpectedFile> = {
  // One diving session (sub-sport ccrDiving) of 5000 records. Start 1061153519 FIT seconds = 2023-08-16 20:51:59
  // UTC; the activity's local timestamp is 43200 s ahead (+12:00). dive_summary (session): maxDepth 51.765,
  // bottomTime 5573.797 s (the records run to 5874 s: the declared dive time is kept); session minTemperature 29.
  // dive_gas: 18/20 diluent and bailout, 50/0 bailout and diluent, all enabled. Only an end position:
  // 138240072 and 1974617841 semicircles.
  'garmin_descent_2023-08-17.fit': {
    format: 'garmin-fit',
    dives: [
    { startLocal: '2023-08-17T08:51:59', utcOffsetMinutes: 720, durationS: 5574, maxDepthM: 51.765, minWaterTempC: 29, gases: [[18, 20], [50, 0]], sampleCount: 5000, site: { name: null, lat: 11.587148979306221, lng: 165.51055544055998 } },
    ],
  },
  // Three ZDH/ZDT dives in metres (MFWG) and °C; only the second has a profile (4 rows, whole numbers that fit
  // as seconds: 0 to 3600, gas code 1, air). Durations from leave to reach surface. The first and third give
  // a tank volume (11 L) and no gas code: their cylinder is air, the model's gas for a cylinder of unknown mix.
  'dan_dl7.zxu': {
    format: 'dan-dl7',
    dives: [
    { startLocal: '2018-01-01T10:10:00', utcOffsetMinutes: null, durationS: 600, maxDepthM: 10, minWaterTempC: 25, gases: [[21, 0]], sampleCount: 0, site: null },
    { startLocal: '2018-01-02T10:10:00', utcOffsetMinutes: null, durationS: 3000, maxDepthM: 10, minWaterTempC: 25, gases: [[21, 0]], sampleCount: 4, site: null },
    { startLocal: '2018-01-03T10:10:00', utcOffsetMinutes: null, durationS: 600, maxDepthM: 10, minWaterTempC: 26, gases: [[21, 0]], sampleCount: 0, site: null },
    ],
  },
  // DateTime 2024-10-06T02:33:51.530+02:00, Duration 3970, Depth.Max 22.65; no declared temperature: the
  // coldest sample deeper than 1 m is 302.25 K. One gas, Oxygen 0.32. 443 samples, 398 of them with a depth.
  'suunto_eon_core_nitrox.json': {
    format: 'suunto-json',
    dives: [
    { startLocal: '2024-10-06T02:33:51', utcOffsetMinutes: 120, durationS: 3970, maxDepthM: 22.65, minWaterTempC: 29.1, gases: [[32, 0]], sampleCount: 398, site: null },
    ],
  },
  // 24 rows under Subsurface's dive list header; durations as minutes:seconds; a cylinder counts when any of
  // its five cells is filled (o2 empty: air); gps as 'lat lng'.
  'subsurface_csv_dive_list.csv': {
    format: 'csv',
    dives: [
    { startLocal: '2018-05-22T14:23:43', utcOffsetMinutes: null, durationS: 1520, maxDepthM: 82.87, minWaterTempC: 23.333, gases: [[21, 0]], sampleCount: 0, site: null },
    { startLocal: '2025-09-20T07:44:37', utcOffsetMinutes: null, durationS: 42, maxDepthM: 2.41, minWaterTempC: 21.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Maclearie Park', lat: 40.179575, lng: -74.037466 } },
    { startLocal: '2025-09-20T07:56:58', utcOffsetMinutes: null, durationS: 52, maxDepthM: 2.62, minWaterTempC: 21.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Maclearie Park', lat: 40.179575, lng: -74.037466 } },
    { startLocal: '2025-09-21T07:52:56', utcOffsetMinutes: null, durationS: 168, maxDepthM: 4.02, minWaterTempC: 21.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Maclearie Park', lat: 40.179575, lng: -74.037466 } },
    { startLocal: '2025-09-21T08:09:24', utcOffsetMinutes: null, durationS: 64, maxDepthM: 3.93, minWaterTempC: 21.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Maclearie Park', lat: 40.179575, lng: -74.037466 } },
    { startLocal: '2025-09-21T08:18:18', utcOffsetMinutes: null, durationS: 510, maxDepthM: 4.27, minWaterTempC: 21.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Maclearie Park', lat: 40.179575, lng: -74.037466 } },
    { startLocal: '2025-10-26T10:19:41', utcOffsetMinutes: null, durationS: 508, maxDepthM: 2.8, minWaterTempC: 27.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'The Atlantic Club Pool', lat: 40.137099, lng: -74.074952 } },
    { startLocal: '2025-10-26T10:31:59', utcOffsetMinutes: null, durationS: 266, maxDepthM: 2.87, minWaterTempC: 27.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'The Atlantic Club Pool', lat: 40.137099, lng: -74.074952 } },
    { startLocal: '2025-10-26T10:41:00', utcOffsetMinutes: null, durationS: 32, maxDepthM: 2.8, minWaterTempC: 27.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'The Atlantic Club Pool', lat: 40.137099, lng: -74.074952 } },
    { startLocal: '2025-10-26T10:43:26', utcOffsetMinutes: null, durationS: 648, maxDepthM: 2.99, minWaterTempC: 27.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'The Atlantic Club Pool', lat: 40.137099, lng: -74.074952 } },
    { startLocal: '2025-10-26T10:59:11', utcOffsetMinutes: null, durationS: 96, maxDepthM: 2.68, minWaterTempC: 27.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'The Atlantic Club Pool', lat: 40.137099, lng: -74.074952 } },
    { startLocal: '2025-10-26T11:13:34', utcOffsetMinutes: null, durationS: 150, maxDepthM: 2.74, minWaterTempC: 26.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'The Atlantic Club Pool', lat: 40.137099, lng: -74.074952 } },
    { startLocal: '2025-11-13T07:23:58', utcOffsetMinutes: null, durationS: 4092, maxDepthM: 7.96, minWaterTempC: 28.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Escambron Marine Park', lat: 18.465562, lng: -66.084902 } },
    { startLocal: '2025-11-13T10:14:49', utcOffsetMinutes: null, durationS: 260, maxDepthM: 4.18, minWaterTempC: 28.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Escambron Marine Park', lat: 18.465562, lng: -66.084902 } },
    { startLocal: '2025-11-13T10:24:31', utcOffsetMinutes: null, durationS: 4014, maxDepthM: 8.32, minWaterTempC: 28.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Escambron Marine Park', lat: 18.465562, lng: -66.084902 } },
    { startLocal: '2025-11-15T09:17:19', utcOffsetMinutes: null, durationS: 2152, maxDepthM: 11.62, minWaterTempC: 28.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Mosquito Pier', lat: 18.149017, lng: -65.515307 } },
    { startLocal: '2025-11-15T11:03:49', utcOffsetMinutes: null, durationS: 3120, maxDepthM: 12.38, minWaterTempC: 28.0, gases: [[21, 0]], sampleCount: 0, site: { name: 'Mosquito Pier', lat: 18.149017, lng: -65.515307 } },
    { startLocal: '2025-12-24T13:49:34', utcOffsetMinutes: null, durationS: 2436, maxDepthM: 18.71, minWaterTempC: 27.778, gases: [[21, 0]], sampleCount: 0, site: null },
    { startLocal: '2025-12-24T15:00:25', utcOffsetMinutes: null, durationS: 2538, maxDepthM: 19.29, minWaterTempC: 27.778, gases: [[21, 0]], sampleCount: 0, site: null },
    { startLocal: '2025-12-26T09:21:56', utcOffsetMinutes: null, durationS: 2490, maxDepthM: 14.42, minWaterTempC: 27.222, gases: [[21, 0]], sampleCount: 0, site: null },
    { startLocal: '2025-12-26T11:28:18', utcOffsetMinutes: null, durationS: 2158, maxDepthM: 26.18, minWaterTempC: 27.778, gases: [[31, 0], [21, 0]], sampleCount: 0, site: null },
    { startLocal: '2025-12-27T09:28:08', utcOffsetMinutes: null, durationS: 1970, maxDepthM: 28.77, minWaterTempC: 27.778, gases: [[31, 0], [21, 0]], sampleCount: 0, site: null },
    { startLocal: '2025-12-27T11:26:44', utcOffsetMinutes: null, durationS: 2592, maxDepthM: 22.83, minWaterTempC: 27.778, gases: [[32, 0], [21, 0]], sampleCount: 0, site: null },
    { startLocal: '2025-12-27T14:01:08', utcOffsetMinutes: null, durationS: 1768, maxDepthM: 26.79, minWaterTempC: 27.222, gases: [[32, 0], [21, 0]], sampleCount: 0, site: null },
    ],
  },
};
