// What each real sample file holds, found by reading the files with other tools (Python's ElementTree,
// grep, awk and by eye), never by running this package: the conformance step (scripts/samples-conformance.ts)
// compares what the readers find with these. Values follow the model's rules (README): declared summary values
// win, a value the file does not declare comes from the profile (minimum water temperature: the coldest sample
// deeper than 1 m), a site named by its own id has no name, a position of 0,0 is none, placeholders are not
// dives. Add a file's expectations here when its format gets a reader.

import { EXPECTED_BINARY_AND_CSV } from './expected-binary-and-csv.ts';

export interface ExpectedDive {
  startLocal: string;
  utcOffsetMinutes: number | null;
  durationS: number;
  maxDepthM: number;
  minWaterTempC: number | null;
  /** [O2 %, He %] of each distinct gas, in any order. */
  gases: [number, number][];
  /** Samples of the first dive computer. */
  sampleCount: number;
  site: { name: string | null; lat: number | null; lng: number | null } | null;
}

export interface ExpectedFile {
  format: string;
  dives: ExpectedDive[];
}

export const EXPECTED: Record<string, ExpectedFile> = {
  // 18 <dive> elements in trips; each dive's first <divecomputer> gives depth, water temperature and samples.
  'subsurface_abitofeverything.ssrf': {
    format: 'subsurface-xml',
    dives: [
    { startLocal: '2010-12-05T11:26:00', utcOffsetMinutes: null, durationS: 960, maxDepthM: 11.28, minWaterTempC: 8.0, gases: [[21, 0]], sampleCount: 52, site: { name: 'Sund Rock, Hoodsport, WA, USA', lat: null, lng: null } },
    { startLocal: '2011-01-01T17:00:00', utcOffsetMinutes: null, durationS: 1800, maxDepthM: 30.0, minWaterTempC: 26.0, gases: [[33, 0], [50, 0]], sampleCount: 30, site: { name: '9Ath test dive, with temperature in single sample', lat: null, lng: null } },
    { startLocal: '2011-10-21T12:58:49', utcOffsetMinutes: null, durationS: 3936, maxDepthM: 36.01, minWaterTempC: 25.2, gases: [[29, 0], [51, 0]], sampleCount: 791, site: { name: 'Zenobia, Larnaca, Cyprus', lat: null, lng: null } },
    { startLocal: '2011-10-22T09:12:55', utcOffsetMinutes: null, durationS: 4111, maxDepthM: 41.39, minWaterTempC: 25.0, gases: [[28, 0], [50, 0]], sampleCount: 828, site: { name: 'Zenobia, Larnaca, Cyprus', lat: null, lng: null } },
    { startLocal: '2011-10-22T13:33:50', utcOffsetMinutes: null, durationS: 4196, maxDepthM: 31.0, minWaterTempC: 25.0, gases: [[28, 0], [50, 0]], sampleCount: 839, site: { name: 'Zenobia, Larnaca, Cyprus', lat: null, lng: null } },
    { startLocal: '2011-12-02T11:00:00', utcOffsetMinutes: null, durationS: 1770, maxDepthM: 70.0, minWaterTempC: 6.0, gases: [[21, 0], [18, 50], [50, 0]], sampleCount: 6, site: { name: '18th test dive - trimix', lat: 27.041458, lng: 33.907237 } },
    { startLocal: '2011-12-02T12:00:00', utcOffsetMinutes: null, durationS: 1770, maxDepthM: 70.0, minWaterTempC: 6.0, gases: [[23, 0], [21, 50], [50, 0]], sampleCount: 7, site: { name: '19th test dive - trimix', lat: null, lng: null } },
    { startLocal: '2011-12-02T13:00:00', utcOffsetMinutes: null, durationS: 1770, maxDepthM: 70.0, minWaterTempC: 6.0, gases: [[21, 30], [12, 70], [50, 0]], sampleCount: 7, site: { name: '20th test dive - trimix', lat: null, lng: null } },
    { startLocal: '2012-01-08T15:30:03', utcOffsetMinutes: null, durationS: 2766, maxDepthM: 15.0, minWaterTempC: null, gases: [[21, 0]], sampleCount: 7, site: { name: null, lat: 47.9345, lng: 11.3345 } },
    { startLocal: '2013-06-01T12:24:09', utcOffsetMinutes: null, durationS: 3773, maxDepthM: 24.43, minWaterTempC: 30.6, gases: [[30, 0], [37, 0], [13, 45], [19, 19], [21, 0], [21, 30], [20, 50]], sampleCount: 755, site: { name: 'Fairy land', lat: 7.101527, lng: 134.238541 } },
    { startLocal: '2013-06-04T10:04:18', utcOffsetMinutes: null, durationS: 3653, maxDepthM: 31.52, minWaterTempC: 30.5, gases: [[30, 0], [37, 0], [19, 19], [21, 0], [13, 45], [21, 30], [20, 50]], sampleCount: 731, site: { name: 'Blue Hole', lat: 7.129938, lng: 134.225647 } },
    { startLocal: '2013-06-04T12:28:06', utcOffsetMinutes: null, durationS: 3540, maxDepthM: 28.17, minWaterTempC: 30.5, gases: [[30, 0], [37, 0], [19, 19], [21, 0], [13, 45], [21, 30], [20, 50]], sampleCount: 708, site: { name: 'Blue Corner', lat: 7.1338, lng: 134.221393 } },
    { startLocal: '2013-12-28T06:56:12', utcOffsetMinutes: null, durationS: 2766, maxDepthM: 25.0, minWaterTempC: null, gases: [[18, 60], [50, 0]], sampleCount: 7, site: null },
    { startLocal: '2014-03-15T21:44:06', utcOffsetMinutes: null, durationS: 3140, maxDepthM: 15.0, minWaterTempC: null, gases: [[32, 0], [100, 0]], sampleCount: 16, site: { name: 'At Home', lat: null, lng: null } },
    { startLocal: '2014-04-01T07:00:00', utcOffsetMinutes: null, durationS: 1770, maxDepthM: 70.0, minWaterTempC: null, gases: [[21, 0]], sampleCount: 7, site: null },
    { startLocal: '2014-04-02T10:00:00', utcOffsetMinutes: null, durationS: 4674, maxDepthM: 38.99, minWaterTempC: 4.3, gases: [[100, 0], [21, 0]], sampleCount: 2485, site: null },
    { startLocal: '2014-09-21T14:25:00', utcOffsetMinutes: null, durationS: 2146, maxDepthM: 44.444, minWaterTempC: 5.0, gases: [[18, 28], [46, 0], [9, 70], [30, 40], [21, 30], [20, 50]], sampleCount: 1073, site: { name: 'Yellow House', lat: 47.4002, lng: -123.142299 } },
    { startLocal: '2020-05-03T14:24:14', utcOffsetMinutes: null, durationS: 3456, maxDepthM: 60.0, minWaterTempC: null, gases: [[18, 45], [50, 0]], sampleCount: 19, site: null },
    ],
  },
  // Two <dive> records: 'previous_dive' holds only a surface interval (a placeholder). Dive 942 is a CCR dive
  // switching between diluents 16/48 and 48/0; declared minimum 292.6 K, the coldest sample 290.0 K at the surface.
  'apd_inspiration_divesight.uddf': {
    format: 'uddf',
    dives: [
    { startLocal: '2022-04-24T10:30:58', utcOffsetMinutes: null, durationS: 6240, maxDepthM: 60.4, minWaterTempC: 19.45, gases: [[16, 48], [48, 0]], sampleCount: 695, site: { name: 'Northern Arch', lat: -35.4485, lng: 174.732 } },
    ],
  },
  // Ten dives; offsets written as +00:07, +00:02, +00:01 (hours in the minutes' place). Sites are named by their
  // ids; six are at 0,0. Three apnoe records have two waypoints each and no tank.
  'oceanic_plus_app.uddf': {
    format: 'uddf',
    dives: [
    { startLocal: '2025-07-02T17:04:28', utcOffsetMinutes: 120, durationS: 1211, maxDepthM: 0.5724519, minWaterTempC: 23.83, gases: [], sampleCount: 2, site: { name: null, lat: 48.479107, lng: 11.954931 } },
    { startLocal: '2025-05-12T11:04:47', utcOffsetMinutes: 420, durationS: 2107, maxDepthM: 24.403652, minWaterTempC: 28.58, gases: [[21, 0]], sampleCount: 161, site: { name: null, lat: 10.105188, lng: 99.8133 } },
    { startLocal: '2025-05-12T08:57:30', utcOffsetMinutes: 420, durationS: 2451, maxDepthM: 21.185392, minWaterTempC: 30.09, gases: [[21, 0]], sampleCount: 185, site: { name: null, lat: 10.013452, lng: 99.785065 } },
    { startLocal: '2025-05-04T18:20:15', utcOffsetMinutes: 420, durationS: 1420, maxDepthM: 1.2515537, minWaterTempC: 29.89, gases: [], sampleCount: 2, site: { name: null, lat: 9.780749, lng: 100.05571 } },
    { startLocal: '2023-11-01T09:51:26', utcOffsetMinutes: 60, durationS: 862, maxDepthM: 0.95634925, minWaterTempC: 29.89, gases: [], sampleCount: 2, site: null },
    { startLocal: '2023-11-01T09:31:48', utcOffsetMinutes: 420, durationS: 3192, maxDepthM: 18.079853, minWaterTempC: 29.19, gases: [[21, 0]], sampleCount: 218, site: null },
    { startLocal: '2023-11-01T07:50:43', utcOffsetMinutes: 420, durationS: 2298, maxDepthM: 37.70308, minWaterTempC: 27.69, gases: [[21, 0]], sampleCount: 157, site: null },
    { startLocal: '2023-10-31T18:16:09', utcOffsetMinutes: 420, durationS: 1908, maxDepthM: 24.931152, minWaterTempC: 28.49, gases: [[21, 0]], sampleCount: 134, site: null },
    { startLocal: '2023-10-31T15:19:27', utcOffsetMinutes: 420, durationS: 2267, maxDepthM: 29.957468, minWaterTempC: 28.39, gases: [[21, 0]], sampleCount: 172, site: null },
    { startLocal: '2023-10-31T13:43:57', utcOffsetMinutes: 420, durationS: 1619, maxDepthM: 23.498583, minWaterTempC: 28.59, gases: [[21, 0]], sampleCount: 111, site: null },
    ],
  },
  // Shearwater writes Z on a local time: no offset. No lowest temperature declared: 279.15 K among samples deeper than 1 m.
  'shearwater_peregrine_tx_148.uddf': {
    format: 'uddf',
    dives: [
    { startLocal: '2025-06-26T12:09:18', utcOffsetMinutes: null, durationS: 2851, maxDepthM: 8.018293, minWaterTempC: 6.0, gases: [[21, 0]], sampleCount: 288, site: { name: 'Sandy Cove (Terence Bay)', lat: null, lng: null } },
    ],
  },
  // No lowest temperature declared: 277.45 K is the coldest waypoint deeper than 1 m.
  'subsurface_export_test42.uddf': {
    format: 'uddf',
    dives: [
    { startLocal: '2014-04-02T10:00:00', utcOffsetMinutes: null, durationS: 4674, maxDepthM: 38.99, minWaterTempC: 4.3, gases: [[16, 45], [100, 0], [21, 0]], sampleCount: 2485, site: { name: 'Lake Coleridge', lat: -43.342295, lng: 171.545936 } },
    ],
  },
  // 239 <Sample>s, 235 of them with a depth (the others carry events only). No temperature in the header:
  // the coldest sample deeper than 1 m is 302.15 K.
  'suunto_d6i_2016-02-01.sml': {
    format: 'suunto-sml',
    dives: [
    { startLocal: '2016-02-01T12:04:59', utcOffsetMinutes: null, durationS: 4683, maxDepthM: 19.02, minWaterTempC: 29.0, gases: [[21, 0]], sampleCount: 235, site: null },
    ],
  },
  // 65 depths 30 s apart (0 to 1920 s), the deepest 24.69 m; no declared duration or depth.
  'divelogsde_sundrock.udcf': {
    format: 'udcf',
    dives: [
    { startLocal: '2011-05-17T11:01:00', utcOffsetMinutes: null, durationS: 1920, maxDepthM: 24.69, minWaterTempC: 10.0, gases: [[32, 0]], sampleCount: 65, site: { name: 'USA, Hoodsport, WA - Sund Rock', lat: null, lng: null } },
    ],
  },
  // Imperial: 100 ft, 70 °F.
  'macdive_imperial_small.xml': {
    format: 'macdive-xml',
    dives: [
    { startLocal: '2024-06-01T09:00:00', utcOffsetMinutes: null, durationS: 2400, maxDepthM: 30.48, minWaterTempC: 21.111, gases: [[32, 0]], sampleCount: 2, site: null },
    ],
  },
  ...EXPECTED_BINARY_AND_CSV,
};
