import { data, Link } from 'react-router';
import type { Route } from './+types/user.$memberId';
import { pageMeta } from '~/features/frame/page-head.ts';
import { certificationLabel } from '~/features/members/certifications.ts';
import { normalizeMemberId } from '~/features/members/member-id.ts';
import { getPublicProfile, listContributions } from '~/features/members/profile.queries.server.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { countryName } from '~/features/sites/country-names.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Avatar } from '~/ui/avatar.tsx';

// A member's public page, addressed by member ID only. It shows what the member chose to share and
// what they contributed; never the email or anything else private.
export async function loader({ request, params }: Route.LoaderArgs) {
  const memberId = normalizeMemberId(params.memberId);
  const profile = memberId ? await getPublicProfile(memberId) : null;
  if (!profile) throw data(null, { status: 404 });
  const { locale } = resolveLocale(request);
  const [contributions, viewer] = await Promise.all([listContributions(profile.userId), getSessionUser(request)]);
  const { userId, ...publicFields } = profile;
  return {
    profile: {
      ...publicFields,
      country: profile.countryCode ? countryName(profile.countryCode, locale) : null,
      certification: certificationLabel(profile.certAgency, profile.certLevel),
    },
    contributions: contributions.items.map((item) => ({ ...item, country: countryName(item.countryCode, locale) })),
    listingCount: contributions.listingCount,
    isOwn: viewer?.id === userId,
    messages: loadMessages(locale, ['profile']),
  };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  if (!loaderData) return pageMeta({ matches, location, title: t('common.error.notFoundTitle'), description: t('common.error.notFoundText'), noindex: true });
  const { profile } = loaderData;
  const name = `${profile.firstName} ${profile.lastName}`;
  const facts = [profile.certification, profile.country].filter(Boolean).join(' · ');
  return pageMeta({
    matches,
    location,
    title: t('profile.title', { name }),
    description: facts ? t('profile.descriptionWithFacts', { name, facts }) : t('profile.description', { name }),
    type: 'profile',
    image: profile.avatarUrl ?? undefined,
    imageAlt: t('profile.avatarAlt', { name }),
  });
}

export default function MemberProfile({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { profile, contributions, listingCount, isOwn } = loaderData;
  const name = `${profile.firstName} ${profile.lastName}`;
  const since = new Intl.DateTimeFormat(t.locale, { month: 'long', year: 'numeric' }).format(new Date(profile.memberSince));
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10">
      <header className="flex flex-wrap items-center gap-5">
        <Avatar name={name} src={profile.avatarUrl} size={96} />
        <div className="space-y-1">
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          <p className="text-slate-700">{t('profile.memberId', { id: profile.memberId })}</p>
          <p className="text-slate-700">{t('profile.memberSince', { date: since })}</p>
          {isOwn ? (
            <p>
              <Link to="/account/settings" className="font-semibold text-sky-800 underline underline-offset-2">
                {t('profile.edit')}
              </Link>
            </p>
          ) : null}
        </div>
      </header>

      <section aria-labelledby="about-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h2 id="about-title" className="text-xl font-semibold">
          {t('profile.about')}
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t('profile.certification')}</dt>
            <dd className="text-slate-900" data-testid="profile-certification">
              {profile.certification ?? t('profile.notShared')}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-slate-600">{t('profile.country')}</dt>
            <dd className="text-slate-900" data-testid="profile-country">
              {profile.country ?? t('profile.notShared')}
            </dd>
          </div>
        </dl>
        {profile.bio ? (
          <p className="mt-4 whitespace-pre-line text-slate-800" data-testid="profile-bio">
            {profile.bio}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="contributions-title">
        <h2 id="contributions-title" className="text-xl font-semibold">
          {t('profile.contributions')}
        </h2>
        <p className="mt-1 text-slate-700">{t.plural('profile.listingCount', listingCount)}</p>
        {contributions.length > 0 ? (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {contributions.map((item) => (
              <li key={`${item.kind}-${item.id}`} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <Link to={`/listing/${item.id}`} className="font-semibold text-sky-800 underline underline-offset-2">
                  {item.name}
                </Link>
                <p className="text-sm text-slate-700">{item.country}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-4 text-slate-700">{t('profile.noContributions', { name: profile.firstName })}</p>
        )}
      </section>
    </div>
  );
}
