// The hand form of a dive, both ways: the posted text fields (in the member's units) into a DiveInput
// in SI units, and a stored dive back into the fields. A number shown rounded in the member's units and
// posted back unchanged keeps its stored value, so editing a dive never makes it drift through the
// conversions. Errors are full message keys, under the form's field names. The checks that need the
// database (the site, the trip, the buddies, a free number) are the service's.
import { fieldErrorsOf, type FieldErrors, type FormValues } from '../../lib/form-submission.ts';
import {
  cylinderSizeToDisplay,
  cylinderWaterLitres,
  fahrenheitToCelsius,
  lengthFromDisplay,
  lengthToDisplay,
  massFromDisplay,
  massToDisplay,
  pressureFromDisplay,
  pressureToDisplay,
  temperatureValue,
  type Units,
} from '../../lib/units.ts';
import { normalizeMemberId } from '../../lib/member-id.ts';
import { recordId } from '../../lib/parameters.ts';
import { CYLINDER_USES, DIVE_CURRENTS, DIVE_ENTRIES, DIVE_MODES, DIVE_PRIVACY, TAGS } from './dive-vocabulary.ts';
import { DiveInputSchema, type BuddyInput, type DiveInput, type DivePlaceInput } from './dive.schema.ts';
import { MAX_BUDDIES, MAX_TAGS } from './dive-limits.ts';
import { CYLINDER_FIELDS, cylinderField, cylinderRows, cylinderUseField, EMPTY_ROWS, OFFSET_CHOICES, PLACE_KINDS, switchField, switchRows } from './dive-form-fields.ts';

type Kind = 'length' | 'temperature' | 'pressure' | 'mass' | 'minutes' | 'plain';

/** A stored SI value as its form field shows it. */
export function displayValue(si: number, kind: Kind, units: Units): string {
  const round = (value: number, digits: number) => String(Math.round(value * 10 ** digits) / 10 ** digits);
  switch (kind) {
    case 'length':
      return units === 'metric' ? String(si) : round(lengthToDisplay(si, units), 1);
    case 'temperature':
      return units === 'metric' ? String(si) : round(temperatureValue(si, units), 1);
    case 'pressure':
      return units === 'metric' ? String(si) : round(pressureToDisplay(si, units), 0);
    case 'mass':
      return units === 'metric' ? String(si) : round(massToDisplay(si, units), 1);
    case 'minutes':
      return round(si / 60, 1);
    case 'plain':
      return String(si);
  }
}

function fromDisplay(value: number, kind: Kind, units: Units): number {
  switch (kind) {
    case 'length':
      return lengthFromDisplay(value, units);
    case 'temperature':
      return units === 'metric' ? value : fahrenheitToCelsius(value);
    case 'pressure':
      return pressureFromDisplay(value, units);
    case 'mass':
      return massFromDisplay(value, units);
    case 'minutes':
      return Math.round(value * 60);
    case 'plain':
      return value;
  }
}

export type ParsedDiveForm = { ok: true; input: DiveInput; siteQuery: string | null } | { ok: false; fieldErrors: FieldErrors };

/** Stored SI values by form field, for keeping a value posted back unchanged. */
export type OriginalNumbers = Record<string, number | null>;

/** The form field behind a path of DiveInput (for the schema's and the service's errors). */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  const field = String(first ?? 'form');
  const simple: Record<string, string> = {
    startLocal: 'date',
    utcOffsetMinutes: 'utcOffset',
    durationS: 'duration',
    maxDepthM: 'maxDepth',
    meanDepthM: 'meanDepth',
    waterTempC: 'waterTemp',
    airTempC: 'airTemp',
    visibilityM: 'visibility',
    weightKg: 'weight',
    tripId: 'centerTrip',
    centerId: 'centerTrip',
    buddies: 'buddyMemberIds',
    tags: 'otherTags',
  };
  if (field === 'place') return second === 'name' ? 'placeName' : second === 'lat' ? 'placeLat' : second === 'lng' ? 'placeLng' : second === 'countryCode' ? 'placeCountry' : 'siteQuery';
  if (field === 'cylinders' && typeof second === 'number') {
    const parts: Record<string, (typeof CYLINDER_FIELDS)[number]> = { description: 'Description', sizeL: 'Size', workPressureBar: 'WorkPressure', startPressureBar: 'Start', endPressureBar: 'End', o2Percent: 'O2', hePercent: 'He' };
    return cylinderField(second, parts[String(third)] ?? 'Size');
  }
  if (field === 'cylinders') return cylinderField(0, 'Size');
  if (field === 'gasSwitches' && typeof second === 'number') return switchField(second, third === 'cylinderPosition' ? 'Cylinder' : 'Time');
  return simple[field] ?? field;
}

