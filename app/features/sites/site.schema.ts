// The add/edit listing form: one schema for browser and server. Numbers arrive in the member's
// units and are stored in SI units exactly as converted (never rounded). Error messages are
// full message keys of the catalogues ("sites.form.error.*").
import { z } from 'zod';
import { singleLineText } from '../../lib/single-line-text.ts';
import { isDay } from '../../lib/parameters.ts';
import { fieldErrorsOf, submittedValues } from '~/lib/form-submission.ts';
import { isCountryCode } from '../../lib/country-codes.ts';
import { CURRENTS, DIVE_STATUSES, ENTRIES, LEVELS, MONTHS, SITE_TYPES } from './site-vocabulary.ts';
import { celsiusToFahrenheit, fahrenheitToCelsius, feetToMetres, metresToFeet, type Units } from '~/lib/units.ts';
import { SOURCE_KINDS } from './site.fields.ts';

export const NAME_MAX = 120;
export const MAX_ALIASES = 10;
export const MAX_TAGS = 30;
export const TAG_MAX = 60;
export const DESCRIPTION_MAX = 5000;
export const NOTES_MAX = 2000;
export const SOURCE_MAX = 300;
export const NOTICE_MAX = 1000;
export const URL_MAX = 500;

/** Deeper than any recreational or technical dive site; it catches typos such as 3000 for 30. */
export const DepthSchema = z.number().min(0, 'sites.form.error.depthRange').max(350, 'sites.form.error.depthRange');
/** Visibility beyond 100 m is not something a diver measures; larger figures are typos. */
export const VisibilitySchema = z.number().min(0, 'sites.form.error.visibilityRange').max(100, 'sites.form.error.visibilityRange');
/** Sea water freezes near −2 °C; no dive site's water reaches 40 °C. */
export const WaterTemperatureSchema = z.number().min(-2, 'sites.form.error.temperatureRange').max(40, 'sites.form.error.temperatureRange');
/** A year, a month or a day ("2004", "2004-01", "2004-01-15"), as precise as the source; not in the future. */
export const PartialDateSchema = z.string().refine((text) => {
  if (!/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/.test(text)) return false;
  const padded = text.length === 4 ? `${text}-01-01` : text.length === 7 ? `${text}-01` : text;
  const time = Date.parse(padded);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === padded && time <= Date.now() + 24 * 60 * 60 * 1000;
}, 'sites.form.error.statusSince');

/** WGS 84 decimal degrees, as GPS devices and maps show them. */
export const CoordinatesSchema = z.object({
  lat: z.number({ error: 'sites.form.error.latitude' }).min(-90, 'sites.form.error.latitude').max(90, 'sites.form.error.latitude'),
  lng: z.number({ error: 'sites.form.error.longitude' }).min(-180, 'sites.form.error.longitude').max(180, 'sites.form.error.longitude'),
});

/**
 * The source a member gives for what they add or change. A book, page or centre needs its name; a
 * web page its https address; a dive its date (not in the future). The member's own name is added
 * by the server for a dive, never taken from the form.
 */
export const FactSourceSchema = z
  .object({
    kind: z.enum(SOURCE_KINDS, { error: 'sites.form.error.sourceKind' }),
    title: singleLineText().max(SOURCE_MAX, 'sites.form.error.sourceTooLong'),
    url: singleLineText().max(URL_MAX, 'sites.form.error.sourceUrl'),
    divedOn: z.string().trim(),
  })
  .superRefine((source, ctx) => {
    if ((source.kind === 'book' || source.kind === 'web' || source.kind === 'centre') && source.title.length < 2) ctx.addIssue({ code: 'custom', path: ['title'], message: 'sites.form.error.sourceTitle' });
    if (source.kind === 'web' && !isHttpsUrl(source.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: 'sites.form.error.sourceUrl' });
    if (source.kind !== 'web' && source.url && !isHttpsUrl(source.url)) ctx.addIssue({ code: 'custom', path: ['url'], message: 'sites.form.error.sourceUrl' });
    if (source.kind === 'dive') {
      const valid = isDay(source.divedOn);
      if (!valid) ctx.addIssue({ code: 'custom', path: ['divedOn'], message: 'sites.form.error.sourceDate' });
      else if (Date.parse(source.divedOn) > Date.now() + 24 * 60 * 60 * 1000) ctx.addIssue({ code: 'custom', path: ['divedOn'], message: 'sites.form.error.sourceDateFuture' });
    }
  })
  .transform((source) => ({
    kind: source.kind,
    title: source.kind === 'dive' || source.kind === 'none' ? null : source.title,
    url: source.kind === 'none' || !source.url ? null : source.url,
    divedOn: source.kind === 'dive' ? source.divedOn : null,
  }));

