// /find-a-dive-resort: dive resorts near a place, with filters, all in the URL.
import type { Route } from './+types/find-a-dive-resort';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FinderPage } from '~/features/centers/components/finder-page.tsx';
import { loadFinder } from '~/features/centers/finder.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';

export async function loader({ request }: Route.LoaderArgs) {
  return loadFinder(request, { kinds: ['resort'], path: '/find-a-dive-resort' });
}

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({
    matches,
    location,
    title: t('centers.finder.resortTitle'),
    description: t('centers.finder.resortDescription'),
    noindex: !!loaderData && loaderData.canonical.includes('?'),
  });
}

export default function FindADiveResort({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return <FinderPage data={loaderData} title={t('centers.finder.resortTitle')} intro={t('centers.finder.resortIntro')} />;
}
