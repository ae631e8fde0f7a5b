// /logbook/export: the member downloads their whole log, or with ?dive=ID one dive, as UDDF 3.2,
// Subsurface XML or CSV, for another logbook program or a spreadsheet.
import { data } from 'react-router';
import type { Route } from './+types/logbook.export';
import { EXPORT_FORMATS, ownDiveNumber } from '~/features/logbook/dive-export.server.ts';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { logbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { nextDiveNumber } from '~/features/logbook/log.queries.server.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const asked = new URL(request.url).searchParams.get('dive');
  let dive: { id: number; number: number } | null = null;
  if (asked !== null) {
    const id = Number(asked);
    const number = await ownDiveNumber(member.id, id);
    if (number === null) throw data(null, { status: 404 });
    dive = { id, number };
  }
  const hasDives = dive !== null || (await nextDiveNumber(member.id)) > 1;
  return { dive, hasDives, formats: EXPORT_FORMATS, messages: logbookMessages(locale) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.export.title'), description: t('logbook.export.description'), noindex: true });
}

export default function ExportDives({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { dive, hasDives, formats } = loaderData;
  const query = dive ? `?dive=${dive.id}` : '';
  return (
    <LogbookPage
      title={dive ? t('logbook.export.titleOne', { number: dive.number }) : t('logbook.export.title')}
      intro={dive ? t('logbook.export.introOne') : t('logbook.export.intro')}
      back={dive ? { to: `/dive/${dive.id}`, label: t('logbook.nav.backToDive') } : { to: '/logbook', label: t('logbook.nav.backToLog') }}
    >
      {hasDives ? (
        <ul className="space-y-3" data-testid="export-formats">
          {formats.map((format) => (
            <li key={format} className="rounded-xl border border-slate-200 bg-white p-4">
              <a href={`/logbook/export/${format}${query}`} download className="font-semibold text-sky-800 underline underline-offset-2">
                {t(`logbook.export.${format}`)}
              </a>
              <p className="text-sm text-slate-700">{t(`logbook.export.${format}Hint`)}</p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('logbook.export.empty')}</p>
      )}
    </LogbookPage>
  );
}
