import { Link } from 'react-router';
import type { Route } from './+types/trips';
import { pageMeta } from '~/lib/page-meta.ts';
import { AccountEmptyPage } from '~/features/members/components/account-empty-page.tsx';
import { requireMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

// A placeholder until trips exist: it requires sign-in (as the finished page will) and says plainly
// that there is nothing here yet.
export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['account']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.nav.trips'), description: t('account.empty.trips'), noindex: true });
}

export default function Trips() {
  const t = useT();
  return (
    <AccountEmptyPage
      title={t('account.nav.trips')}
      empty={t('account.empty.trips')}
      action={
        <Link to="/explore" className="font-semibold text-sky-800 underline underline-offset-2">
          {t('account.empty.wishlistAction')}
        </Link>
      }
    />
  );
}
