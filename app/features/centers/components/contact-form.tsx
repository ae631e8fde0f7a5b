// The contact form that stands in for the centre's email address: the message goes out by email
// from the site, with the member's address to reply to. Visitors are asked to sign in instead.
import { Form, Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { textValue, type FieldErrors, type FormValues } from '../form-values.ts';
import { buttonClass, FormNotice, TextArea, TextField } from './form-fields.tsx';

export type ContactState = 'visitor' | 'unverified' | 'member' | 'unavailable' | 'own';

export function ContactForm({
  state,
  centerName,
  signInHref,
  values,
  errors,
  sent,
}: {
  state: ContactState;
  centerName: string;
  signInHref: string;
  values: FormValues | undefined;
  errors: FieldErrors | undefined;
  sent: boolean;
}) {
  const t = useT();
  if (state === 'unavailable') return <p className="text-slate-700">{t('centers.contact.unavailable')}</p>;
  if (state === 'own') return <p className="text-slate-700">{t('centers.contact.own')}</p>;
  if (state === 'visitor') {
    return (
      <p className="text-slate-800">
        {t('centers.contact.signInFirst')}{' '}
        <Link to={signInHref} className="font-semibold text-sky-800 underline">
          {t('centers.contact.signIn')}
        </Link>
      </p>
    );
  }
  if (state === 'unverified') return <p className="text-slate-800">{t('centers.contact.verifyFirst')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {sent ? <FormNotice tone="success">{t('centers.contact.sent', { name: centerName })}</FormNotice> : null}
      {errors?.form ? <FormNotice tone="error">{t(errors.form)}</FormNotice> : null}
      <Form method="post" className="flex flex-col gap-3" noValidate>
        <input type="hidden" name="intent" value="contact" />
        <TextField idPrefix="contact" name="subject" label={t('centers.contact.subject')} required defaultValue={textValue(values, 'subject')} error={errors?.subject} maxLength={150} />
        <TextArea idPrefix="contact" name="message" label={t('centers.contact.message')} required defaultValue={textValue(values, 'message')} error={errors?.message} rows={5} maxLength={5000} />
        <p className="text-sm text-slate-700">{t('centers.contact.privacy')}</p>
        <div>
          <button type="submit" className={buttonClass}>
            {t('centers.contact.send')}
          </button>
        </div>
      </Form>
    </div>
  );
}
