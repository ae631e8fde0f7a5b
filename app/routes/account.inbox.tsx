// /account/inbox: the member's conversations with dive centres, newest first, with unread counts;
// ?archived=1 shows the archive. New messages appear without a reload.
import { Link } from 'react-router';
import type { Route } from './+types/account.inbox';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { ConversationList, InboxTabs } from '~/features/inbox/components/conversations.tsx';
import { inboxMessages } from '~/features/inbox/inbox-messages.server.ts';
import { conversationListView } from '~/features/inbox/inbox-views.ts';
import { listConversations } from '~/features/inbox/inbox.queries.server.ts';
import { AccountPage } from '~/ui/account-page.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const archived = readQuery(new URL(request.url).searchParams, { archived: queryFlag() }).values.archived ?? false;
  const items = await listConversations({ side: 'member', memberId: user.id }, { archived });
  return {
    messages: { ...inboxMessages(locale), ...loadMessages(locale, ['account']) },
    archived,
    conversations: items.map((item) => conversationListView(item, 'member', locale, (id) => `/account/inbox/${id}`)),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.nav.inbox'), description: t('inbox.list.description'), noindex: true });
}

export default function AccountInbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AccountPage title={t('account.nav.inbox')} intro={t('inbox.list.intro')}>
      <div className="mt-6 flex flex-col gap-4">
        <InboxTabs basePath="/account/inbox" archived={loaderData.archived} />
        <ConversationList conversations={loaderData.conversations} empty={t(loaderData.archived ? 'inbox.list.archiveEmpty' : 'account.empty.inbox')} />
        <p className="text-sm text-slate-700">
          {t('inbox.list.startHint')}{' '}
          <Link to="/find-a-dive-center" className="font-semibold text-sky-800 underline">
            {t('inbox.list.findCenter')}
          </Link>
        </p>
      </div>
    </AccountPage>
  );
}
