// The follow button's form, one for every kind of thing followed.
import { z } from 'zod';
import type { FollowTarget } from './follows.server.ts';

export const FollowFormSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('member'), target: z.string().trim().min(1).max(64) }),
  z.object({ kind: z.literal('center'), target: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ kind: z.literal('site'), target: z.coerce.number().int().positive().max(2_147_483_647) }),
  z.object({ kind: z.literal('country'), target: z.string().trim().regex(/^[A-Za-z]{2}$/) }),
]);

export const FollowIntentSchema = z.enum(['follow', 'unfollow']);

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
  }
}
