// Builds small FIT files for the tests with Garmin's own encoder: the messages a Descent writes for a dive,
// with times given as seconds from the dive's start.
import { Encoder, Profile } from '@garmin/fitsdk';

const FIT_EPOCH_S = 631_065_600;
const M = Profile.MesgNum as Record<string, number>;

/** FIT seconds of a UTC date-time. */
export const fitSeconds = (iso: string) => Date.parse(iso) / 1000 - FIT_EPOCH_S;

export type FitMessage = [name: string, fields: Record<string, unknown>];

export function encodeFit(messages: FitMessage[]): Uint8Array {
  const encoder = new Encoder();
  for (const [name, fields] of messages) encoder.onMesg(M[name]!, fields as never);
  return encoder.close();
}

export interface DiveFitOptions {
  /** UTC start of the dive. */
  startUtc?: string;
  /** Seconds the watch's local time is ahead of UTC (null: no local timestamp in the file). */
  localOffsetS?: number | null;
  subSport?: string;
  sport?: string;
  /** [seconds from start, depth m, temperature °C]. */
  profile?: [number, number, number][];
  summary?: Record<string, unknown> | null;
  gases?: Record<string, unknown>[];
  /** [seconds, event fields]. */
  events?: [number, Record<string, unknown>][];
  /** [seconds, sensor, bar]. */
  tankUpdates?: [number, number, number][];
  extra?: FitMessage[];
  session?: Record<string, unknown>;
}

/** A dive as a Descent writes it: file id, device, gases, records, events, session, summary, activity. */
export function diveFit(options: DiveFitOptions = {}): Uint8Array {
  const start = fitSeconds(options.startUtc ?? '2024-03-10T01:00:00Z');
  const profile = options.profile ?? [
    [0, 1.2, 27],
    [60, 12.4, 26],
    [600, 18.3, 25],
    [1500, 9.0, 26],
    [2100, 4.6, 27],
    [2400, 0.8, 27],
  ];
  const end = start + (profile[profile.length - 1]?.[0] ?? 0);
  const messages: FitMessage[] = [
    ['FILE_ID', { manufacturer: 'garmin', product: 3258, serialNumber: 3456789012, timeCreated: start, type: 'activity' }],
    ['FILE_CREATOR', { softwareVersion: 1210 }],
    ['DEVICE_INFO', { timestamp: start, deviceIndex: 0, manufacturer: 'garmin', product: 3258, serialNumber: 3456789012, softwareVersion: 12.1 }],
    ['DIVE_SETTINGS', { messageIndex: 0, waterType: 'salt', waterDensity: 1025 }],
    ...(options.gases ?? [{ messageIndex: 0, oxygenContent: 32, heliumContent: 0, status: 'enabled', mode: 'openCircuit' }]).map((gas): FitMessage => ['DIVE_GAS', gas]),
    ...profile.map(([t, depth, temperature]): FitMessage => ['RECORD', { timestamp: start + t, depth, temperature }]),
    ...(options.tankUpdates ?? []).map(([t, sensor, pressure]): FitMessage => ['TANK_UPDATE', { timestamp: start + t, sensor, pressure }]),
    ...(options.events ?? []).map(([t, fields]): FitMessage => ['EVENT', { timestamp: start + t, eventType: 'marker', ...fields }]),
    ...(options.extra ?? []),
    [
      'SESSION',
      {
        messageIndex: 0,
        timestamp: end,
        startTime: start,
        totalElapsedTime: end - start,
        sport: options.sport ?? 'diving',
        subSport: options.subSport ?? 'singleGasDiving',
        minTemperature: 25,
        ...options.session,
      },
    ],
  ];
  if (options.summary !== null) {
    messages.push(['DIVE_SUMMARY', { timestamp: end, referenceMesg: 'session', referenceIndex: 0, maxDepth: 18.3, avgDepth: 10.1, bottomTime: 2370, diveNumber: 42, ...options.summary }]);
  }
  const activity: Record<string, unknown> = { timestamp: end, numSessions: 1 };
  const offset = options.localOffsetS === undefined ? 7 * 3600 : options.localOffsetS;
  if (offset !== null) activity.localTimestamp = end + offset;
  messages.push(['ACTIVITY', activity]);
  return encodeFit(messages);
}
