import type { Route } from './+types/account.inbox';
import { pageMeta } from '~/lib/page-meta.ts';
import { AccountEmptyPage } from '~/features/members/components/account-empty-page.tsx';
import { requireMember } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  await requireMember(request);
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['account']) };
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.nav.inbox'), description: t('account.empty.inbox'), noindex: true });
}

export default function AccountInbox() {
  const t = useT();
  return <AccountEmptyPage title={t('account.nav.inbox')} empty={t('account.empty.inbox')} />;
}
