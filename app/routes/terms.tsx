import type { Route } from './+types/terms';
import { TermsPage } from '~/features/content/components/terms-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { config } = getRuntime();
  return { orgName: config.ORG_NAME, orgEmail: config.ORG_EMAIL, messages: contentMessages(locale, ['terms']) };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.terms.metaTitle'), description: t('content.terms.metaDescription', { orgName: loaderData?.orgName ?? '' }) });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return <TermsPage orgName={loaderData.orgName} orgEmail={loaderData.orgEmail} />;
}
