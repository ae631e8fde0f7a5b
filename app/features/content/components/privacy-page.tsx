// The privacy policy. It describes what this installation actually does: which analytics provider
// and map tiles are configured changes the text, and the cookie list comes from the consent feature.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { numberedKeys, Prose } from './prose.tsx';

export type PrivacyFacts = {
  orgName: string;
  orgEmail: string;
  analytics: 'google' | 'plausible' | null;
  mapTiles: boolean;
};

const SECTIONS = ['controller', 'summary', 'account', 'content', 'messages', 'contact', 'cookies', 'analytics', 'logs', 'processors', 'retention', 'rights', 'changes'] as const;

export function PrivacyPage({ facts, cookieList, cookieSettings }: { facts: PrivacyFacts; cookieList: ReactNode; cookieSettings: ReactNode }) {
  const t = useT();
  const { orgName, orgEmail } = facts;
  const email = <a href={`mailto:${orgEmail}`}>{orgEmail}</a>;
  const heading = (id: (typeof SECTIONS)[number]) => <h2 id={id}>{t(`content.privacy.${id}.title`)}</h2>;
  const list = (prefix: string, count: number, params?: Record<string, string>) => (
    <ul>
      {numberedKeys(prefix, count).map((key) => (
        <li key={key}>{t(key, params)}</li>
      ))}
    </ul>
  );

  return (
    <>
      <PageHero eyebrow={t('content.privacy.eyebrow')} title={t('content.privacy.title')} intro={<p>{t('content.privacy.intro', { orgName })}</p>}>
        <p className="mt-4 text-sm text-sky-200">{t('content.privacy.updated')}</p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 lg:grid-cols-[15rem_1fr] lg:px-6">
        <nav aria-label={t('content.privacy.toc')} className="hidden lg:block">
          <ul className="sticky top-24 space-y-1.5 border-l border-slate-200 text-sm">
            {SECTIONS.map((id) => (
              <li key={id}>
                <a href={`#${id}`} className="-ml-px block border-l border-transparent pl-4 text-slate-600 hover:border-sky-700 hover:text-slate-900">
                  {t(`content.privacy.${id}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <Prose>
          {heading('controller')}
          <p>
            {t('content.privacy.controller.text', { orgName })} {email}
          </p>

          {heading('summary')}
          {list('content.privacy.summary.point', 4)}

          {heading('account')}
          <p>{t('content.privacy.account.text')}</p>
          {list('content.privacy.account.point', 6)}

          {heading('content')}
          <p>{t('content.privacy.content.text1')}</p>
          <p>{t('content.privacy.content.text2')}</p>
          <p>
            {t('content.privacy.content.terms')} <Link to="/terms">{t('content.privacy.content.termsLink')}</Link>.
          </p>

          {heading('messages')}
          <p>{t('content.privacy.messages.text')}</p>

          {heading('contact')}
          <p>{t('content.privacy.contact.text')}</p>

          {heading('cookies')}
          <p>{t('content.privacy.cookies.text')}</p>
          <div className="not-prose rounded-2xl bg-white p-5 ring-1 ring-slate-200">{cookieList}</div>
          <p>
            {t('content.privacy.cookies.change')} {cookieSettings}
          </p>

          {heading('analytics')}
          <p>{t(`content.privacy.analytics.${facts.analytics ?? 'none'}`)}</p>

          {heading('logs')}
          <p>{t('content.privacy.logs.text1')}</p>
          <p>{t('content.privacy.logs.text2')}</p>

          {heading('processors')}
          <p>{t('content.privacy.processors.text')}</p>
          <ul>
            <li>{t('content.privacy.processors.hosting')}</li>
            <li>{t('content.privacy.processors.email')}</li>
            {facts.mapTiles ? <li>{t('content.privacy.processors.mapTiles')}</li> : null}
            {facts.analytics === 'google' ? <li>{t('content.privacy.processors.google')}</li> : null}
            {facts.analytics === 'plausible' ? <li>{t('content.privacy.processors.plausible')}</li> : null}
          </ul>
          <p>{t('content.privacy.processors.selfHosted')}</p>

          {heading('retention')}
          {list('content.privacy.retention.point', 6)}

          {heading('rights')}
          <p>{t('content.privacy.rights.text')}</p>
          {list('content.privacy.rights.point', 7)}
          <p>
            {t('content.privacy.rights.how')} {email}
          </p>
          <p>{t('content.privacy.rights.answer')}</p>

          {heading('changes')}
          <p>{t('content.privacy.changes.text')}</p>
        </Prose>
      </div>
    </>
  );
}
