import { Link } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { BookIcon, CompassIcon, HeartIcon, MapIcon, ShieldIcon, TagIcon, UsersIcon, WaveIcon } from '~/ui/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const FEATURES = [
  { key: 'explore', to: '/explore', Icon: CompassIcon },
  { key: 'map', to: '/map-explore', Icon: MapIcon },
  { key: 'centers', to: '/find-a-dive-center', Icon: UsersIcon },
  { key: 'resources', to: '/dive-tables', Icon: BookIcon },
  { key: 'contribute', to: '/add-listing', Icon: HeartIcon },
  { key: 'offers', to: '/member-offers', Icon: TagIcon },
] as const;

const PRINCIPLES = [
  { key: 'honest', Icon: ShieldIcon },
  { key: 'safety', Icon: WaveIcon },
  { key: 'privacy', Icon: ShieldIcon },
  { key: 'languages', Icon: BookIcon },
] as const;

export function AboutPage({ orgName }: { orgName: string }) {
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t('content.about.eyebrow')} title={t('content.about.title')} intro={<p>{t('content.about.intro', { orgName })}</p>} />
      <section aria-labelledby="about-features" className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
        <SectionHeading id="about-features" title={t('content.about.features.title')} lead={t('content.about.features.lead')} />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ key, to, Icon }) => (
            <li key={key}>
              <Link to={to} className="flex h-full gap-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-lg hover:ring-sky-300">
                <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-sky-50 text-sky-700">
                  <Icon />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{t(`content.about.features.${key}.title`)}</span>
                  <span className="mt-1 block text-sm text-slate-600">{t(`content.about.features.${key}.text`)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="about-principles" className="bg-white py-16">
        <div className="mx-auto max-w-7xl px-4 lg:px-6">
          <SectionHeading id="about-principles" title={t('content.about.principles.title')} />
          <ul className="grid gap-8 md:grid-cols-2">
            {PRINCIPLES.map(({ key, Icon }) => (
              <li key={key} className="flex gap-4">
                <Icon className="mt-1 shrink-0 text-sky-700" />
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`content.about.principles.${key}.title`)}</h3>
                  <p className="mt-1 text-slate-600">{t(`content.about.principles.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="about-credits" className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
        <SectionHeading id="about-credits" title={t('content.about.credits.title')} lead={t('content.about.credits.lead')} />
        <ul className="max-w-3xl list-disc space-y-2 pl-6 text-slate-700">
          <li>{t('content.about.credits.font')}</li>
          <li>{t('content.about.credits.flags')}</li>
          <li>{t('content.about.credits.illustrations')}</li>
          <li>{t('content.about.credits.sites')}</li>
        </ul>
        <div className="mt-10 flex flex-wrap gap-3">
          <Link to="/who-we-are" className="rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white hover:bg-abyss-800">
            {t('content.about.cta.who')}
          </Link>
          <Link to="/contact" className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
            {t('content.about.cta.contact')}
          </Link>
        </div>
      </section>
    </>
  );
}
