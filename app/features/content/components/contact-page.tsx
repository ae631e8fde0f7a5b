// The contact form and its confirmation. Works without JavaScript; errors show next to each field
// and nothing typed is lost.
import { Form, Link, useNavigation } from 'react-router';
import { PageHero } from '~/features/frame/components/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { CheckIcon, MailIcon } from '~/ui/icons.tsx';
import { CONTACT_TOPICS, HONEYPOT_FIELD, MESSAGE_MAX, type ContactField } from '../contact.schema.ts';

export type ContactFormState = {
  values?: Partial<Record<ContactField, string>>;
  errors?: Partial<Record<ContactField, string>>;
  formError?: string;
};

const FIELD = 'mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 shadow-sm outline-none transition focus:border-sky-600 focus:ring-2 focus:ring-sky-600/30 aria-[invalid=true]:border-red-600';

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

export function ContactPage({ orgEmail, sent, topic, state }: { orgEmail: string; sent: boolean; topic: string | null; state?: ContactFormState }) {
  const t = useT();
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting';
  const values = state?.values ?? {};
  const errors = state?.errors ?? {};
  const described = (field: ContactField) => (errors[field] ? `contact-${field}-error` : undefined);

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
          <Form method="post" noValidate className="space-y-5 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {t('content.contact.formTitle')}
            </h2>
            {state?.formError ? (
              <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-800 ring-1 ring-red-200" data-testid="contact-form-error">
                {state.formError}
              </p>
            ) : null}
            <div className="grid gap-5 sm:grid-cols-2">
              <div>
                <label htmlFor="contact-name" className="font-semibold text-slate-900">
                  {t('content.contact.name')}
                </label>
                <input id="contact-name" name="name" autoComplete="name" required defaultValue={values.name} aria-invalid={Boolean(errors.name)} aria-describedby={described('name')} className={FIELD} />
                <FieldError id="contact-name-error" message={errors.name} />
              </div>
              <div>
                <label htmlFor="contact-email" className="font-semibold text-slate-900">
                  {t('content.contact.email')}
                </label>
                <input id="contact-email" name="email" type="email" autoComplete="email" required defaultValue={values.email} aria-invalid={Boolean(errors.email)} aria-describedby={described('email')} className={FIELD} />
                <FieldError id="contact-email-error" message={errors.email} />
              </div>
            </div>
            <div>
              <label htmlFor="contact-topic" className="font-semibold text-slate-900">
                {t('content.contact.topic')}
              </label>
              <select id="contact-topic" name="topic" required defaultValue={values.topic ?? topic ?? ''} aria-invalid={Boolean(errors.topic)} aria-describedby={described('topic')} className={FIELD}>
                <option value="" disabled>
                  {t('content.contact.topicChoose')}
                </option>
                {CONTACT_TOPICS.map((value) => (
                  <option key={value} value={value}>
                    {t(`content.contact.topics.${value}`)}
                  </option>
                ))}
              </select>
              <FieldError id="contact-topic-error" message={errors.topic} />
            </div>
            <div>
              <label htmlFor="contact-message" className="font-semibold text-slate-900">
                {t('content.contact.message')}
              </label>
              <textarea
                id="contact-message"
                name="message"
                rows={7}
                required
                maxLength={MESSAGE_MAX}
                defaultValue={values.message}
                aria-invalid={Boolean(errors.message)}
                aria-describedby={[described('message'), 'contact-message-hint'].filter(Boolean).join(' ')}
                className={FIELD}
              />
              <p id="contact-message-hint" className="mt-1.5 text-sm text-slate-600">
                {t('content.contact.messageHint', { max: MESSAGE_MAX })}
              </p>
              <FieldError id="contact-message-error" message={errors.message} />
            </div>
            {/* A trap for bots: hidden from people and from assistive technology. */}
            <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
              <label htmlFor="contact-website">{t('content.contact.honeypot')}</label>
              <input id="contact-website" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div className="flex flex-wrap items-center gap-4">
              <button type="submit" disabled={sending} className="rounded-full bg-abyss-900 px-6 py-3 font-semibold text-white transition hover:bg-abyss-800 disabled:opacity-70">
                {sending ? t('content.contact.sending') : t('content.contact.send')}
              </button>
              <p className="text-sm text-slate-600">
                {t('content.contact.privacyNote')}{' '}
                <Link to="/privacy#contact" className="font-semibold text-sky-800 underline underline-offset-2">
                  {t('content.contact.privacyLink')}
                </Link>
              </p>
            </div>
          </Form>
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
