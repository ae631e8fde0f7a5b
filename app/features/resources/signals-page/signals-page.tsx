// The /universal-dive-signals page: every hand signal in its group, a search that narrows the list as the
// reader types (in their language, accents or not), and a printable cheat sheet.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useT } from '~/lib/use-translation.ts';
import { searchSignals } from '../signals/search-signals.ts';
import { SIGNAL_GROUPS, signalGroupKey } from '../signals/signals.ts';
import { SignalCard } from './signal-card.tsx';
import './signals-print.css';

export function SignalsPage() {
  const location = useLocation();
  // A navigation starts again from the URL; typing only replaces it.
  return <SignalsSheet key={location.search} initialQuery={new URLSearchParams(location.search).get('q') ?? ''} />;
}

function SignalsSheet({ initialQuery }: { initialQuery: string }) {
  const t = useT();
  const hydrated = useHydrated();
  const [query, setQuery] = useState(initialQuery.slice(0, 100));
  const found = searchSignals(query, t);
  const trimmed = query.trim();

  const onQuery = (value: string) => {
    setQuery(value);
    const params = new URLSearchParams(window.location.search);
    if (value.trim()) params.set('q', value);
    else params.delete('q');
    const search = params.toString();
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  };

  return (
    <div data-signal-sheet="">
      <div className="print:hidden">
        <PageHero eyebrow={t('frame.nav.resources')} title={t('signals.page.heading')} intro={<p>{t('signals.page.intro')}</p>} />
      </div>
      <div className="mx-auto max-w-6xl space-y-8 px-4 py-10 sm:px-6 print:max-w-none print:space-y-2 print:p-0">
        <h1 className="hidden text-lg font-bold print:block">{t('signals.page.cheatSheetTitle')}</h1>

        <p className="max-w-3xl rounded-lg border-l-4 border-amber-500 bg-amber-50 px-4 py-3 text-amber-950 print:border-0 print:bg-transparent print:p-0 print:text-[8pt]">
          {t('signals.page.safetyNote')}
        </p>

        <div className="flex flex-wrap items-end justify-between gap-4 print:hidden">
          <form method="get" role="search" className="flex w-full max-w-xl items-end gap-2" onSubmit={(event) => event.preventDefault()}>
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <label htmlFor="signal-search" className="text-sm font-semibold text-slate-800">
                {t('signals.page.searchLabel')}
              </label>
              <input
                id="signal-search"
                name="q"
                type="search"
                value={query}
                maxLength={100}
                placeholder={t('signals.page.searchPlaceholder')}
                onChange={(event) => onQuery(event.currentTarget.value)}
                className="w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900"
              />
            </div>
            <button type="submit" className="rounded-md bg-sky-800 px-4 py-2 font-semibold text-white hover:bg-sky-900">
              {t('common.Search')}
            </button>
          </form>
          {/* Printing needs the browser: the button appears once the page's script runs. */}
          {hydrated ? (
            <button type="button" onClick={() => window.print()} className="rounded-md border border-sky-800 px-4 py-2 font-semibold text-sky-900 hover:bg-sky-50">
              {t('signals.page.print')}
            </button>
          ) : null}
        </div>

        <p role="status" className="text-sm text-slate-700 print:hidden" data-testid="signal-count">
          {found.length === 0 ? t('signals.page.noResults', { query: trimmed }) : t.plural('signals.page.resultCount', found.length)}
        </p>

        {SIGNAL_GROUPS.map((group) => {
          const signals = found.filter((s) => s.group === group);
          if (signals.length === 0) return null;
          const headingId = `group-${group}`;
          return (
            <section key={group} aria-labelledby={headingId} className="space-y-3 print:break-inside-auto print:space-y-1">
              <h2 id={headingId} className="text-2xl font-bold text-slate-900 print:text-[10pt]">
                {t(signalGroupKey(group, 'title'))}
              </h2>
              <p className="max-w-3xl text-slate-700 print:hidden">{t(signalGroupKey(group, 'intro'))}</p>
              <div className="grid gap-4 md:grid-cols-2 print:grid-cols-4 print:gap-1">
                {signals.map((signal) => (
                  <SignalCard key={signal.id} signal={signal} t={t} />
                ))}
              </div>
            </section>
          );
        })}

        <p className="max-w-3xl text-sm text-slate-600 print:text-[7pt]">{t('signals.page.sources')}</p>
      </div>
    </div>
  );
}
