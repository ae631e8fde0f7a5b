// The contact form and its confirmation. Works without JavaScript; errors show next to each field
// and nothing typed is lost.
import { Link } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { FormKit, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { CheckIcon, MailIcon } from '~/ui/icons.tsx';
import { CONTACT_TOPICS, HONEYPOT_FIELD, MESSAGE_MAX } from '../contact.fields.ts';

export function ContactPage({ orgEmail, sent, topic, reply }: { orgEmail: string; sent: boolean; topic: string | null; reply?: Partial<FormReply> }) {
  const t = useT();

  return (
    <>
      <PageHero eyebrow={t('content.contact.eyebrow')} title={t('content.contact.title')} intro={<p>{t('content.contact.intro')}</p>} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 lg:grid-cols-[1fr_20rem] lg:px-6">
        {sent ? (
          <section role="status" aria-labelledby="contact-sent" className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200" data-testid="contact-sent">
            <span className="grid size-12 place-items-center rounded-full bg-emerald-100 text-emerald-700">
              <CheckIcon />
            </span>
            <h2 id="contact-sent" className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
              {t('content.contact.sent.title')}
            </h2>
            <p className="mt-2 max-w-xl text-slate-700">{t('content.contact.sent.text')}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/" className="rounded-full bg-abyss-900 px-5 py-2.5 font-semibold text-white hover:bg-abyss-800">
                {t('content.contact.sent.home')}
              </Link>
              <Link to="/contact" className="rounded-full border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-900 hover:bg-slate-50">
                {t('content.contact.sent.another')}
              </Link>
            </div>
          </section>
        ) : (
          <FormKit idPrefix="contact" reply={reply} defaults={{ topic: topic ?? '' }} className="space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('content.contact.formTitle')}
            </h2>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField name="name" label={t('content.contact.name')} autoComplete="name" required />
              <TextField name="email" type="email" label={t('content.contact.email')} autoComplete="email" required />
            </div>
            <SelectField name="topic" label={t('content.contact.topic')} required emptyLabel={t('content.contact.topicChoose')} options={CONTACT_TOPICS.map((value) => ({ value, label: t(`content.contact.topics.${value}`) }))} />
            <TextField name="message" label={t('content.contact.message')} rows={7} required maxLength={MESSAGE_MAX} hint={t('content.contact.messageHint')} />
            {/* A trap for bots: hidden from people and from assistive technology. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">{t('content.contact.honeypot')}</label>
              <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <SubmitButton>{t('content.contact.send')}</SubmitButton>
              <p className="text-sm text-slate-600">
                {t('content.contact.privacyNote')}{' '}
                <Link to="/privacy#contact" className="font-semibold text-sky-800 underline underline-offset-2">
                  {t('content.contact.privacyLink')}
                </Link>
              </p>
            </div>
          </FormKit>
        )}
        <aside className="space-y-6">
          <div className="rounded-3xl bg-abyss-900 p-6 text-white">
            <MailIcon className="text-lagoon-300" />
            <h2 className="mt-3 text-lg font-semibold">{t('content.contact.direct.title')}</h2>
            <p className="mt-1 text-sky-100">{t('content.contact.direct.text')}</p>
            <a href={`mailto:${orgEmail}`} className="mt-3 inline-block font-semibold break-all text-lagoon-300 underline underline-offset-2">
              {orgEmail}
            </a>
          </div>
          <div className="rounded-3xl bg-white p-6 ring-1 ring-slate-200">
            <h2 className="text-lg font-semibold text-slate-900">{t('content.contact.help.title')}</h2>
            <p className="mt-1 text-slate-600">{t('content.contact.help.text')}</p>
            <Link to="/help" className="mt-3 inline-block font-semibold text-sky-800 underline underline-offset-2">
              {t('content.contact.help.link')}
            </Link>
          </div>
        </aside>
      </div>
    </>
  );
}
