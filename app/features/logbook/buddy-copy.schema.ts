// The form a confirmed buddy fills to copy a dive into their own log: the cylinder they breathed from,
// typed in their own units (litres and bar, or cubic feet and psi), and who sees the copy. Every
// cylinder field may stay empty; a size in cubic feet needs the working pressure it is rated at.
import { z } from 'zod';
import { cylinderWaterLitres, pressureFromDisplay, type Units } from '../../lib/units.ts';
import { DIVE_PRIVACY } from './dive-vocabulary.ts';
import { DIVE_LIMITS } from './dive-limits.ts';

export const BUDDY_COPY_FIELDS = ['size', 'workPressure', 'startPressure', 'endPressure', 'o2Percent', 'privacy'] as const;

const error = (name: string) => `logbook.form.error.${name}`;

/** An empty field is null; a number may be written with a decimal comma. */
const optionalNumber = z
  .string()
  .trim()
  .transform((text) => (text === '' ? null : Number(text.replace(',', '.'))))
  .refine((value) => value === null || Number.isFinite(value), error('number'));

const RawCopySchema = z.object({
  size: optionalNumber,
  workPressure: optionalNumber,
  startPressure: optionalNumber,
  endPressure: optionalNumber,
  o2Percent: optionalNumber,
  privacy: z.enum(DIVE_PRIVACY, { error: error('privacy') }),
});

export type BuddyCopyInput = {
  privacy: (typeof DIVE_PRIVACY)[number];
  cylinder: { sizeL: number | null; workPressureBar: number | null; startPressureBar: number | null; endPressureBar: number | null; o2Percent: number } | null;
};

/** The form read in the member's units and turned into SI, or the message of each field that is wrong. */
export function parseBuddyCopy(values: Record<string, string>, units: Units): { ok: true; input: BuddyCopyInput } | { ok: false; fieldErrors: Record<string, string> } {
  const raw = RawCopySchema.safeParse(values);
  if (!raw.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of raw.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, fieldErrors };
  }
  const { size, workPressure, startPressure, endPressure, o2Percent, privacy } = raw.data;
  const fieldErrors: Record<string, string> = {};
  const bar = (value: number | null, field: string) => {
    if (value === null) return null;
    const converted = pressureFromDisplay(value, units);
    if (converted < DIVE_LIMITS.pressureBar.min || converted > DIVE_LIMITS.pressureBar.max || (field === 'workPressure' && converted === 0)) fieldErrors[field] = error('pressure');
    return converted;
  };
  const workPressureBar = bar(workPressure, 'workPressure');
  const startPressureBar = bar(startPressure, 'startPressure');
  const endPressureBar = bar(endPressure, 'endPressure');
  if (startPressureBar !== null && endPressureBar !== null && endPressureBar > startPressureBar) fieldErrors.endPressure ??= error('pressureOrder');
  let sizeL: number | null = null;
  if (size !== null) {
    if (units === 'imperial' && workPressureBar === null) fieldErrors.workPressure ??= error('workPressureForCubicFeet');
    else sizeL = cylinderWaterLitres(size, workPressureBar, units);
    if (sizeL !== null && (sizeL < DIVE_LIMITS.cylinderSizeL.min || sizeL > DIVE_LIMITS.cylinderSizeL.max)) fieldErrors.size = error('cylinderSize');
  }
  if (o2Percent !== null && (o2Percent < 1 || o2Percent > 100)) fieldErrors.o2Percent = error('gas');
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };
  const any = [size, workPressure, startPressure, endPressure, o2Percent].some((value) => value !== null);
  return { ok: true, input: { privacy, cylinder: any ? { sizeL, workPressureBar, startPressureBar, endPressureBar, o2Percent: o2Percent ?? 21 } : null } };
}
