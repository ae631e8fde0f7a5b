// Messages at the top of a listing (after adding, saving, reviewing or reporting; hidden status)
// and the moderators' hide / show control.
import { useT } from '~/lib/use-translation.ts';
import { FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';

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
    <FormKit idPrefix="moderation" className="flex flex-wrap items-end gap-2 rounded-xl border border-slate-300 bg-slate-50 p-3" data-testid="moderation">
      <p className="w-full text-sm font-semibold text-slate-900">{t('sites.moderation.title')}</p>
      {hidden ? null : <TextField name="reason" label={t('sites.moderation.reason')} maxLength={500} className="flex-1" />}
      <SubmitButton name="intent" value={hidden ? 'unhide' : 'hide'} size="small">
        {t(hidden ? 'sites.moderation.unhide' : 'sites.moderation.hide')}
      </SubmitButton>
    </FormKit>
  );
}
