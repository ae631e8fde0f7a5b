import { Link } from 'react-router';
import type { Route } from './+types/account._index';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { invitationsForMember } from '~/features/centers/center-invitations.server.ts';
import { pendingBuddyRequests } from '~/features/logbook/buddies.service.server.ts';
import { getAccountOverview } from '~/features/members/profile.queries.server.ts';
import { highestLevel, walletOf } from '~/features/members/wallet.server.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { useLiveInbox } from '~/features/inbox/components/live-inbox.tsx';
import { loadMessages, pickMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { createTranslator } from '~/lib/i18n.ts';
import { FeedList } from '~/features/follows/components/feed-list.tsx';
import { feedOf } from '~/features/follows/feed.queries.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Avatar } from '~/ui/avatar.tsx';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

/** Lines of the feed the overview shows; the feed's own page has the rest. */
const FEED_PREVIEW = 5;

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const feedText = createTranslator(locale, pickMessages(locale, ['notifications.kind.following.']));
  const [overview, invitations, buddyRequests, cards, feed] = await Promise.all([
    getAccountOverview(user.id),
    invitationsForMember(user.id),
    pendingBuddyRequests(user.id),
    walletOf(user.id),
    feedOf(user.id, feedText, { limit: FEED_PREVIEW }),
  ]);
  const welcome = readQuery(new URL(request.url).searchParams, { welcome: queryFlag() }).values.welcome ?? false;
  // The public profile's rule; a wallet of cards in the member's own words only names its first rather than look empty.
  const highestCard = highestLevel(cards) ?? cards[0]?.label ?? null;
  return {
    user,
    overview,
    welcome,
    invitations: invitations.length,
    buddyRequests,
    highestCard,
    feed: feed.items,
    messages: { ...loadMessages(locale, ['auth', 'account']), ...pickMessages(locale, ['centers.invitations.', 'logbook.buddies.notice', 'follows.feed.', 'follows.area.label']) },
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.overview.title'), description: t('account.overview.description'), noindex: true });
}

export default function AccountOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user, overview, welcome } = loaderData;
  // The frame's summary counts them already (and keeps the count current while the page is open).
  const notifications = useLiveInbox().summary?.notifications ?? 0;
  const name = `${user.firstName} ${user.lastName}`;
  const cards = [
    { to: '/account/notifications', title: t('account.nav.notifications'), text: notifications ? t.plural('account.overview.notifications', notifications) : t('account.overview.notifications.zero') },
    { to: '/logbook', title: t('account.nav.logbook'), text: t.plural('account.overview.dives', overview.dives) },
    { to: '/account/listings', title: t('account.nav.listings'), text: t.plural('account.overview.listings', overview.listings) },
    { to: '/account/wishlist', title: t('account.nav.wishlist'), text: t.plural('account.overview.wishlist', overview.wishlist) },
    { to: '/account/certifications', title: t('account.nav.certifications'), text: loaderData.highestCard ?? t('account.wallet.empty') },
    { to: '/account/reservations', title: t('account.nav.reservations'), text: t.plural('account.overview.reservations', overview.reservations) },
    { to: '/account/inbox', title: t('account.nav.inbox'), text: t.plural('account.overview.unread', overview.unreadMessages) },
  ];
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={name} src={user.avatarUrl} size={64} />
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('account.overview.greeting', { name: user.firstName })}</h1>
          <p className="mt-1 text-slate-700">
            <Link to={`/user/${user.memberId}`} className="font-semibold text-sky-800 underline underline-offset-2" data-testid="member-id">
              {t('account.memberId', { id: user.memberId })}
            </Link>
          </p>
        </div>
      </div>
      {welcome ? <Notice tone="success">{t('account.overview.welcomeNew')}</Notice> : null}
      {loaderData.invitations ? (
        <Notice tone="info">
          <p data-testid="invitations-notice">
            {t.plural('centers.invitations.notice', loaderData.invitations)}{' '}
            <Link to="/account/invitations" className="font-semibold underline">
              {t('centers.invitations.open')}
            </Link>
          </p>
        </Notice>
      ) : null}
      {loaderData.buddyRequests ? (
        <Notice tone="info">
          <p data-testid="buddy-requests-notice">
            {t.plural('logbook.buddies.notice', loaderData.buddyRequests)}{' '}
            <Link to="/logbook/buddies" className="font-semibold underline">
              {t('logbook.buddies.notice.open')}
            </Link>
          </p>
        </Notice>
      ) : null}
      {!user.emailVerified ? (
        <Notice tone="info">
          <p>{t('account.overview.verifyFirst')}</p>
          <FormKit action="/verify-email" className="mt-3">
            <SubmitButton tone="secondary">{t('auth.verify.resend')}</SubmitButton>
          </FormKit>
        </Notice>
      ) : null}
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.to}>
            <Link to={card.to} className="block h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 transition hover:ring-sky-600">
              <h2 className="text-lg font-semibold text-slate-900">{card.title}</h2>
              <p className="mt-1 text-slate-700">{card.text}</p>
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="feed-preview">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="feed-preview" className="text-xl font-semibold text-slate-900">
            {t('follows.feed.preview')}
          </h2>
          <p className="flex flex-wrap gap-x-4">
            <Link to="/account/feed" className="font-semibold text-sky-800 underline underline-offset-2">
              {t('follows.feed.all')}
            </Link>
            <Link to="/account/following" className="font-semibold text-sky-800 underline underline-offset-2">
              {t('follows.feed.manage')}
            </Link>
          </p>
        </div>
        <FeedList items={loaderData.feed} />
      </section>
      <p className="flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/account/settings" className="font-semibold text-sky-800 underline underline-offset-2">
          {t('account.nav.settings')}
        </Link>
        <Link to="/add-listing" className="font-semibold text-sky-800 underline underline-offset-2">
          {t('account.nav.contribute')}
        </Link>
      </p>
    </div>
  );
}
