// One hand signal: the drawing, its name, what it means, how to make it and its variants. In print only the
// drawing, the name and the meaning remain, so that the whole set fits on a sheet or two.
import type { Translator } from '~/lib/i18n.ts';
import { SignalIllustration } from '../signals/signal-illustration.tsx';
import { signalKey, type Signal } from '../signals/signals.ts';

export function SignalCard({ signal, t }: { signal: Signal; t: Translator }) {
  const headingId = `signal-${signal.id}`;
  const notes = t(signalKey(signal.id, 'notes')).trim();
  return (
    <article
      aria-labelledby={headingId}
      data-signal-card={signal.id}
      className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm [--signal-accent:#0369a1] [--signal-surface:#ffffff] print:break-inside-avoid print:gap-2 print:rounded-none print:border-slate-300 print:p-1.5 print:shadow-none"
    >
      <SignalIllustration id={signal.id} className="size-20 shrink-0 text-abyss-900 sm:size-28 print:size-14" />
      <div className="min-w-0 space-y-2 print:space-y-0">
        <h3 id={headingId} className="text-lg leading-snug font-bold text-slate-900 print:text-[9pt]">
          {t(signalKey(signal.id, 'name'))}
        </h3>
        <ul className="flex flex-wrap gap-1.5 print:hidden">
          <li className={`rounded-full px-2 py-0.5 text-xs font-semibold ${signal.standard ? 'bg-sky-100 text-sky-900' : 'bg-amber-100 text-amber-900'}`}>
            {t(signal.standard ? 'signals.page.standardBadge' : 'signals.page.localBadge')}
          </li>
          {signal.twoHands ? <li className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800">{t('signals.page.twoHandsBadge')}</li> : null}
        </ul>
        <dl className="space-y-1.5 text-sm text-slate-700 print:space-y-0 print:text-[8pt] print:leading-tight">
          <div>
            <dt className="font-semibold text-slate-900 print:sr-only">{t('signals.page.meaningLabel')}</dt>
            <dd>{t(signalKey(signal.id, 'meaning'))}</dd>
          </div>
          <div className="print:hidden">
            <dt className="font-semibold text-slate-900">{t('signals.page.howLabel')}</dt>
            <dd>{t(signalKey(signal.id, 'how'))}</dd>
          </div>
          {notes ? (
            <div className="print:hidden">
              <dt className="font-semibold text-slate-900">{t('signals.page.notesLabel')}</dt>
              <dd>{notes}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </article>
  );
}
