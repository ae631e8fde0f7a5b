// The contact form that stands in for the centre's email address: the message goes out by email
// from the site, with the member's address to reply to. Visitors are asked to sign in instead.
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';

export type ContactState = 'visitor' | 'unverified' | 'member' | 'unavailable' | 'own';

export function ContactForm({
  state,
  centerName,
  signInHref,
  reply,
  sent,
  conversationHref = null,
}: {
  state: ContactState;
  centerName: string;
  signInHref: string;
  reply: Partial<FormReply> | undefined;
  sent: boolean;
  /** The member's conversation with the centre, when there is one: messages and answers are kept there. */
  conversationHref?: string | null;
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
      {sent ? <Notice tone="success">{t('centers.contact.sent', { name: centerName })}</Notice> : null}
      {conversationHref ? (
        <p className="text-sm">
          <Link to={conversationHref} className="font-semibold text-sky-800 underline">
            {t('centers.contact.inboxLink')}
          </Link>
        </p>
      ) : null}
      <FormKit idPrefix="contact" intent="contact" reply={reply} className="flex flex-col gap-3">
        <TextField name="subject" label={t('centers.contact.subject')} required maxLength={150} />
        <TextField name="message" label={t('centers.contact.message')} required rows={5} maxLength={5000} />
        <p className="text-sm text-slate-700">{t('centers.contact.privacy')}</p>
        <div>
          <SubmitButton name="intent" value="contact">
            {t('centers.contact.send')}
          </SubmitButton>
        </div>
      </FormKit>
    </div>
  );
}