export type FactSourceInput = z.output<typeof FactSourceSchema>;

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname);
  } catch {
    return false;
  }
}

/** The form fields of each part of a source, for error messages. */
const SOURCE_FIELDS: Record<string, string> = { kind: 'sourceKind', title: 'sourceTitle', url: 'sourceUrl', divedOn: 'sourceDivedOn' };

const pick = <T extends string>(values: readonly T[]) => z.array(z.string()).transform((list) => [...new Set(list.filter((v): v is T => (values as readonly string[]).includes(v)))]);

export const SiteInputSchema = z
  .object({
    name: singleLineText().min(2, 'sites.form.error.nameRequired').max(NAME_MAX, 'sites.form.error.nameTooLong'),
    aliases: z.array(z.string().trim().min(1).max(NAME_MAX, 'sites.form.error.aliasTooLong')).max(MAX_ALIASES, 'sites.form.error.tooManyAliases'),
    countryCode: z.string().refine((code) => isCountryCode(code), 'sites.form.error.country'),
    region: singleLineText().max(NAME_MAX, 'sites.form.error.regionTooLong').nullable(),
    lat: CoordinatesSchema.shape.lat,
    lng: CoordinatesSchema.shape.lng,
    siteTypes: pick(SITE_TYPES).refine((list) => list.length > 0, 'sites.form.error.typeRequired'),
    depthMinM: DepthSchema.nullable(),
    depthMaxM: DepthSchema.nullable(),
    level: z.enum(LEVELS).nullable(),
    entry: pick(ENTRIES),
    current: z.enum(CURRENTS).nullable(),
    visibilityMinM: VisibilitySchema.nullable(),
    visibilityMaxM: VisibilitySchema.nullable(),
    waterTempByMonth: z.array(z.object({ minC: WaterTemperatureSchema.nullable(), maxC: WaterTemperatureSchema.nullable() }).nullable()).length(12),
    bestMonths: z.array(z.number().int().min(1).max(12)),
    marineLife: z.array(z.string().trim().min(1).max(TAG_MAX, 'sites.form.error.tagTooLong')).max(MAX_TAGS, 'sites.form.error.tooManyTags'),
    hazards: z.array(z.string().trim().min(1).max(TAG_MAX, 'sites.form.error.tagTooLong')).max(MAX_TAGS, 'sites.form.error.tooManyTags'),
    accessNotes: z.string().trim().max(NOTES_MAX, 'sites.form.error.notesTooLong').nullable(),
    descriptionEn: z.string().trim().max(DESCRIPTION_MAX, 'sites.form.error.descriptionTooLong'),
    descriptionEs: z.string().trim().max(DESCRIPTION_MAX, 'sites.form.error.descriptionTooLong'),
    noticeEn: z.string().trim().max(NOTICE_MAX, 'sites.form.error.noticeTooLong'),
    noticeEs: z.string().trim().max(NOTICE_MAX, 'sites.form.error.noticeTooLong'),
    diveStatus: z.enum(DIVE_STATUSES, { error: 'sites.form.error.diveStatus' }).nullable(),
    diveStatusSince: PartialDateSchema.nullable(),
    source: FactSourceSchema,
  });

export type SiteInput = z.infer<typeof SiteInputSchema>;

/** The form's raw text values, echoed back on an error so nothing typed is lost. */
export type SiteFormValues = Record<string, string | string[]>;

/** The checkbox groups of the form: every ticked value counts. */
export const LIST_FIELDS = ['siteTypes', 'entry', 'bestMonths'] as const;

export function formValues(form: FormData): SiteFormValues {
  return submittedValues(form, LIST_FIELDS);
}

/** The form field behind a path of SiteInputSchema: its names differ from the form's in places. */
function siteFieldOf(path: readonly PropertyKey[]): string {
  const [first, second, third] = path;
  const field = String(first ?? 'form');
  if (field === 'depthMinM' || field === 'depthMaxM' || field === 'visibilityMinM' || field === 'visibilityMaxM') return field.slice(0, -1);
  if (field === 'waterTempByMonth' && typeof second === 'number') return `${third === 'maxC' ? 'tempMax' : 'tempMin'}${second + 1}`;
  if (field === 'source') return SOURCE_FIELDS[String(second)] ?? 'sourceKind';
  return field;
}

