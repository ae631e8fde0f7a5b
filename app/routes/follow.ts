// POST /follow: follow or stop following a member, a centre, a site, a country or a map area. The follow button
// posts here in the background; without JavaScript its form posts here and the browser is sent back
// to the page it was on (or, when it was refused, to their following page, which says why).
import { data, redirect } from 'react-router';
import type { Route } from './+types/follow';
import { FollowFormSchema, FollowIntentSchema, formRefusal, targetOf } from '~/features/follows/follow.schema.ts';
import { follow, unfollow } from '~/features/follows/follows.server.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { safeRedirectPath } from '~/lib/redirect-target.ts';
import { readForm } from '~/lib/request-body.server.ts';

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  const { form } = await readForm(request);
  const back = safeRedirectPath(form.get('redirectTo'), '');
  const intent = FollowIntentSchema.safeParse(form.get('intent'));
  const parsed = FollowFormSchema.safeParse({ kind: form.get('kind'), target: form.get('target'), radius: form.get('radius') ?? undefined });
  if (!intent.success || !parsed.success) {
    const error = parsed.success ? 'follows.error.invalid' : formRefusal(parsed.error);
    // Without JavaScript the browser is sent where the refusal is explained, not left on a bare error.
    if (back) throw redirect(`/account/following?refused=${refusalName(error)}`);
    return data({ ok: false as const, error }, 400);
  }
  const target = targetOf(parsed.data);
  if (intent.data === 'unfollow') {
    await unfollow(member.id, target);
    if (back) throw redirect(back);
    return { ok: true as const, state: 'none' as const };
  }
  const outcome = await follow(member.id, target);
  // Without JavaScript a refusal is explained on the member's following page.
  if (back) throw redirect(outcome.ok ? back : `/account/following?refused=${refusalName(outcome.error)}`);
  if (!outcome.ok) return data(outcome, outcome.error === 'follows.error.rateLimited' ? 429 : outcome.error === 'follows.error.notFound' ? 404 : 409);
  return outcome;
}

/** A refusal's message key as the following page's `refused=` names it. */
function refusalName(error: string): string {
  return error.split('.').pop() ?? 'invalid';
}
