// /account/notifications: what happened for the member on the site, newest first, each a link to what
// it is about (opening one marks it read), thirty to a page; and the way to their email choices.
import { Link, redirect } from 'react-router';
import type { Route } from './+types/account.notifications';
import { requireMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { markNotificationsRead, notificationsOf } from '~/lib/notify.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { oneOf, queryId, readQuery } from '~/lib/parameters.schema.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { AccountPage } from '~/ui/account-page.tsx';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { before: queryId(), done: oneOf(['read'] as const) });
  const page = await notificationsOf(user.id, locale, { before: values.before });
  return { messages: loadMessages(locale, ['notifications', 'account']), ...page, done: values.done ?? null, first: !values.before };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const { form } = await readForm(request);
  const upTo = Number(form.get('upTo'));
  // Up to the newest notification the member saw: one that arrived since stays unread.
  if (form.get('intent') === 'read-all' && Number.isSafeInteger(upTo) && upTo > 0) await markNotificationsRead(user.id, { upTo });
  throw redirect('/account/notifications?done=read');
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('notifications.list.title'), description: t('notifications.list.description'), noindex: true });
}

export default function AccountNotifications({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { items, next, done, first } = loaderData;
  // As the other account pages: the date in UTC, the same on the server and in the browser.
  const when = dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const newest = items[0]?.id;
  return (
    <AccountPage title={t('notifications.list.title')} intro={t('notifications.list.description')}>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <Link to="/account/notifications/settings" className="font-semibold text-sky-800 underline underline-offset-2">
          {t('notifications.list.settings')}
        </Link>
        {first && newest && items.some((item) => !item.read) ? (
          <FormKit>
            <input type="hidden" name="upTo" value={newest} />
            <SubmitButton name="intent" value="read-all" tone="secondary">
              {t('notifications.list.markAllRead')}
            </SubmitButton>
          </FormKit>
        ) : null}
      </div>
      {done === 'read' ? (
        <div className="mt-4">
          <Notice tone="success">{t('notifications.list.allRead')}</Notice>
        </div>
      ) : null}
      {items.length ? (
        <ul className="mt-6 flex flex-col divide-y divide-slate-200 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="notifications">
          {items.map((item) => (
            <li key={item.id} className={item.read ? '' : 'bg-sky-50'}>
              <a href={`/account/notifications/${item.id}/open`} className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
                <span className={`min-w-0 break-words ${item.read ? 'text-slate-800' : 'font-semibold text-slate-900'}`}>
                  {item.read ? null : <span className="mr-2 inline-block rounded-full bg-sky-800 px-2 text-xs leading-5 font-semibold text-white">{t('notifications.list.unread')}</span>}
                  {item.text}
                </span>
                <time dateTime={item.createdAt} className="shrink-0 text-sm text-slate-700">
                  {when.format(new Date(item.createdAt))}
                </time>
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{t('notifications.list.empty')}</p>
      )}
      {next ? (
        <p className="mt-4">
          <Link to={`/account/notifications?before=${next}`} className="font-semibold text-sky-800 underline underline-offset-2">
            {t('notifications.list.older')}
          </Link>
        </p>
      ) : null}
    </AccountPage>
  );
}
