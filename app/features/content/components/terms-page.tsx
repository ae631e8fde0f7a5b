// The terms of use. Like the privacy policy, it says only what this site actually does: it takes no
// payments, and moderators can hide dive sites, reviews and centre pages.
import { Link } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { numberedKeys, Prose } from './prose.tsx';

const SECTIONS = ['summary', 'use', 'account', 'content', 'rules', 'safety', 'centers', 'moderation', 'bookings', 'liability', 'leaving', 'changes', 'contact'] as const;

export function TermsPage({ orgName, orgEmail }: { orgName: string; orgEmail: string }) {
  const t = useT();
  const email = <a href={`mailto:${orgEmail}`}>{orgEmail}</a>;
  const heading = (id: (typeof SECTIONS)[number]) => <h2 id={id}>{t(`content.terms.${id}.title`)}</h2>;
  const list = (prefix: string, count: number) => (
    <ul>
      {numberedKeys(prefix, count).map((key) => (
        <li key={key}>{t(key, { orgName })}</li>
      ))}
    </ul>
  );

  return (
    <>
      <PageHero eyebrow={t('content.terms.eyebrow')} title={t('content.terms.title')} intro={<p>{t('content.terms.intro', { orgName })}</p>}>
        <p className="mt-4 text-sm text-sky-200">{t('content.terms.updated')}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-[15rem_1fr] lg:px-6">
        <nav aria-label={t('content.terms.toc')} className="hidden lg:block">
          <ul className="sticky top-24 space-y-1.5 border-l border-slate-200 text-sm">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-sky-700 hover:text-slate-900">
                  {t(`content.terms.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Prose>
          {heading('summary')}
          {list('content.terms.summary.point', 4)}

          {heading('use')}
          <p>{t('content.terms.use.text', { orgName })}</p>
          {list('content.terms.use.point', 3)}

          {heading('account')}
          {list('content.terms.account.point', 4)}

          {heading('content')}
          <p>{t('content.terms.content.text', { orgName })}</p>
          {list('content.terms.content.point', 3)}

          {heading('rules')}
          <p>{t('content.terms.rules.text')}</p>
          {list('content.terms.rules.point', 6)}

          {/* Safety matters more than anything else on this page, so it stands out from the prose. */}
          <section aria-labelledby="safety" className="space-y-3 rounded-2xl border-l-4 border-amber-500 bg-amber-50 p-6 text-slate-900 ring-1 ring-amber-200" data-testid="terms-safety">
            <h2 id="safety" className="pt-0!">
              {t('content.terms.safety.title')}
            </h2>
            <p className="font-semibold">{t('content.terms.safety.lead')}</p>
            {list('content.terms.safety.point', 4)}
            <p>{t('content.terms.safety.tables')}</p>
          </section>

          {heading('centers')}
          {list('content.terms.centers.point', 5)}

          {heading('moderation')}
          <p>{t('content.terms.moderation.text')}</p>
          {list('content.terms.moderation.point', 4)}
          <p>
            {t('content.terms.moderation.report')} <Link to="/contact">{t('content.terms.moderation.reportLink')}</Link>
          </p>
          <p>{t('content.terms.moderation.appeal')}</p>

          {heading('bookings')}
          <p>{t('content.terms.bookings.text1')}</p>
          <p>{t('content.terms.bookings.text2')}</p>

          {heading('liability')}
          <p>{t('content.terms.liability.text1', { orgName })}</p>
          <p>{t('content.terms.liability.text2')}</p>

          {heading('leaving')}
          <p>{t('content.terms.leaving.text')}</p>

          {heading('changes')}
          <p>{t('content.terms.changes.text')}</p>

          {heading('contact')}
          <p>
            {t('content.terms.contact.text')} <Link to="/contact">{t('content.terms.contact.form')}</Link> {t('content.terms.contact.email')} {email}
          </p>
          <p>
            {t('content.terms.contact.privacy')} <Link to="/privacy">{t('content.terms.contact.privacyLink')}</Link>
          </p>
        </Prose>
      </div>
    </>
  );
}
