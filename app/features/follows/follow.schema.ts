// The follow button's form, one for every kind of thing followed, and the area form's: a radius around
// a site (target: its id) or a point of the map (target: "lat,lng").
import { z } from 'zod';
import { AREA_RADIUS_KM } from '../../../db/schema/follow-vocabulary.ts';
import { parseLatLng } from '../../lib/geo.ts';
import type { FollowTarget } from './follows.server.ts';

const recordNumber = z.coerce.number().int().positive().max(2_147_483_647);

const areaCentre = z
  .string()
  .trim()
  .transform((text, ctx): { siteId: number } | { lat: number; lng: number } => {
    if (/^\d{1,10}$/.test(text) && recordNumber.safeParse(text).success) return { siteId: Number(text) };
    const point = parseLatLng(text);
    if (point) return point;
    ctx.addIssue({ code: 'custom', message: 'follows.error.position' });
    return z.NEVER;
  });

const radius = z.coerce
  .number({ error: 'follows.error.radius' })
  .int({ error: 'follows.error.radius' })
  .min(AREA_RADIUS_KM.min, { error: 'follows.error.radius' })
  .max(AREA_RADIUS_KM.max, { error: 'follows.error.radius' });

export const FollowFormSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), target: z.string().trim().min(1).max(64) }),
  z.object({ kind: z.literal('center'), target: recordNumber }),
  z.object({ kind: z.literal('site'), target: recordNumber }),
  z.object({ kind: z.literal('country'), target: z.string().trim().regex(/^[A-Za-z]{2}$/) }),
  z.object({ kind: z.literal('area'), target: areaCentre, radius }),
]);

export const FollowIntentSchema = z.enum(['follow', 'unfollow']);

/** Why a follow form was refused before anything was looked up: its own message, or "malformed". */
export function formRefusal(error: z.ZodError): 'follows.error.radius' | 'follows.error.position' | 'follows.error.invalid' {
  const messages = error.issues.map((issue) => issue.message);
  if (messages.includes('follows.error.position')) return 'follows.error.position';
  if (messages.includes('follows.error.radius')) return 'follows.error.radius';
  return 'follows.error.invalid';
}

export function targetOf(form: z.infer<typeof FollowFormSchema>): FollowTarget {
  switch (form.kind) {
    case 'member':
      return { kind: 'member', memberId: form.target };
    case 'center':
      return { kind: 'center', centerId: form.target };
    case 'site':
      return { kind: 'site', siteId: form.target };
    case 'country':
      return { kind: 'country', countryCode: form.target.toUpperCase() };
    case 'area':
      return { kind: 'area', radiusKm: form.radius, around: form.target };
  }
}
