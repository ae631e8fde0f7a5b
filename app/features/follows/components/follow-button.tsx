// Follow or stop following a member, a centre, a site or a country. A POST form to /follow, so it works
// without JavaScript (the server sends the browser back); with JavaScript it posts in the background and
// changes at once. A signed-out visitor gets a link to sign in and come back.
import { Link, useFetcher, useLocation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useT } from '~/lib/use-translation.ts';
import type { FollowState } from '../follows.server.ts';

export type FollowButtonProps = {
  kind: 'member' | 'center' | 'site' | 'country';
  /** The member's public id, the centre's or site's id, or the country's code. */
  target: string | number;
  /** What is followed, for the button's accessible name. */
  name: string;
  state: FollowState;
  signedIn: boolean;
  /** Followers, shown beside the button when given. */
  followers?: number;
  /** The button's words when not following, where "Follow" alone would be unclear (a country beside its site). */
  followText?: string;
  /** The button's words and spoken name when following, where "Following" alone would be unclear; the name holds the words. */
  followingText?: { text: string; label: string };
};

type FollowReply = { ok: true; state: FollowState } | { ok: false; error: string };

export function FollowButton({ kind, target, name, state, signedIn, followers, followText, followingText }: FollowButtonProps) {
  const t = useT();
  const fetcher = useFetcher<FollowReply>();
  const location = useLocation();
  const hydrated = useHydrated();
  const here = `${location.pathname}${location.search}`;
  const pending = fetcher.formData?.get('intent');
  const reply = fetcher.data;
  const shown: FollowState = pending === 'follow' ? 'following' : pending === 'unfollow' ? 'none' : reply?.ok ? reply.state : state;
  const count = followers === undefined ? null : <span className="text-sm text-slate-700">{t.plural('follows.button.followers', followers, { count: followers })}</span>;
  if (!signedIn) {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <Link to={`/sign-in?redirectTo=${encodeURIComponent(here)}`} className="inline-flex min-h-10 items-center rounded-full border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50">
          {t('follows.button.signIn')}
        </Link>
        {count}
      </span>
    );
  }
  const following = shown !== 'none';
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <fetcher.Form method="post" action="/follow">
        {hydrated ? null : <input type="hidden" name="redirectTo" value={here} />}
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="target" value={String(target)} />
        <button
          type="submit"
          name="intent"
          value={following ? 'unfollow' : 'follow'}
          aria-pressed={following}
          // The accessible name holds the words shown (a speech user says what they see).
          aria-label={shown === 'requested' ? t('follows.button.requestedLabel', { name }) : following ? (followingText?.label ?? t('follows.button.unfollowLabel', { name })) : (followText ?? t('follows.button.followLabel', { name }))}
          className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold ${following ? 'border-sky-800 bg-sky-50 text-sky-900' : 'border-sky-800 bg-sky-800 text-white hover:bg-sky-900'}`}
        >
          {shown === 'requested' ? t('follows.button.requested') : following ? (followingText?.text ?? t('follows.button.following')) : (followText ?? t('follows.button.follow'))}
        </button>
      </fetcher.Form>
      {count}
      {reply && !reply.ok ? (
        <span role="alert" className="text-sm font-semibold text-rose-800">
          {t(reply.error)}
        </span>
      ) : null}
    </span>
  );
}
