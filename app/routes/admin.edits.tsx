// /admin/edits: the moderators' queue of members' suggested edits of dive sites. "To decide" lists
// suggestions waiting for a moderator and trusted editors' edits that are already published and
// still to be reviewed; "Decided" lists the latest outcomes. Each opens its review page.
import { Link } from 'react-router';
import type { Route } from './+types/admin.edits';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { requireRole } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Notice } from '~/ui/form-kit.tsx';
import { SourceLabel } from '~/features/sites/components/fact-sources.tsx';
import { formatDate } from '~/features/sites/components/site-changes.tsx';
import { listEdits, type QueuedEdit } from '~/features/sites/site-edits.server.ts';

type View = 'open' | 'decided';

export async function loader({ request }: Route.LoaderArgs) {
  await requireRole(request, 'moderator');
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { view: oneOf(['open', 'decided'] as const), done: oneOf(['accept', 'reject'] as const) });
  const view: View = values.view ?? 'open';
  return {
    messages: loadMessages(locale, ['moderation', 'sites']),
    view,
    edits: await listEdits(view),
    done: values.done ?? null,
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('moderation.edits.title'), description: t('moderation.edits.description'), noindex: true });
}

const VIEW_LINK = 'rounded-full px-4 py-1.5 text-sm font-semibold';

export default function EditsQueue({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { edits, view } = loaderData;
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pt-8 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('moderation.edits.title')}</h1>
      <p className="mt-2 text-slate-700">{t('moderation.edits.intro')}</p>
      {loaderData.done ? (
        <div className="mt-4">
          <Notice tone="success">{t(`moderation.edits.done.${loaderData.done}`)}</Notice>
        </div>
      ) : null}
      <nav aria-label={t('moderation.edits.views')} className="mt-6">
        <ul className="flex gap-2">
          {(['open', 'decided'] as const).map((option) => (
            <li key={option}>
              <Link
                to={option === 'open' ? '/admin/edits' : '/admin/edits?view=decided'}
                aria-current={option === view ? 'page' : undefined}
                className={option === view ? `${VIEW_LINK} bg-slate-900 text-white` : `${VIEW_LINK} border border-slate-400 text-slate-900 hover:bg-slate-50`}
              >
                {t(`moderation.edits.view.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="mt-8 text-xl font-semibold text-slate-900">{t.plural(view === 'open' ? 'moderation.edits.openCount' : 'moderation.edits.decidedCount', edits.length)}</h2>
      {edits.length ? (
        <ol className="mt-4 flex flex-col gap-4">
          {edits.map((edit) => (
            <li key={edit.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="queued-edit">
              <EditCard edit={edit} />
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-3 text-slate-700">{t(`moderation.edits.empty.${view}`)}</p>
      )}
    </div>
  );
}

function EditCard({ edit }: { edit: QueuedEdit }) {
  const t = useT();
  const titleId = `edit-${edit.id}-title`;
  return (
    <article aria-labelledby={titleId}>
      <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
        <Link to={`/admin/edits/${edit.id}`} className="text-sky-800 underline">
          {t('moderation.edits.cardTitle', { site: edit.siteName })}
        </Link>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t(`moderation.edits.status.${edit.status}`)}</span>
      </h3>
      <p className="mt-2 text-sm text-slate-800">
        {edit.changedFields.map((group) => t(`sites.fact.${group}`)).join(', ') || t('moderation.edits.photosOnly')}
        {edit.photoCount ? ` · ${t.plural('sites.suggest.photos', edit.photoCount)}` : ''}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {edit.author ? (
          <Link to={`/user/${edit.author.memberId}`} className="underline">
            {edit.author.firstName}
          </Link>
        ) : (
          t('moderation.reports.deletedMember')
        )}{' '}
        · {formatDate(edit.createdAt, t.locale)} · {t('sites.history.source')}: <SourceLabel source={edit.source} />
      </p>
    </article>
  );
}
