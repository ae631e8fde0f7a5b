// "Compare" on cards and listings, and the tray that collects the chosen sites. Without
// JavaScript the toggle is a plain link to a comparison that starts with this site.
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { COMPARE_MAX, compareHref, toggleCompareId, useCompareIds, writeCompareIds } from '../compare-store.ts';
import { CompareIcon } from './site-icons.tsx';

export function CompareToggle({ id, name, className = '' }: { id: number; name: string; className?: string }) {
  const t = useT();
  const ids = useCompareIds();
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  const base = `inline-flex items-center gap-1.5 rounded-full border px-3 py-1.5 text-sm font-medium ${className}`;
  if (!hydrated) {
    return (
      <Link to={compareHref([id])} className={`${base} border-slate-300 text-slate-800 hover:bg-slate-50`}>
        <CompareIcon size={16} />
        {t('sites.compare.add')}
        <span className="sr-only"> {name}</span>
      </Link>
    );
  }
  const selected = ids.includes(id);
  return (
    <span className="inline-flex flex-col items-start gap-1">
      <button
        type="button"
        aria-pressed={selected}
        className={`${base} ${selected ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-50'}`}
        onClick={() => {
          const next = toggleCompareId(ids, id);
          setFull(next.full);
          if (!next.full) writeCompareIds(next.ids);
        }}
      >
        <CompareIcon size={16} />
        {t(selected ? 'sites.compare.added' : 'sites.compare.add')}
        {/* The visible words stay in the accessible name, followed by the site's name. */}
        <span className="sr-only"> {name}</span>
      </button>
      {full ? (
        <span role="status" className="text-xs text-red-800">
          {t('sites.compare.full', { count: COMPARE_MAX })}
        </span>
      ) : null}
    </span>
  );
}

export function CompareTray() {
  const t = useT();
  const ids = useCompareIds();
  if (ids.length === 0) return null;
  return (
    <aside aria-label={t('sites.compare.tray')} className="fixed inset-x-3 bottom-20 z-30 mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-slate-900 px-4 py-3 text-white shadow-xl sm:bottom-4">
      <p className="text-sm font-medium" aria-live="polite">
        {t.plural('sites.compare.trayCount', ids.length)}
      </p>
      <div className="flex items-center gap-2">
        <button type="button" className="rounded-full px-3 py-1.5 text-sm text-sky-100 underline" onClick={() => writeCompareIds([])}>
          {t('sites.compare.clear')}
        </button>
        {ids.length >= 2 ? (
          <Link to={compareHref(ids)} className="rounded-full bg-sky-400 px-4 py-1.5 text-sm font-semibold text-slate-950">
            {t('sites.compare.open')}
          </Link>
        ) : (
          <span className="text-xs text-sky-100">{t('sites.compare.needTwo')}</span>
        )}
      </div>
    </aside>
  );
}
