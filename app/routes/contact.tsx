import { redirect } from 'react-router';
import type { Route } from './+types/contact';
import { ContactPage } from '~/features/content/components/contact-page.tsx';
import { ContactSchema } from '~/features/content/contact.schema.ts';
import { HONEYPOT_FIELD, isContactTopic } from '~/features/content/contact.fields.ts';
import { sendContactMessage } from '~/features/content/contact.service.server.ts';
import { contentMessages } from '~/features/content/messages.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { formReply, parseSubmission, replyWith } from '~/lib/form-submission.ts';
import { clientAddress } from '~/lib/rate-limit.server.ts';
import { getRuntime, logger } from '~/lib/runtime.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const url = new URL(request.url);
  const topic = url.searchParams.get('topic');
  return {
    orgEmail: getRuntime().config.ORG_EMAIL,
    sent: url.searchParams.get('sent') === '1',
    topic: isContactTopic(topic) ? topic : null,
    messages: contentMessages(locale, ['contact']),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const { locale } = await resolveLocale(request);
  const { form } = await readForm(request);
  if (String(form.get(HONEYPOT_FIELD) ?? '') !== '') {
    // Looks sent to the bot; nothing is stored or emailed.
    logger().info('contact form honeypot filled; message dropped');
    return redirect('/contact?sent=1');
  }
  const submission = parseSubmission(form, ContactSchema);
  if (!submission.ok) return replyWith(submission.reply);
  const result = await sendContactMessage({ input: submission.data, locale, clientAddress: clientAddress(request) });
  if (result.status === 'rate-limited') return replyWith(formReply({ formError: 'content.contact.error.rateLimited', values: submission.values }), 429);
  return redirect('/contact?sent=1');
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.contact.metaTitle'), description: t('content.contact.metaDescription') });
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  return <ContactPage orgEmail={loaderData.orgEmail} sent={loaderData.sent} topic={loaderData.topic} reply={actionData} />;
}