function splitList(text: string, separator: RegExp): string[] {
  return [...new Set(text.split(separator).map((part) => part.trim()).filter(Boolean))];
}

type NumberResult = { value: number | null; error?: string };

/** A decimal number typed with "." or ","; empty means unknown. */
function parseNumber(text: string): NumberResult {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return { value: null };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { value } : { value: null, error: 'sites.form.error.number' };
}

export type ParsedSiteForm = { ok: true; input: SiteInput } | { ok: false; fieldErrors: Record<string, string> };

/**
 * Validates the raw form. `units` converts lengths (ft) and temperatures (°F) to SI. `original`
 * holds the stored SI values when editing: a number shown rounded in the member's units and sent
 * back unchanged keeps its stored value instead of drifting through the conversion.
 */
export function parseSiteForm(
  values: SiteFormValues,
  options: { original?: Partial<Record<string, number | null>>; display?: (field: string, si: number) => string; requireSource?: boolean } = {},
): ParsedSiteForm {
  const fieldErrors: Record<string, string> = {};
  const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string) : '');
  const list = (field: string) => (Array.isArray(values[field]) ? (values[field] as string[]) : []);
  const units: Units = text('units') === 'imperial' ? 'imperial' : 'metric';

  const number = (field: string, kind: 'length' | 'temperature' | 'degrees'): number | null => {
    const parsed = parseNumber(text(field));
    if (parsed.error) {
      fieldErrors[field] = parsed.error;
      return null;
    }
    if (parsed.value === null) return null;
    const original = options.original?.[field];
    if (original !== undefined && original !== null && options.display && options.display(field, original) === text(field).trim()) return original;
    if (kind === 'degrees' || units === 'metric') return parsed.value;
    return kind === 'length' ? feetToMetres(parsed.value) : fahrenheitToCelsius(parsed.value);
  };

  const lat = number('lat', 'degrees');
  const lng = number('lng', 'degrees');
  if (lat === null && !fieldErrors.lat) fieldErrors.lat = 'sites.form.error.latitude';
  if (lng === null && !fieldErrors.lng) fieldErrors.lng = 'sites.form.error.longitude';

  const candidate = {
    name: text('name'),
    aliases: splitList(text('aliases'), /[\n;]+/),
    countryCode: text('countryCode').toUpperCase(),
    region: text('region').trim() || null,
    lat,
    lng,
    siteTypes: list('siteTypes'),
    depthMinM: number('depthMin', 'length'),
    depthMaxM: number('depthMax', 'length'),
    level: text('level') || null,
    entry: list('entry'),
    current: text('current') || null,
    visibilityMinM: number('visibilityMin', 'length'),
    visibilityMaxM: number('visibilityMax', 'length'),
    waterTempByMonth: MONTHS.map((month) => {
      const minC = number(`tempMin${month}`, 'temperature');
      const maxC = number(`tempMax${month}`, 'temperature');
      return minC === null && maxC === null ? null : { minC, maxC };
    }),
    bestMonths: [...new Set(list('bestMonths').map(Number).filter((month) => Number.isInteger(month) && month >= 1 && month <= 12))].sort((a, b) => a - b),
    marineLife: splitList(text('marineLife'), /[,\n;]+/),
    hazards: splitList(text('hazards'), /[,\n;]+/),
    accessNotes: text('accessNotes').trim() || null,
    descriptionEn: text('descriptionEn'),
    descriptionEs: text('descriptionEs'),
    noticeEn: text('noticeEn'),
    noticeEs: text('noticeEs'),
    diveStatus: text('diveStatus') || null,
    diveStatusSince: text('diveStatusSince').trim() || null,
    source: { kind: text('sourceKind') || (options.requireSource ? '' : 'none'), title: text('sourceTitle'), url: text('sourceUrl'), divedOn: text('sourceDivedOn') },
  };
  if (options.requireSource && candidate.source.kind === 'none') fieldErrors.sourceKind = 'sites.form.error.sourceRequired';
  // A date says since when a status holds: alone it says nothing.
  if (candidate.diveStatusSince && !candidate.diveStatus) fieldErrors.diveStatusSince = 'sites.form.error.statusSinceAlone';

  // Order checks run on their own, so they show together with any other error.
  const orderError = (field: string, low: number | null | undefined, high: number | null | undefined, message: string) => {
    if (low != null && high != null && low > high && !fieldErrors[field]) fieldErrors[field] = message;
  };
  orderError('depthMax', candidate.depthMinM, candidate.depthMaxM, 'sites.form.error.depthOrder');
  orderError('visibilityMax', candidate.visibilityMinM, candidate.visibilityMaxM, 'sites.form.error.visibilityOrder');
  candidate.waterTempByMonth.forEach((month, index) => orderError(`tempMax${index + 1}`, month?.minC, month?.maxC, 'sites.form.error.temperatureOrder'));

  const result = SiteInputSchema.safeParse(candidate);
  if (!result.success) {
    for (const [field, message] of Object.entries(fieldErrorsOf(result.error, siteFieldOf))) {
      fieldErrors[field] ??= message.startsWith('sites.form.') ? message : 'sites.form.error.invalid';
    }
  }
  if (Object.keys(fieldErrors).length || !result.success) return { ok: false, fieldErrors };
  return { ok: true, input: result.data };
}

