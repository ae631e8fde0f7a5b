// /admin: the console's dashboard. The queues that wait for someone (each a link to where it is
// worked) and the site's figures. Moderators see the moderation queues, editors the news, admins all.
import { Link } from 'react-router';
import type { Route } from './+types/admin._index';
import { ConsoleLayout } from '~/features/admin/components/console-layout.tsx';
import { canSeeArea } from '~/features/admin/console-area.ts';
import { CONSOLE_QUEUES } from '~/features/admin/console-queues.ts';
import { requireConsole } from '~/features/admin/console.server.ts';
import { dashboardFigures } from '~/features/admin/dashboard.queries.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireConsole(request, 'console');
  const { locale } = await resolveLocale(request);
  const { queues, figures } = await dashboardFigures();
  return {
    messages: loadMessages(locale, ['admin']),
    viewer: { role: viewer.role },
    queues: CONSOLE_QUEUES.filter((queue) => canSeeArea(viewer, queue.area)).map((queue) => ({ ...queue, count: queues[queue.key] })),
    figures: canSeeArea(viewer, 'members') ? figures : null,
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('admin.dashboard.title'), description: t('admin.dashboard.description'), noindex: true });
}

export default function ConsoleDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { queues, figures } = loaderData;
  return (
    <ConsoleLayout viewer={loaderData.viewer} title={t('admin.dashboard.title')} intro={<p>{t('admin.dashboard.intro')}</p>}>
      <section aria-labelledby="queues-title" className="mt-8">
        <h2 id="queues-title" className="text-xl font-semibold text-slate-900">
          {t('admin.dashboard.queues')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="queues">
          {queues.map((queue) => (
            <li key={queue.key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid={`queue-${queue.key}`}>
              <Link to={queue.href} className="block text-lg font-semibold text-sky-800 underline">
                {t(`admin.queue.${queue.key}`)}
              </Link>
              <p className="mt-1 text-slate-700">
                <span className="text-2xl font-bold text-slate-900">{queue.count}</span> {t(`admin.queue.${queue.key}.waiting`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {figures ? (
        <section aria-labelledby="figures-title" className="mt-10">
          <h2 id="figures-title" className="text-xl font-semibold text-slate-900">
            {t('admin.dashboard.figures')}
          </h2>
          <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3" data-testid="figures">
            {(
              [
                ['members', figures.members],
                ['sites', figures.sites],
                ['centers', figures.centers],
              ] as const
            ).map(([key, value]) => (
              <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-700">{t(`admin.figure.${key}`)}</dt>
                <dd className="text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-6 font-semibold text-slate-900">{t('admin.dashboard.week')}</h3>
          <dl className="mt-3 grid grid-cols-2 gap-4 sm:grid-cols-3">
            {Object.entries(figures.week).map(([key, value]) => (
              <div key={key} className="rounded-2xl border border-slate-200 bg-white p-4">
                <dt className="text-sm text-slate-700">{t(`admin.week.${key}`)}</dt>
                <dd className="text-2xl font-bold text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
    </ConsoleLayout>
  );
}
