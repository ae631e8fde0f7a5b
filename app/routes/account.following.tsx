// /account/following: what the member follows (map areas among it) and has asked to, who follows them
// and who asks to, and who may follow them at all (anyone, members they approve, nobody).
import { Link, redirect } from 'react-router';
import type { Route } from './+types/account.following';
import { FOLLOW_KINDS, FollowManageSchema, FollowPolicySchema } from '~/features/follows/follow-policy.schema.ts';
import { followedBy, followersOf, followPolicyOf, manageFollow, setFollowPolicy } from '~/features/follows/follows.server.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { countryName } from '~/lib/country-names.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { AccountPage } from '~/ui/account-page.tsx';
import { ChoiceGroup, FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

const DONE = ['approved', 'declined', 'removed', 'unfollowed', 'saved'] as const;
const REFUSED = ['notFound', 'self', 'nobody', 'rateLimited', 'tooManyAreas', 'radius', 'position', 'invalid'] as const;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { done: oneOf(DONE), refused: oneOf(REFUSED) });
  const [followed, followers, policy] = await Promise.all([followedBy(user.id), followersOf(user.id), followPolicyOf(user.id)]);
  return {
    messages: loadMessages(locale, ['follows', 'account']),
    followed: followed.map((thing) => ({ ...thing, name: thing.kind === 'country' ? countryName(thing.name, locale) : thing.name })),
    followers: followers.map((follower) => ({ ...follower, since: follower.since.toISOString() })),
    policy,
    done: values.done ?? null,
    refused: values.refused ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const { form } = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'policy') {
    const submission = parseSubmission(form, FollowPolicySchema, { intent: 'policy' });
    if (!submission.ok) return replyWith(submission.reply);
    await setFollowPolicy(user.id, submission.data.policy);
    throw redirect('/account/following?done=saved');
  }
  const submission = parseSubmission(form, FollowManageSchema);
  if (!submission.ok) return replyWith(formReply({ intent: 'answer', formError: 'follows.following.missing' }));
  const { intent: action, followId } = submission.data;
  const outcome = await manageFollow(user.id, action, followId);
  if (!outcome.ok) return replyWith(formReply({ intent: 'answer', formError: outcome.error }), outcome.error === 'follows.error.rateLimited' ? 429 : 404);
  const done = { approve: 'approved', decline: 'declined', remove: 'removed', unfollow: 'unfollowed' } as const;
  throw redirect(`/account/following?done=${done[action]}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('follows.following.title'), description: t('follows.following.description'), noindex: true });
}

export default function AccountFollowing({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as FormReply | undefined;
  const day = dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const { followed, followers, policy, done, refused } = loaderData;
  const requests = followers.filter((follower) => follower.status === 'pending');
  const current = followers.filter((follower) => follower.status === 'active');
  const policyOptions = (['anyone', 'approve', 'nobody'] as const).map((value) => ({ value, label: t(`follows.following.policy.${value}`) }));
  return (
    <AccountPage title={t('follows.following.title')} intro={t('follows.following.description')}>
      <div className="mt-4 flex flex-col gap-3">
        {done ? <Notice tone="success">{t(done === 'saved' ? 'follows.following.policy.saved' : `follows.following.done.${done}`)}</Notice> : null}
        {refused ? <Notice tone="error">{t(`follows.error.${refused}`)}</Notice> : null}
        {reply?.intent === 'answer' && reply.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
        <p>
          <Link to="/account/feed" className="font-semibold text-sky-800 underline underline-offset-2">
            {t('follows.following.feed')}
          </Link>
        </p>
      </div>

      <section aria-labelledby="followed" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="followed" className="text-xl font-semibold text-slate-900">
          {t('follows.following.mine')}
        </h2>
        {followed.length ? (
          FOLLOW_KINDS.filter((kind) => followed.some((thing) => thing.kind === kind)).map((kind) => (
            <div key={kind} className="mt-4">
              <h3 className="font-semibold text-slate-800">{t(`follows.following.kind.${kind}`)}</h3>
              <ul className="mt-2 flex flex-col divide-y divide-slate-200" data-testid={`followed-${kind}`}>
                {followed
                  .filter((thing) => thing.kind === kind)
                  .map((thing) => (
                    <li key={thing.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <span className="min-w-0 break-words">
                        <Link to={thing.link} className="font-medium text-sky-800 underline underline-offset-2">
                          {thing.kind === 'area' ? t('follows.area.label', { radius: thing.radiusKm ?? 0, place: thing.name }) : thing.name}
                        </Link>
                        {thing.status === 'pending' ? <span className="ml-2 text-sm text-slate-700">({t('follows.following.pending')})</span> : null}
                      </span>
                      <FormKit>
                        <input type="hidden" name="followId" value={thing.id} />
                        <SubmitButton name="intent" value="unfollow" tone="secondary" size="small">
                          {t(thing.status === 'pending' ? 'follows.following.withdraw' : 'follows.following.unfollow')}
                        </SubmitButton>
                      </FormKit>
                    </li>
                  ))}
              </ul>
            </div>
          ))
        ) : (
          <p className="mt-2 text-slate-700">{t('follows.following.none')}</p>
        )}
      </section>

      {requests.length ? (
        <section aria-labelledby="requests" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 id="requests" className="text-xl font-semibold text-slate-900">
            {t('follows.following.requests')}
          </h2>
          <ul className="mt-2 flex flex-col divide-y divide-slate-200" data-testid="follow-requests">
            {requests.map((request) => (
              <li key={request.followId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <Link to={`/user/${request.memberId}`} className="min-w-0 font-medium break-words text-sky-800 underline underline-offset-2">
                  {request.name}
                </Link>
                <FormKit className="flex gap-2">
                  <input type="hidden" name="followId" value={request.followId} />
                  <SubmitButton name="intent" value="approve" size="small">
                    {t('follows.following.approve')}
                  </SubmitButton>
                  <SubmitButton name="intent" value="decline" tone="secondary" size="small">
                    {t('follows.following.decline')}
                  </SubmitButton>
                </FormKit>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="followers" className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="followers" className="text-xl font-semibold text-slate-900">
          {t('follows.following.followers')}
        </h2>
        {current.length ? (
          <ul className="mt-2 flex flex-col divide-y divide-slate-200" data-testid="followers">
            {current.map((follower) => (
              <li key={follower.followId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="min-w-0 break-words">
                  <Link to={`/user/${follower.memberId}`} className="font-medium text-sky-800 underline underline-offset-2">
                    {follower.name}
                  </Link>{' '}
                  <span className="text-sm text-slate-700">{t('follows.following.since', { date: day.format(new Date(follower.since)) })}</span>
                </span>
                <FormKit>
                  <input type="hidden" name="followId" value={follower.followId} />
                  <SubmitButton name="intent" value="remove" tone="dangerOutline" size="small">
                    {t('follows.following.remove')}
                  </SubmitButton>
                </FormKit>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('follows.following.noFollowers')}</p>
        )}
        <FormKit reply={reply?.intent === 'policy' ? reply : undefined} intent="policy" defaults={{ policy }} className="mt-6 flex flex-col gap-3">
          <ChoiceGroup name="policy" type="radio" legend={t('follows.following.policy.legend')} hint={t('follows.following.policy.hint')} options={policyOptions} />
          <div>
            <SubmitButton name="intent" value="policy">
              {t('follows.following.policy.save')}
            </SubmitButton>
          </div>
        </FormKit>
      </section>
    </AccountPage>
  );
}
