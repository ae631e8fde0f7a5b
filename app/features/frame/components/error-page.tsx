// What a visitor sees when a page is missing (404), a form was refused (400, 413, 415) or a page
// failed (500): inside the normal frame, with a way onward and, for failures, the request id to quote.
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { ArrowRightIcon, CompassIcon, MailIcon } from '~/ui/icons.tsx';
import { errorMessageKeys, isServerFailure } from '../error-messages.ts';
import { PageHero } from '../../../ui/page-hero.tsx';

/**
 * What a page that refused says about itself, already in the visitor's language: why (title and
 * text) and what to do instead (links). A route throws it as the data of its 403 or 404.
 */
export type ErrorExplanation = { title: string; text: string; actions: Array<{ href: string; label: string }> };

export function errorExplanation(data: unknown): ErrorExplanation | null {
  const explain = (data as { explain?: ErrorExplanation } | null | undefined)?.explain;
  return explain && typeof explain.title === 'string' && typeof explain.text === 'string' && Array.isArray(explain.actions) ? explain : null;
}

export function ErrorPage({ status, requestId, explain }: { status: number; requestId?: string; explain?: ErrorExplanation | null }) {
  const t = useT();
  const notFound = status === 404;
  const keys = errorMessageKeys(status);
  if (explain) return <ExplainedErrorPage status={status} explain={explain} />;
  const card = 'group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-sky-300 hover:shadow-md';
  return (
    <div data-testid="error-page" data-status={status}>
      <PageHero
        eyebrow={t('frame.error.status', { status })}
        title={t(keys.title)}
        intro={<p>{t(keys.text)}</p>}
      >
        {isServerFailure(status) && requestId ? (
          <p className="mt-6 inline-block rounded-lg bg-white/10 px-3 py-2 font-mono text-sm text-sky-100" data-testid="request-id">
            {t('common.error.reference', { requestId })}
          </p>
        ) : null}
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:grid-cols-3 lg:px-6">
        <Link to="/" className={card}>
          <ArrowRightIcon className="rotate-180 text-sky-700" />
          <span className="font-semibold">{t('common.error.backHome')}</span>
        </Link>
        <Link to="/explore" className={card}>
          <CompassIcon className="text-sky-700" />
          <span className="font-semibold">{t('frame.error.explore')}</span>
        </Link>
        <Link to={notFound ? '/help' : '/contact'} className={card}>
          <MailIcon className="text-sky-700" />
          <span className="font-semibold">{t(notFound ? 'frame.error.help' : 'frame.error.contact')}</span>
        </Link>
      </div>
    </div>
  );
}

/** A refusal that says what happened and what the member can do instead. */
function ExplainedErrorPage({ status, explain }: { status: number; explain: ErrorExplanation }) {
  const t = useT();
  const card = 'group flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-sky-300 hover:shadow-md';
  return (
    <div data-testid="error-page" data-status={status}>
      <PageHero eyebrow={t('frame.error.status', { status })} title={explain.title} intro={<p data-testid="error-explanation">{explain.text}</p>} />
      <div className="mx-auto grid max-w-7xl gap-4 px-4 py-12 sm:grid-cols-3 lg:px-6">
        {explain.actions.map((action) => (
          <Link key={action.href} to={action.href} className={card}>
            <ArrowRightIcon className="text-sky-700" />
            <span className="font-semibold">{action.label}</span>
          </Link>
        ))}
      </div>
    </div>
  );
}
