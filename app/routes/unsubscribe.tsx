// /unsubscribe?u=…&c=…&t=…: the link at the foot of every email a member may switch off. It works
// without signing in: the token is the site's signature of the member and the kind of email. Opening
// the link only asks (a mail scanner that follows links unsubscribes no one); the button, or a mail
// program's one-click request (RFC 8058: a POST of "List-Unsubscribe=One-Click" to the same address),
// turns that kind of email off. The daily digest's link (kind "digest") stops the digest: every kind
// the member gets in it.
import { data, Link, useActionData } from 'react-router';
import type { Route } from './+types/unsubscribe';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { DIGEST_UNSUBSCRIBE, isNotificationCategory, notificationCategory, type NotificationCategoryId } from '~/lib/notification-categories.ts';
import { saveEmailChoices, stopDigest, unsubscribeTokenValid } from '~/lib/notify.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { recipientFor } from '~/lib/recipients.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

type Unsubscription = { userId: string; category: NotificationCategoryId | typeof DIGEST_UNSUBSCRIBE; email: string };

/** The member and kind of email the address names, when its signature is right and the member exists. */
async function readLink(url: URL): Promise<Unsubscription | null> {
  const userId = url.searchParams.get('u') ?? '';
  const category = url.searchParams.get('c') ?? '';
  const token = url.searchParams.get('t') ?? '';
  if (!userId || userId.length > 100 || !(isNotificationCategory(category) || category === DIGEST_UNSUBSCRIBE) || !unsubscribeTokenValid(userId, category, token)) return null;
  const member = await recipientFor(userId);
  return member ? { userId, category, email: member.email } : null;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const link = await readLink(new URL(request.url));
  const body = {
    messages: loadMessages(locale, ['notifications']),
    link: link ? { category: link.category, email: link.email, transactional: link.category !== DIGEST_UNSUBSCRIBE && notificationCategory(link.category).transactional } : null,
  };
  return link ? body : data(body, { status: 400 });
}

export async function action({ request }: Route.ActionArgs) {
  await readForm(request);
  const link = await readLink(new URL(request.url));
  if (!link) return data({ done: false }, { status: 400 });
  if (link.category === DIGEST_UNSUBSCRIBE) {
    await stopDigest(link.userId);
    return { done: true };
  }
  if (notificationCategory(link.category).transactional) return data({ done: false }, { status: 409 });
  await saveEmailChoices(link.userId, { [link.category]: 'off' });
  return { done: true };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('notifications.unsubscribe.title'), description: t('notifications.unsubscribe.description'), noindex: true });
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData<typeof action>();
  const { link } = loaderData;
  const digest = link?.category === DIGEST_UNSUBSCRIBE;
  const category = link && !digest ? t(`notifications.category.${link.category}.name`) : '';
  return (
    <div className="mx-auto w-full max-w-2xl px-4 pt-10 pb-20 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('notifications.unsubscribe.title')}</h1>
      <div className="mt-6 flex flex-col gap-4">
        {!link ? (
          <Notice tone="error">{t('notifications.unsubscribe.invalid')}</Notice>
        ) : link.transactional ? (
          <Notice tone="info">{t('notifications.unsubscribe.transactional', { category })}</Notice>
        ) : answer?.done ? (
          <Notice tone="success" focusable>
            {digest ? t('notifications.unsubscribe.digestDone') : t('notifications.unsubscribe.done', { category })}
          </Notice>
        ) : (
          <>
            <p className="text-lg text-slate-900">{digest ? t('notifications.unsubscribe.digestConfirm', { email: link.email }) : t('notifications.unsubscribe.confirm', { category, email: link.email })}</p>
            <p className="text-slate-700">{t('notifications.unsubscribe.explain')}</p>
            <FormKit>
              <SubmitButton>{t('notifications.unsubscribe.button')}</SubmitButton>
            </FormKit>
          </>
        )}
        <p>
          <Link to="/account/notifications/settings" className="font-semibold text-sky-800 underline underline-offset-2">
            {t('notifications.unsubscribe.settings')}
          </Link>
        </p>
      </div>
    </div>
  );
}
