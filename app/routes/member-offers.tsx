import { Link } from 'react-router';
import type { Route } from './+types/member-offers';
import { ListingEmptyPage } from '~/features/content/components/listing-empty-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { useFrameData } from '~/features/frame/frame-data.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { TagIcon } from '~/ui/icons.tsx';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { messages: contentMessages(locale, ['offers']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.offers.metaTitle'), description: t('content.offers.metaDescription') });
}

export default function MemberOffers() {
  const t = useT();
  const signedIn = Boolean(useFrameData()?.user);
  return (
    <ListingEmptyPage
      prefix="offers"
      icon={<TagIcon size={28} />}
      actions={
        <>
          {signedIn ? null : (
            <Link to="/sign-up" className="rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white hover:bg-abyss-800">
              {t('content.offers.signUp')}
            </Link>
          )}
          <Link to="/pricing" className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
            {t('content.offers.centers')}
          </Link>
        </>
      }
    />
  );
}