/** Service refusals under the form's field names. */
export function formErrorsOf(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [formFieldOf(path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))), message]));
}

/** Buddies' member IDs typed with spaces, commas or on lines. */
function splitIds(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

/**
 * Reads the posted form. `units` converts lengths (ft), temperatures (°F), pressures (psi), ballast (lb)
 * and cylinder sizes (cu ft at the working pressure) to SI; `original` keeps stored values posted back
 * unchanged. A site typed but not picked from the suggestions comes back in `siteQuery` for the page to
 * offer the matching sites.
 */
export function parseDiveForm(values: FormValues, units: Units, original: OriginalNumbers = {}): ParsedDiveForm {
  const errors: FieldErrors = {};
  const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string).trim() : '');
  const list = (field: string) => (Array.isArray(values[field]) ? (values[field] as string[]) : []);
  const fail = (field: string, key: string) => {
    errors[field] ??= `logbook.form.error.${key}`;
  };

  const number = (field: string, kind: Kind): number | null => {
    const raw = text(field).replace(',', '.');
    if (!raw) return null;
    const value = Number(raw);
    if (!Number.isFinite(value)) {
      fail(field, 'number');
      return null;
    }
    const stored = original[field];
    if (stored !== undefined && stored !== null && displayValue(stored, kind, units) === raw) return stored;
    return fromDisplay(value, kind, units);
  };
  const choice = <T extends string>(field: string, allowed: readonly T[]): T | null => {
    const value = text(field);
    return (allowed as readonly string[]).includes(value) ? (value as T) : null;
  };

  // When: the date and the wall-clock time as the diver's watch showed them, and the offset if known.
  const date = text('date');
  const time = text('time');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) fail('date', 'dateRequired');
  if (!/^\d{2}:\d{2}(:\d{2})?$/.test(time)) fail('time', 'timeRequired');
  const startLocal = `${date}T${time.length === 5 ? `${time}:00` : time}`;
  const offsetText = text('utcOffset');
  const utcOffsetMinutes = offsetText === '' ? null : Number(offsetText);
  if (utcOffsetMinutes !== null && !OFFSET_CHOICES.includes(utcOffsetMinutes)) fail('utcOffset', 'offset');

  // Where.
  const placeKind = choice('placeKind', PLACE_KINDS) ?? 'none';
  let place: DivePlaceInput | null = null;
  let siteQuery: string | null = null;
  // A site chosen from a list the page offered (matches of a typed name, or sites near a new place) wins;
  // then the site picked from the suggestions, unless another name was typed since.
  const chosen = recordId(text('siteChoice'));
  const picked = recordId(text('siteId'));
  const typed = text('siteQuery');
  if (chosen !== null) place = { kind: 'site', siteId: chosen };
  else if (placeKind === 'site') {
    if (picked !== null && (!typed || typed === text('siteLabel'))) place = { kind: 'site', siteId: picked };
    else if (typed) siteQuery = typed;
    else fail('siteQuery', 'siteRequired');
  } else if (placeKind === 'new') {
    const lat = number('placeLat', 'plain');
    const lng = number('placeLng', 'plain');
    if (lat === null) fail('placeLat', 'latitude');
    if (lng === null) fail('placeLng', 'longitude');
    place = { kind: 'new', name: text('placeName'), lat: lat ?? Number.NaN, lng: lng ?? Number.NaN, countryCode: text('placeCountry').toUpperCase() || null };
  }

  // Centre and trip: "trip:12" or "center:4" from the member's reservations.
  const link = /^(trip|center):(\d+)$/.exec(text('centerTrip'));
  const tripId = link?.[1] === 'trip' ? recordId(link[2]) : null;
  const centerId = link?.[1] === 'center' ? recordId(link[2]) : null;
  if (link && tripId === null && centerId === null) fail('centerTrip', 'trip');

  // Gear.
  const cylinders: DiveInput['cylinders'] = [];
  const rowsOfCylinders = cylinderRows(values);
  const positions = new Map<number, number>();
  for (let index = 0; index < rowsOfCylinders; index++) {
    const field = (part: (typeof CYLINDER_FIELDS)[number]) => cylinderField(index, part);
    if (CYLINDER_FIELDS.every((part) => !text(field(part)))) continue;
    const workPressureBar = number(field('WorkPressure'), 'pressure');
    const sizeText = text(field('Size')).replace(',', '.');
    let sizeL: number | null = null;
    if (sizeText) {
      const size = Number(sizeText);
      const stored = original[field('Size')];
      if (!Number.isFinite(size)) fail(field('Size'), 'number');
      else if (stored != null && cylinderSizeToDisplay(stored, original[field('WorkPressure')] ?? null, units) !== null && displaySize(stored, original[field('WorkPressure')] ?? null, units) === sizeText) sizeL = stored;
      else if (units === 'imperial' && workPressureBar === null) fail(field('WorkPressure'), 'workPressureForCubicFeet');
      else sizeL = cylinderWaterLitres(size, workPressureBar, units);
    } else if (units === 'imperial' && original[field('Size')] != null && original[field('WorkPressure')] == null) {
      // An imperial diver sees no size in cubic feet for a cylinder stored without its working pressure: left empty, it is kept.
      sizeL = original[field('Size')]!;
    }
    positions.set(index, cylinders.length);
    cylinders.push({
      description: text(field('Description')) || null,
      sizeL,
      workPressureBar,
      startPressureBar: number(field('Start'), 'pressure'),
      endPressureBar: number(field('End'), 'pressure'),
      o2Percent: number(field('O2'), 'plain') ?? 21,
      hePercent: number(field('He'), 'plain') ?? 0,
      use: choice(cylinderUseField(index), CYLINDER_USES) ?? 'open-circuit',
    });
  }
  const gasSwitches: DiveInput['gasSwitches'] = [];
  for (let index = 0; index < switchRows(values); index++) {
    const timeField = switchField(index, 'Time');
    const cylinderFieldName = switchField(index, 'Cylinder');
    if (!text(timeField) && !text(cylinderFieldName)) continue;
    const timeS = number(timeField, 'minutes');
    if (timeS === null) fail(timeField, 'switchTime');
    // A switch to a mix with no cylinder of its own (from a file) keeps its mix while no cylinder is chosen.
    const mixO2 = number(switchField(index, 'O2'), 'plain');
    if (!text(cylinderFieldName) && mixO2 !== null) {
      if (timeS !== null) gasSwitches.push({ timeS, cylinderPosition: null, o2Percent: mixO2, hePercent: number(switchField(index, 'He'), 'plain') ?? 0 });
      continue;
    }
    const position = positions.get(Number(text(cylinderFieldName) || Number.NaN));
    if (position === undefined) fail(cylinderFieldName, 'switchCylinder');
    const cylinder = position === undefined ? undefined : cylinders[position];
    if (timeS !== null && cylinder && position !== undefined) gasSwitches.push({ timeS, cylinderPosition: position, o2Percent: cylinder.o2Percent, hePercent: cylinder.hePercent });
  }

  // People.
  const buddies: BuddyInput[] = [];
  for (const name of text('buddyNames').split('\n')) if (name.trim()) buddies.push({ name: name.trim() });
  for (const typed of splitIds(text('buddyMemberIds'))) {
    const memberId = normalizeMemberId(typed);
    if (!memberId) fail('buddyMemberIds', 'buddyMemberId');
    else if (!buddies.some((buddy) => 'memberId' in buddy && buddy.memberId === memberId)) buddies.push({ memberId });
  }
  if (buddies.length > MAX_BUDDIES) fail('buddyMemberIds', 'tooManyBuddies');

  const ticked = list('tags').filter((tag) => (TAGS as readonly string[]).includes(tag));
  const other = text('otherTags')
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);
  const tags = [...new Set([...ticked, ...other])];
  if (tags.length > MAX_TAGS) fail('otherTags', 'tooManyTags');

  const ratingText = text('rating');
  const candidate = {
    number: number('number', 'plain'),
    startLocal,
    utcOffsetMinutes,
    offsetSource: 'manual' as const,
    durationS: number('duration', 'minutes'),
    maxDepthM: number('maxDepth', 'length'),
    meanDepthM: number('meanDepth', 'length'),
    waterTempC: number('waterTemp', 'temperature'),
    airTempC: number('airTemp', 'temperature'),
    visibilityM: number('visibility', 'length'),
    visibilityRating: original.visibilityRating ?? null,
    current: choice('current', DIVE_CURRENTS),
    entry: choice('entry', DIVE_ENTRIES),
    mode: choice('mode', DIVE_MODES) ?? 'open-circuit',
    suit: text('suit') || null,
    weightKg: number('weight', 'mass'),
    place,
    centerId,
    tripId,
    tripLabel: text('tripLabel') || null,
    guide: text('guide') || null,
    notes: text('notes') || null,
    // A file's half stars are shown rounded and kept while the choice is not changed.
    rating: !ratingText ? null : original.rating != null && String(Math.round(original.rating)) === ratingText ? original.rating : Number(ratingText),
    tags,
    privacy: choice('privacy', DIVE_PRIVACY),
    cylinders,
    gasSwitches,
    buddies,
  };
  if (!candidate.privacy) fail('privacy', 'privacy');
  const result = DiveInputSchema.safeParse(candidate);
  if (!result.success) {
    for (const [field, message] of Object.entries(fieldErrorsOf(result.error, formFieldOf))) errors[field] ??= message.startsWith('logbook.') ? message : 'logbook.form.error.invalid';
  }
  if (Object.keys(errors).length || !result.success) return { ok: false, fieldErrors: errors };
  return { ok: true, input: result.data, siteQuery };
}