/** How a stored SI number is shown in the form: as stored in metric, to 0.1 in imperial units. */
export function displayNumber(field: string, si: number, units: Units): string {
  const isTemperature = field.startsWith('temp');
  const isLength = field.startsWith('depth') || field.startsWith('visibility');
  if (units === 'metric' || (!isTemperature && !isLength)) return String(si);
  const value = isTemperature ? celsiusToFahrenheit(si) : metresToFeet(si);
  return String(Math.round(value * 10) / 10);
}

type StoredSite = {
  name: string;
  aliases: string[];
  countryCode: string;
  region: string | null;
  lat: number;
  lng: number;
  siteTypes: string[];
  depthMinM: number | null;
  depthMaxM: number | null;
  level: string | null;
  entry: string[];
  current: string | null;
  visibilityMinM: number | null;
  visibilityMaxM: number | null;
  waterTempByMonth: Array<{ minC: number | null; maxC: number | null } | null> | null;
  bestMonths: number[];
  marineLife: string[];
  hazards: string[];
  accessNotes: string | null;
  description: { en?: string; es?: string };
  notice: { en?: string; es?: string } | null;
  diveStatus?: string | null;
  diveStatusSince?: string | null;
};

/** The stored SI numbers by form field, for parseSiteForm's `original`. */
export function storedNumbers(site: StoredSite): Record<string, number | null> {
  const numbers: Record<string, number | null> = {
    lat: site.lat,
    lng: site.lng,
    depthMin: site.depthMinM,
    depthMax: site.depthMaxM,
    visibilityMin: site.visibilityMinM,
    visibilityMax: site.visibilityMaxM,
  };
  MONTHS.forEach((month) => {
    numbers[`tempMin${month}`] = site.waterTempByMonth?.[month - 1]?.minC ?? null;
    numbers[`tempMax${month}`] = site.waterTempByMonth?.[month - 1]?.maxC ?? null;
  });
  return numbers;
}

/** A stored site as the edit form's initial values, numbers in the member's units. */
export function siteToFormValues(site: StoredSite, units: Units): SiteFormValues {
  const shown = (field: string, value: number | null) => (value === null ? '' : displayNumber(field, value, units));
  const values: SiteFormValues = {
    name: site.name,
    aliases: site.aliases.join('\n'),
    countryCode: site.countryCode,
    region: site.region ?? '',
    level: site.level ?? '',
    current: site.current ?? '',
    marineLife: site.marineLife.join(', '),
    hazards: site.hazards.join(', '),
    accessNotes: site.accessNotes ?? '',
    descriptionEn: site.description.en ?? '',
    descriptionEs: site.description.es ?? '',
    noticeEn: site.notice?.en ?? '',
    noticeEs: site.notice?.es ?? '',
    diveStatus: site.diveStatus ?? '',
    diveStatusSince: site.diveStatusSince ?? '',
    units,
    siteTypes: site.siteTypes,
    entry: site.entry,
    bestMonths: site.bestMonths.map(String),
  };
  for (const [field, value] of Object.entries(storedNumbers(site))) values[field] = shown(field, value);
  return values;
}

/** A stored source as the source fields of the form show it. */
export function sourceToFormValues(source: { kind: string; title: string | null; url: string | null; divedOn?: string | null } | null): SiteFormValues {
  if (!source) return {};
  return { sourceKind: source.kind, sourceTitle: source.title ?? '', sourceUrl: source.url ?? '', sourceDivedOn: source.divedOn ?? '' };
}
