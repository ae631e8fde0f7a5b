// Messages at the top of a listing (after adding, saving, reviewing or reporting; hidden status)
// and the moderators' hide / show control.
import { Form } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';

export function ListingNotices({ notice, status, deleted }: { notice: string | null; status: string; deleted: boolean }) {
  const t = useT();
  return (
    <>
      {notice ? (
        <p role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-emerald-950" data-testid="listing-notice">
          {t(`sites.notice.${notice}`)}
        </p>
      ) : null}
      {status !== 'published' ? (
        <p className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900" data-testid="hidden-notice">
          {t('sites.listing.hiddenNotice')} {deleted ? t('sites.listing.deletedNotice') : null}
        </p>
      ) : null}
    </>
  );
}

export function ListingModeration({ status }: { status: string }) {
  const t = useT();
  const hidden = status !== 'published';
  return (
    <Form method="post" className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-300 bg-slate-50 p-3" data-testid="moderation">
      <p className="w-full text-sm font-semibold text-slate-900">{t('sites.moderation.title')}</p>
      {hidden ? null : (
        <label className="min-w-0 flex-1 text-sm text-slate-800">
          {t('sites.moderation.reason')}
          <input name="reason" maxLength={500} className="mt-1 w-full rounded border border-slate-400 px-2 py-1" />
        </label>
      )}
      <button type="submit" name="intent" value={hidden ? 'unhide' : 'hide'} className="rounded-full bg-slate-900 px-4 py-1.5 text-sm font-semibold text-white">
        {t(hidden ? 'sites.moderation.unhide' : 'sites.moderation.hide')}
      </button>
    </Form>
  );
}
