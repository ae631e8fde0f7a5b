// /logbook/import: a member sends dive-log files (or a zip), sees the dives found before anything is
// saved (each one's atlas site or new place, the ones already in the log), confirms a CSV file's
// columns when needed, ticks the dives to keep and saves them to the log.
import { Link } from 'react-router';
import type { Route } from './+types/logbook.import';
import { requireMember } from '~/features/members/session.server.ts';
import { ImportCsvMapping } from '~/features/logbook/components/import-csv-mapping.tsx';
import { ImportDivesTable } from '~/features/logbook/components/import-dives-table.tsx';
import { ImportFiles } from '~/features/logbook/components/import-files.tsx';
import { ImportUploadForm } from '~/features/logbook/components/import-upload-form.tsx';
import { LogbookPage } from '~/features/logbook/components/logbook-page.tsx';
import { importAction } from '~/features/logbook/import-action.server.ts';
import { CSV_CHOICES, importPreview } from '~/features/logbook/import-preview.queries.server.ts';
import { getLogbookSettings } from '~/features/logbook/logbook-settings.server.ts';
import { logbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { MAX_DIVE_LOG_FILE_BYTES, MAX_DIVE_LOG_FILES } from '~/lib/body-limits.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Notice, buttonClass } from '~/ui/form-kit.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const url = new URL(request.url);
  const asked = Number(url.searchParams.get('import'));
  const [preview, settings] = await Promise.all([importPreview(member.id, Number.isSafeInteger(asked) && asked > 0 && asked < 2 ** 31 ? asked : null), getLogbookSettings(member.id)]);
  return {
    preview,
    justSaved: url.searchParams.get('saved') === '1',
    units: member.units,
    privacy: settings.defaultPrivacy,
    csvFields: CSV_CHOICES.fields,
    csvUnits: CSV_CHOICES.units,
    limits: { files: MAX_DIVE_LOG_FILES, fileMegabytes: Math.round(MAX_DIVE_LOG_FILE_BYTES / (1024 * 1024)) },
    messages: logbookMessages(locale),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const member = await requireMember(request);
  return importAction(request, member);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('logbook.import.title'), description: t('logbook.import.description'), noindex: true });
}

export default function ImportDives({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { preview } = loaderData;
  const reply = actionData && 'fieldErrors' in actionData ? actionData : undefined;
  const open = preview?.status === 'ready';
  return (
    <LogbookPage title={t('logbook.import.title')} intro={t('logbook.import.intro')} back={{ to: '/logbook', label: t('logbook.nav.backToLog') }} wide>
      {preview?.status === 'saved' ? (
        <Notice tone="success" focusable={loaderData.justSaved}>
          <p className="font-semibold">{t('logbook.import.done.title')}</p>
          <p>{t.plural('logbook.import.done.summary', preview.divesSaved)}</p>
          <p className="mt-2 flex flex-wrap gap-3">
            <Link to="/logbook" className={buttonClass('primary', 'small')}>
              {t('logbook.import.done.toLog')}
            </Link>
            <Link to="/logbook/import" className={buttonClass('secondary', 'small')}>
              {t('logbook.import.done.another')}
            </Link>
          </p>
        </Notice>
      ) : null}
      {!open ? <ImportUploadForm reply={reply?.intent === 'upload' ? reply : undefined} maxFiles={loaderData.limits.files} maxFileMegabytes={loaderData.limits.fileMegabytes} /> : null}
      {preview ? (
        <>
          <ImportFiles files={preview.files} />
          {preview.held.map((held) => (
            <ImportCsvMapping key={held.fileIndex} importId={preview.id} held={held} fields={loaderData.csvFields} units={loaderData.csvUnits} reply={reply} />
          ))}
          <ImportDivesTable importId={preview.id} dives={preview.dives} units={loaderData.units} privacy={loaderData.privacy} reply={reply} open={open} />
        </>
      ) : null}
    </LogbookPage>
  );
}
