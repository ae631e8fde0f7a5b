import { Link } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { MailIcon, ShieldIcon, UsersIcon, WaveIcon } from '~/ui/icons.tsx';
import { SectionHeading } from './section-heading.tsx';

const ROLES = [
  { key: 'divers', Icon: WaveIcon },
  { key: 'centers', Icon: UsersIcon },
  { key: 'moderators', Icon: ShieldIcon },
] as const;

const MODERATION_STEPS = 5;

export function WhoWeArePage({ orgName, orgEmail }: { orgName: string; orgEmail: string }) {
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t('content.who.eyebrow')} title={t('content.who.title')} intro={<p>{t('content.who.intro', { orgName })}</p>} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 md:grid-cols-2 lg:px-6">
        <section aria-labelledby="who-organisation">
          <h2 id="who-organisation" className="text-2xl font-bold tracking-tight text-slate-900">
            {t('content.who.organisation.title')}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{t('content.who.organisation.text1', { orgName })}</p>
          <p className="mt-3 leading-relaxed text-slate-700">{t('content.who.organisation.text2')}</p>
        </section>
        <section aria-labelledby="who-mission" className="rounded-3xl bg-abyss-900 p-8 text-white">
          <h2 id="who-mission" className="text-2xl font-bold tracking-tight">
            {t('content.who.mission.title')}
          </h2>
          <p className="mt-3 text-lg leading-relaxed text-sky-100">{t('content.who.mission.text')}</p>
        </section>
      </div>
      <section aria-labelledby="who-community" className="bg-white py-16">
        <div className="mx-auto max-w-7xl px-4 lg:px-6">
          <SectionHeading id="who-community" title={t('content.who.community.title')} lead={t('content.who.community.lead')} />
          <ul className="grid gap-6 md:grid-cols-3">
            {ROLES.map(({ key, Icon }) => (
              <li key={key} className="rounded-3xl border border-slate-200 p-6">
                <Icon className="text-sky-700" size={28} />
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{t(`content.who.community.${key}.title`)}</h3>
                <p className="mt-2 text-slate-600">{t(`content.who.community.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="who-moderation" className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
        <SectionHeading id="who-moderation" title={t('content.who.moderation.title')} lead={t('content.who.moderation.lead')} />
        <ol className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: MODERATION_STEPS }, (_, index) => (
            <li key={index} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-full bg-abyss-900 font-bold text-white">
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-slate-900">{t(`content.who.moderation.step${index + 1}.title`)}</h3>
                <p className="mt-1 text-slate-600">{t(`content.who.moderation.step${index + 1}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="who-contact" className="mx-auto max-w-7xl px-4 pb-20 lg:px-6">
        <div className="flex flex-col gap-6 rounded-3xl bg-sky-50 p-8 ring-1 ring-sky-100 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="who-contact" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('content.who.contact.title')}
            </h2>
            <p className="mt-2 text-slate-700">{t('content.who.contact.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <Link to="/contact" className="rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white hover:bg-abyss-800">
              {t('content.who.contact.form')}
            </Link>
            <a href={`mailto:${orgEmail}`} className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
              <MailIcon size={18} />
              {orgEmail}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}