function displaySize(waterL: number, ratedBar: number | null, units: Units): string {
  const shown = cylinderSizeToDisplay(waterL, ratedBar, units);
  return shown === null ? '' : units === 'metric' ? String(shown) : String(Math.round(shown * 10) / 10);
}

/** What the form needs of a stored dive. */
export type StoredDiveForForm = {
  number: number;
  startLocal: string;
  utcOffsetMinutes: number | null;
  durationS: number | null;
  maxDepthM: number | null;
  meanDepthM: number | null;
  waterTempC: number | null;
  airTempC: number | null;
  visibilityM: number | null;
  visibilityRating: number | null;
  current: string | null;
  entry: string | null;
  mode: string;
  suit: string | null;
  weightKg: number | null;
  site: { id: number; name: string } | null;
  placeName: string | null;
  placeLat: number | null;
  placeLng: number | null;
  countryCode: string | null;
  centerId: number | null;
  tripId: number | null;
  tripLabel: string | null;
  guide: string | null;
  notes: string | null;
  rating: number | null;
  tags: string[];
  privacy: string;
  cylinders: Array<{ use: string; description: string | null; sizeL: number | null; workPressureBar: number | null; startPressureBar: number | null; endPressureBar: number | null; o2Percent: number; hePercent: number }>;
  gasSwitches: Array<{ timeS: number; cylinderPosition: number | null; o2Percent: number; hePercent: number }>;
  buddies: Array<{ name: string | null; member: { memberId: string } | null }>;
};

