import { Link } from 'react-router';
import type { Route } from './+types/news';
import { ListingEmptyPage } from '~/features/content/components/listing-empty-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { NewsIcon } from '~/ui/icons.tsx';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { messages: contentMessages(locale, ['news']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.news.metaTitle'), description: t('content.news.metaDescription') });
}

export default function News() {
  const t = useT();
  return (
    <ListingEmptyPage
      prefix="news"
      icon={<NewsIcon size={28} />}
      actions={
        <>
          <Link to="/explore" className="rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white hover:bg-abyss-800">
            {t('content.news.explore')}
          </Link>
          <Link to="/contact?topic=press" className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
            {t('content.news.tip')}
          </Link>
        </>
      }
    />
  );
}
