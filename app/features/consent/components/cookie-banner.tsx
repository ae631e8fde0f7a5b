// The cookie banner: shown until a choice is made (no cookieChoiceDone cookie), and again from the
// footer's "Cookie settings". Without JavaScript the form posts to /consent, which sets the same
// cookies and comes back to the page, and Details leads to the cookie list on the privacy page.
// The frame renders it at the start of the page (PageFrame's `choice`), so its choices are the first Tab
// stops after the skip link.
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useT } from '~/lib/use-translation.ts';
import { CloseIcon } from '~/ui/icons.tsx';
import type { AnalyticsProvider } from '../analytics.ts';
import { decideConsent, isConsentChoice, writeConsentCookies } from '../consent.ts';
import { useConsent } from '../consent-context.tsx';

// The cookie list is only needed once the visitor asks for Details.
const CookieDetails = lazy(() => import('./cookie-details.tsx').then((module) => ({ default: module.CookieDetails })));

const BUTTON = 'rounded-full px-4 py-2.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
const SECONDARY = `${BUTTON} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`;
const DETAILS = `${BUTTON} text-sky-800 underline-offset-2 hover:underline`;

export function CookieBanner({ provider }: { provider: AnalyticsProvider | null }) {
  const t = useT();
  const location = useLocation();
  const { consent, statisticShown, dismiss, save } = useConsent();
  const [showDetails, setShowDetails] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // Reopened from the footer's "Cookie settings" (the page was already running when it appeared), the
  // banner takes the focus, and gives it back to that link when it closes.
  const [reopened] = useState(hydrated);
  useEffect(() => {
    if (!reopened) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [reopened]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const choice = submitter?.value;
    if (!isConsentChoice(choice)) return;
    const statisticChecked = new FormData(event.currentTarget).get('statistic') === 'true';
    const state = decideConsent(choice, { statisticShown, statisticChecked });
    writeConsentCookies(state);
    save(state);
  }

  return (
    <div
      ref={dialogRef}
      tabIndex={-1}
      onKeyDown={(event) => {
        // Escape closes it without a choice, as its close button does.
        if (event.key === 'Escape') dismiss();
      }}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      data-testid="cookie-banner"
      className="fixed inset-x-3 bottom-[4.75rem] z-40 mx-auto max-h-[calc(100dvh-6rem)] max-w-2xl overflow-y-auto rounded-2xl bg-white p-5 text-slate-800 shadow-[0_20px_60px_-15px_rgba(2,11,22,0.55)] ring-1 ring-slate-900/10 sm:p-6 md:bottom-6 lg:inset-x-0 lg:bottom-0 lg:max-w-none lg:rounded-none lg:px-0 lg:py-5"
    >
      {/* On wide screens the banner is a bar along the bottom edge, so it covers as little as possible. */}
      <div className="relative lg:mx-auto lg:grid lg:max-w-7xl lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-x-10 lg:px-6">
        <div className="pr-8 lg:pr-0">
          <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
            {t('consent.title')}
          </h2>
          <p id={`${id}-text`} className="mt-1 text-sm text-slate-700">
            {t('consent.text')}{' '}
            <Link to="/privacy" className="font-semibold text-sky-800 underline underline-offset-2">
              {t('consent.privacyLink')}
            </Link>
          </p>
        </div>
        <form method="post" action="/consent" onSubmit={onSubmit} className="mt-4 lg:mt-0 lg:flex lg:items-center lg:gap-6 lg:pr-10">
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <fieldset className="flex flex-wrap gap-x-6 gap-y-2">
            <legend className="sr-only">{t('consent.categories')}</legend>
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <input type="checkbox" name="necessary" checked disabled readOnly className="size-4 accent-abyss-900" />
              {t('consent.category.necessary')}
            </label>
            {statisticShown ? (
              <label className="flex items-center gap-2 text-sm font-medium text-slate-900">
                <input type="checkbox" name="statistic" value="true" defaultChecked={consent.statistic} className="size-4 accent-abyss-900" />
                {t('consent.category.statistics')}
              </label>
            ) : null}
          </fieldset>
          <div className="mt-4 flex flex-wrap gap-2 lg:mt-0">
            <button type="submit" name="choice" value="all" className={`${BUTTON} bg-abyss-900 text-white hover:bg-abyss-800`}>
              {t('consent.acceptAll')}
            </button>
            <button type="submit" name="choice" value="selection" className={SECONDARY}>
              {t('consent.acceptSelection')}
            </button>
            <button type="submit" name="choice" value="necessary" className={SECONDARY}>
              {t('consent.acceptNecessary')}
            </button>
            {hydrated ? (
              <button
                type="button"
                aria-expanded={showDetails}
                aria-controls={`${id}-details`}
                onClick={() => setShowDetails((value) => !value)}
                className={DETAILS}
              >
                {t('consent.details')}
              </button>
            ) : (
              // Until the banner's script runs, Details leads to the cookie list on the privacy page, so
              // an early tap is never lost.
              <a href="/privacy#cookies" className={`${DETAILS} inline-block`}>
                {t('consent.details')}
              </a>
            )}
          </div>
        </form>
        <button type="button" onClick={dismiss} aria-label={t('consent.dismiss')} className="absolute -top-1 right-0 rounded-full p-1 text-slate-600 hover:bg-slate-100 lg:top-1/2 lg:right-4 lg:-translate-y-1/2">
          <CloseIcon size={20} />
        </button>
        <div id={`${id}-details`} hidden={!showDetails} className="mt-5 max-h-[50vh] overflow-y-auto border-t border-slate-200 pt-5 lg:col-span-2">
          {showDetails ? (
            <Suspense fallback={<p className="text-sm text-slate-600">…</p>}>
              <CookieDetails provider={provider} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}