/** The form's fields for a stored dive, and the stored numbers behind them. */
export function diveFormValues(dive: StoredDiveForForm, units: Units): { values: FormValues; original: OriginalNumbers } {
  const values: FormValues = {};
  const original: OriginalNumbers = {};
  const put = (field: string, si: number | null, kind: Kind) => {
    original[field] = si;
    if (si !== null) values[field] = displayValue(si, kind, units);
  };
  const [date = '', time = ''] = dive.startLocal.replace(' ', 'T').split('T');
  values.date = date;
  values.time = time.endsWith(':00') ? time.slice(0, 5) : time.slice(0, 8);
  values.utcOffset = dive.utcOffsetMinutes === null ? '' : String(dive.utcOffsetMinutes);
  put('number', dive.number, 'plain');
  put('duration', dive.durationS, 'minutes');
  put('maxDepth', dive.maxDepthM, 'length');
  put('meanDepth', dive.meanDepthM, 'length');
  put('waterTemp', dive.waterTempC, 'temperature');
  put('airTemp', dive.airTempC, 'temperature');
  put('visibility', dive.visibilityM, 'length');
  put('weight', dive.weightKg, 'mass');
  original.visibilityRating = dive.visibilityRating;
  for (const [field, value] of [
    ['current', dive.current],
    ['entry', dive.entry],
    ['mode', dive.mode],
    ['suit', dive.suit],
    ['guide', dive.guide],
    ['notes', dive.notes],
    ['tripLabel', dive.tripLabel],
    ['privacy', dive.privacy],
  ] as const) {
    if (value) values[field] = value;
  }
  original.rating = dive.rating;
  if (dive.rating !== null && dive.rating >= 1) values.rating = String(Math.round(dive.rating));
  if (dive.site) {
    values.placeKind = 'site';
    values.siteId = String(dive.site.id);
    values.siteQuery = dive.site.name;
    values.siteLabel = dive.site.name;
  } else if (dive.placeName && dive.placeLat !== null && dive.placeLng !== null) {
    values.placeKind = 'new';
    values.placeName = dive.placeName;
    put('placeLat', dive.placeLat, 'plain');
    put('placeLng', dive.placeLng, 'plain');
    values.placeCountry = dive.countryCode ?? '';
  } else values.placeKind = 'none';
  values.centerTrip = dive.tripId ? `trip:${dive.tripId}` : dive.centerId ? `center:${dive.centerId}` : '';
  values.tags = dive.tags.filter((tag) => (TAGS as readonly string[]).includes(tag));
  values.otherTags = dive.tags.filter((tag) => !(TAGS as readonly string[]).includes(tag)).join(', ');
  dive.cylinders.forEach((cylinder, index) => {
    const field = (part: (typeof CYLINDER_FIELDS)[number]) => cylinderField(index, part);
    if (cylinder.description) values[field('Description')] = cylinder.description;
    values[cylinderUseField(index)] = cylinder.use;
    original[field('Size')] = cylinder.sizeL;
    if (cylinder.sizeL !== null) values[field('Size')] = displaySize(cylinder.sizeL, cylinder.workPressureBar, units);
    put(field('WorkPressure'), cylinder.workPressureBar, 'pressure');
    put(field('Start'), cylinder.startPressureBar, 'pressure');
    put(field('End'), cylinder.endPressureBar, 'pressure');
    put(field('O2'), cylinder.o2Percent, 'plain');
    put(field('He'), cylinder.hePercent, 'plain');
  });
  values.cylinderRows = String(Math.max(dive.cylinders.length, EMPTY_ROWS.cylinders));
  dive.gasSwitches.forEach((gasSwitch, index) => {
    put(switchField(index, 'Time'), gasSwitch.timeS, 'minutes');
    values[switchField(index, 'Cylinder')] = gasSwitch.cylinderPosition === null ? '' : String(gasSwitch.cylinderPosition);
    if (gasSwitch.cylinderPosition === null) {
      values[switchField(index, 'O2')] = String(gasSwitch.o2Percent);
      values[switchField(index, 'He')] = String(gasSwitch.hePercent);
    }
  });
  values.switchRows = String(dive.gasSwitches.length);
  values.buddyNames = dive.buddies.flatMap((buddy) => (buddy.name ? [buddy.name] : [])).join('\n');
  values.buddyMemberIds = dive.buddies.flatMap((buddy) => (buddy.member ? [buddy.member.memberId] : [])).join(' ');
  return { values, original };
}
