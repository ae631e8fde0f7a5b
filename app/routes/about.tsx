import type { Route } from './+types/about';
import { AboutPage } from '~/features/content/components/about-page.tsx';
import { contentMessages } from '~/features/content/messages.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { metaTranslator } from '~/lib/use-translation.ts';

export const handle = { hero: true };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  return { orgName: getRuntime().config.ORG_NAME, messages: contentMessages(locale, ['about']) };
}

export function meta({ matches, location, loaderData }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('content.about.metaTitle'), description: t('content.about.metaDescription', { orgName: loaderData?.orgName ?? '' }) });
}

export default function About({ loaderData }: Route.ComponentProps) {
  return <AboutPage orgName={loaderData.orgName} />;
}
