import { count, eq } from 'drizzle-orm';
import type { Route } from './+types/home';
import { db, schema } from '~/lib/db.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader() {
  const [row] = await db()
    .select({ sites: count() })
    .from(schema.diveSites)
    .where(eq(schema.diveSites.status, 'published'));
  return { siteCount: row?.sites ?? 0 };
}

export function meta({ matches }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return [{ title: t('common.siteTitle') }, { name: 'description', content: t('common.siteDescription') }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main className="bg-abyss-900 flex min-h-dvh flex-col items-center justify-center gap-6 px-6 text-center text-white">
      <h1 className="text-4xl font-bold tracking-tight sm:text-6xl">{t('common.HomeHeadline')}</h1>
      <div className="space-y-1 text-lg text-sky-100">
        <p>{t('common.HomeHeadDescription1')}</p>
        <p>{t('common.HomeHeadDescription2')}</p>
        <p>{t('common.HomeHeadDescription3')}</p>
      </div>
      <form action="/explore" method="get" role="search" className="flex w-full max-w-lg gap-2">
        <label className="sr-only" htmlFor="home-search">
          {t('common.SearchALocation')}
        </label>
        <input id="home-search" name="q" type="search" placeholder={t('common.SearchALocation')} className="min-w-0 flex-1 rounded-full px-5 py-3 text-slate-900" />
        <button type="submit" className="rounded-full bg-sky-500 px-6 py-3 font-semibold text-abyss-950">
          {t('common.Search')}
        </button>
      </form>
      <p data-testid="site-count" className="text-sky-200">
        {t.plural('common.home.siteCount', loaderData.siteCount)}
      </p>
      <a href="/map-explore" className="font-semibold text-white underline">
        {t('common.ViewTheMap')}
      </a>
    </main>
  );
}
