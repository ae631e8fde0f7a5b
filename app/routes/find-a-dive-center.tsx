// /find-a-dive-center: dive centres and liveaboards near a place, with filters, all in the URL.
import type { Route } from './+types/find-a-dive-center';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FinderPage } from '~/features/centers/components/finder-page.tsx';
import { loadFinder } from '~/features/centers/finder.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export async function loader({ request }: Route.LoaderArgs) {
  return loadFinder(request, { kinds: ['center', 'liveaboard'], path: '/find-a-dive-center' });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({
    matches,
    location,
    title: t('centers.finder.centerTitle'),
    description: t('centers.finder.centerDescription'),
    // Filtered and later pages add nothing for search engines.
    noindex: !!loaderData && loaderData.canonical.includes('?'),
  });
}

export default function FindADiveCenter({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <FinderPage data={loaderData} title={t('centers.finder.centerTitle')} intro={t('centers.finder.centerIntro')} />;
}
