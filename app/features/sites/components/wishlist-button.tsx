// Save or unsave a site. A POST form, so it works without JavaScript (the server then sends the
// browser back to `redirectTo`); with JavaScript it posts in the background and fills the heart
// at once.
import { useFetcher, useLocation } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { HeartIcon } from './site-icons.tsx';

export function WishlistButton({ siteId, name, saved, variant = 'icon' }: { siteId: number; name: string; saved: boolean; variant?: 'icon' | 'button' }) {
  const t = useT();
  const fetcher = useFetcher();
  const location = useLocation();
  const hydrated = useHydrated();
  const pending = fetcher.formData?.get('intent');
  const shownSaved = pending ? pending === 'wishlist-add' : saved;
  const label = t(shownSaved ? 'sites.wishlist.removeLabel' : 'sites.wishlist.addLabel', { name });
  return (
    <fetcher.Form method="post" action={`/listing/${siteId}`}>
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      <button
        type="submit"
        name="intent"
        value={shownSaved ? 'wishlist-remove' : 'wishlist-add'}
        aria-pressed={shownSaved}
        aria-label={variant === 'icon' ? label : undefined}
        title={variant === 'icon' ? label : undefined}
        className={
          variant === 'icon'
            ? 'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white/95 text-rose-700 shadow hover:bg-white'
            : `inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium ${shownSaved ? 'border-rose-700 bg-rose-50 text-rose-800' : 'border-slate-300 text-slate-800 hover:bg-slate-50'}`
        }
      >
        <HeartIcon filled={shownSaved} size={variant === 'icon' ? 22 : 16} />
        {variant === 'button' ? t(shownSaved ? 'sites.wishlist.saved' : 'sites.wishlist.save') : null}
      </button>
    </fetcher.Form>
  );
}
