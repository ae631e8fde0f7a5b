// Messages at the top of a listing (after adding, saving, reviewing or reporting; hidden status).
// The moderators' hide / show control is in listing-member-controls.tsx.
import { useT } from '~/lib/use-translation.ts';

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
