// A dive read from a file (@diveatlas/divelog's model) as the logbook saves it: the form's fields in SI
// units, and the recording (profile, computer, source). The values are the reader's: declared values
// win over the profile's, as the package's README says, and nothing is shifted or rounded here. The
// first dive computer's record is the dive's profile.
import type { Dive } from '@diveatlas/divelog';
import type { DivePrivacy } from '../../../db/schema/logbook.ts';
import { cleanText } from '../../lib/request-body.server.ts';
import type { DiveRecording } from './dives.service.server.ts';
import { TAGS } from './dive-vocabulary.ts';
import type { DiveInput, DivePlaceInput } from './dive.schema.ts';
import { MAX_BUDDIES, MAX_TAGS, NAME_MAX, NOTES_MAX, SHORT_TEXT_MAX, TAG_MAX } from './dive-limits.ts';

export type ModelChoices = {
  privacy: DivePrivacy;
  /** The atlas site the member confirmed, or the new place, or none. */
  place: DivePlaceInput | null;
  /** Keep the file's dive number when it has one (the service refuses it when taken). */
  keepNumber: boolean;
  sourceFormat: string | null;
  sourceFile: string | null;
};

/** A file's text as the log keeps it: without control characters (PostgreSQL refuses NUL), trimmed and cut. */
const cut = (text: string | null | undefined, max: number) => {
  const trimmed = text === null || text === undefined ? '' : cleanText(text).trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** A file's tag as the log keeps it: one of ours when it names one (any case), else as written. */
function tagOf(text: string): string | null {
  const tag = cut(text, TAG_MAX);
  if (!tag) return null;
  const known = TAGS.find((value) => value === tag.toLowerCase());
  return known ?? tag;
}

export function diveInputFromModel(dive: Dive, choices: ModelChoices): { input: DiveInput; recording: DiveRecording } {
  const first = dive.computers[0];
  const cylinders = dive.cylinders.slice(0, 32).map((cylinder) => ({
    description: cut(cylinder.description, SHORT_TEXT_MAX),
    sizeL: cylinder.sizeL,
    workPressureBar: cylinder.workPressureBar,
    startPressureBar: cylinder.startPressureBar,
    // A file whose end pressure is above its start (a refill logged as one dive) keeps the start only.
    endPressureBar: cylinder.startPressureBar !== null && cylinder.endPressureBar !== null && cylinder.endPressureBar > cylinder.startPressureBar ? null : cylinder.endPressureBar,
    o2Percent: cylinder.gas.o2Percent,
    hePercent: cylinder.gas.hePercent,
    use: cylinder.use,
  }));
  const gasSwitches = (first?.gasSwitches ?? []).slice(0, 200).map((gasSwitch) => ({
    timeS: Math.round(gasSwitch.timeS),
    cylinderPosition: gasSwitch.cylinderIndex !== null && gasSwitch.cylinderIndex < cylinders.length ? gasSwitch.cylinderIndex : null,
    o2Percent: gasSwitch.gas.o2Percent,
    hePercent: gasSwitch.gas.hePercent,
  }));
  const weight = dive.weights.reduce((sum, item) => sum + item.kg, 0);
  const input: DiveInput = {
    number: choices.keepNumber ? dive.number : null,
    startLocal: dive.startLocal,
    utcOffsetMinutes: dive.utcOffsetMinutes,
    offsetSource: dive.offsetSource,
    durationS: dive.durationS === null ? null : Math.max(1, Math.round(dive.durationS)),
    maxDepthM: dive.maxDepthM,
    meanDepthM: dive.meanDepthM !== null && dive.maxDepthM !== null && dive.meanDepthM > dive.maxDepthM ? null : dive.meanDepthM,
    waterTempC: dive.minWaterTempC,
    airTempC: dive.airTempC,
    visibilityM: dive.visibilityM,
    visibilityRating: dive.visibilityRating === null ? null : Math.min(5, Math.max(1, Math.round(dive.visibilityRating))),
    current: null,
    entry: null,
    mode: dive.mode,
    suit: cut(dive.suit, SHORT_TEXT_MAX),
    weightKg: dive.weights.length ? Math.min(100, weight) : null,
    place: choices.place,
    centerId: null,
    tripId: null,
    tripLabel: cut(dive.trip, SHORT_TEXT_MAX),
    guide: cut(dive.diveGuide, NAME_MAX),
    notes: cut(dive.notes, NOTES_MAX),
    rating: dive.rating,
    tags: [...new Set(dive.tags.map(tagOf).filter((tag): tag is string => tag !== null))].slice(0, MAX_TAGS),
    privacy: choices.privacy,
    cylinders,
    gasSwitches: dive.durationS === null ? gasSwitches : gasSwitches.filter((gasSwitch) => gasSwitch.timeS <= dive.durationS!),
    buddies: dive.buddies
      .map((name) => cut(name, NAME_MAX))
      .filter((name): name is string => name !== null)
      .slice(0, MAX_BUDDIES)
      .map((name) => ({ name })),
  };
  const samples = first?.samples;
  const recording: DiveRecording = {
    origin: 'import',
    sourceFormat: choices.sourceFormat,
    sourceFile: cut(choices.sourceFile, 255),
    computer: first ? { model: cut(first.computer.model, SHORT_TEXT_MAX), serial: cut(first.computer.serial, SHORT_TEXT_MAX), firmware: cut(first.computer.firmware, SHORT_TEXT_MAX), diveNumber: cut(first.computer.diveNumber, SHORT_TEXT_MAX) } : null,
    profile:
      samples && samples.timeS.length
        ? {
            samples: { timeS: samples.timeS, depthM: samples.depthM, temperatureC: samples.temperatureC, pressureBar: samples.pressureBar },
            events: (first?.events ?? []).map((event) => ({ timeS: event.timeS, kind: event.kind, name: event.name.slice(0, SHORT_TEXT_MAX), value: event.value })),
            surfacePressureBar: first?.surfacePressureBar ?? null,
            waterDensity: first?.waterDensity ?? null,
          }
        : null,
  };
  return { input, recording };
}
