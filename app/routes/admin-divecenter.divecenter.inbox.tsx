// /admin-divecenter/divecenter/inbox: the centre's conversations with members, shared by its owner
// and managers (or an admin acting as one), newest first, with unread counts; ?archived=1 shows the
// archive. Only those who run the centre read it (moderators read a conversation only when a message
// in it is reported).
import type { Route } from './+types/admin-divecenter.divecenter.inbox';
import { queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { ManagerHeader, NoCenterYet } from '~/features/centers/components/manager-nav.tsx';
import { loadManagerPage } from '~/features/centers/manager-context.server.ts';
import { ConversationList, InboxTabs } from '~/features/inbox/components/conversations.tsx';
import { inboxMessages } from '~/features/inbox/inbox-messages.server.ts';
import { conversationListView } from '~/features/inbox/inbox-views.ts';
import { listConversations } from '~/features/inbox/inbox.queries.server.ts';
import { managerBadges } from '~/features/trips/trips.queries.server.ts';

const PATH = '/admin-divecenter/divecenter/inbox';

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const page = await loadManagerPage(request);
  const messages = { ...inboxMessages(locale), ...loadMessages(locale, ['manager']) };
  if (!page.access) return { messages, center: null };
  const { access } = page;
  const archived = readQuery(new URL(request.url).searchParams, { archived: queryFlag() }).values.archived ?? false;
  const [items, badges] = await Promise.all([listConversations({ side: 'center', centerId: access.id }, { archived }), managerBadges(access.id)]);
  return {
    messages,
    center: { id: access.id, name: access.name },
    managed: page.managed,
    badges,
    archived,
    conversations: items.map((item) => conversationListView(item, 'center', locale, (id) => `${PATH}/${id}?center=${access.id}`)),
  };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('inbox.center.title'), description: t('inbox.center.description'), noindex: true });
}

export default function CenterInbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  if (!loaderData.center) return <NoCenterYet title={t('inbox.center.title')} />;
  const { center } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <ManagerHeader
        title={t('inbox.center.title')}
        center={center}
        managed={loaderData.managed}
        current={PATH}
        badges={loaderData.badges}
      />
      <div className="mt-6 flex flex-col gap-4">
        <p className="text-slate-700">{t('inbox.center.intro')}</p>
        <InboxTabs basePath={PATH} archived={loaderData.archived} extra={`center=${center.id}`} />
        <ConversationList conversations={loaderData.conversations} empty={t(loaderData.archived ? 'inbox.list.archiveEmpty' : 'inbox.center.empty')} />
      </div>
    </div>
  );
}
