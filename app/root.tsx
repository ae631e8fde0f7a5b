// The document shell: <html lang>, head tags, the page frame, and the shared loader data
// (language, shared messages, organisation name, the signed-in member, consent) that every page reads.
import interLatin from './fonts/inter-latin-400-800.woff2?url';
import frameCss from './app.css?url';
import { Suspense, useEffect } from 'react';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import { consentFromRequest, analyticsSettings, statisticChoiceShown } from './features/consent/consent.server.ts';
import { ConsentProvider } from './features/consent/consent-context.tsx';
import { AnalyticsLoader } from './features/consent/components/analytics-loader.tsx';
import { CookieBannerSlot, CookieSettingsLink } from './features/consent/components/cookie-consent-slots.tsx';
import { ErrorPage, errorExplanation } from './features/frame/components/error-page.tsx';
import { errorMessageKeys } from './features/frame/error-messages.ts';
import { PageFrame } from './features/frame/components/page-frame.tsx';
import { IntlWarmUp } from './ui/intl-warm-up.tsx';
import { shownOnDemand } from './ui/shown-on-demand.tsx';
import { pageMeta, rootHeadData } from './lib/page-meta.ts';
import { isMapWrittenUrl } from './features/map/url-sync.ts';
import { BOTTOM_BAR_ID } from './features/frame/navigation.ts';
import { frameSessionUser, sessionCookieMiddleware } from './features/members/session.server.ts';
import { ChatRibbon, LiveInboxProvider, UnreadBadge, UnreadInboxLink } from './features/inbox/components/live-inbox.tsx';
import { inboxFrameMessages } from './features/inbox/inbox-messages.server.ts';
import { actingBannerMessages } from './features/centers/center-messages.server.ts';
import { inboxSummary, type InboxSummary } from './features/inbox/inbox.queries.server.ts';
import { startBackgroundWork } from './background.server.ts';
import { FRAME_NAMESPACES, localeCookie, loadMessages, resolveLocale } from './lib/i18n.server.ts';
import { createTranslator } from './lib/i18n.ts';
import { publicOrigin } from './lib/public-origin.server.ts';
import { currentRequest, getRuntime } from './lib/runtime.server.ts';

// Only signed-in members need the account menu, so its code is loaded only for them.
const AvatarMenu = shownOnDemand(() => import('./features/members/components/avatar-menu.tsx').then((module) => module.AvatarMenu));
// Only an admin acting as a centre's manager sees the banner that says so.
const ActingBanner = shownOnDemand(() => import('./features/centers/components/acting.tsx').then((module) => module.ActingBanner));
const MobileAccountLinks = shownOnDemand(() => import('./features/members/components/avatar-menu.tsx').then((module) => module.MobileAccountLinks));

/** The map writes its view into the URL as it moves; the shell's data does not change with it. */
export function shouldRevalidate({ nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && isMapWrittenUrl(nextUrl)) return false;
  return defaultShouldRevalidate;
}

/** The member's unread counts for the frame; like the session, a database outage leaves the frame without them. */
async function frameInbox(userId: string | undefined): Promise<InboxSummary | null> {
  if (!userId) return null;
  try {
    return await inboxSummary(userId);
  } catch {
    return null;
  }
}

export async function loader({ request }: Route.LoaderArgs) {
  const { config } = getRuntime();
  const { locale, fromQuery } = await resolveLocale(request);
  // The background jobs: seat holds, message reminders, email retries, the digest (started once).
  startBackgroundWork();
  const user = await frameSessionUser(request);
  const inbox = await frameInbox(user?.id);
  return data(
    {
      locale,
      messages: user
        ? { ...loadMessages(locale, FRAME_NAMESPACES), ...inboxFrameMessages(locale), ...(user.actingAs ? actingBannerMessages(locale) : {}) }
        : loadMessages(locale, FRAME_NAMESPACES),
      orgName: config.ORG_NAME,
      siteUrl: publicOrigin(),
      requestId: currentRequest()?.requestId ?? '',
      user,
      inbox,
      consent: await consentFromRequest(request),
      statisticShown: statisticChoiceShown(config),
      analytics: analyticsSettings(config),
    },
    { headers: fromQuery ? { 'Set-Cookie': await localeCookie(locale, request) } : undefined },
  );
}

// Sends a renewed session cookie when reading the session extended it.
export const middleware: Route.MiddlewareFunction[] = [sessionCookieMiddleware];

export function headers({ loaderHeaders, errorHeaders }: Route.HeadersArgs) {
  // A refused request body is left unread; the body reader asks for the connection to close after the answer.
  if (errorHeaders?.get('Connection') !== 'close') return loaderHeaders;
  const headers = new Headers(loaderHeaders);
  headers.set('Connection', 'close');
  return headers;
}

export const links: Route.LinksFunction = () => [
  { rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
  // No first paint with the footer half read (see BOTTOM_BAR_ID).
  { rel: 'expect', href: `#${BOTTOM_BAR_ID}`, blocking: 'render' },
  { rel: 'icon', href: '/favicon.ico', sizes: '48x48' },
  { rel: 'icon', href: '/icon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
  { rel: 'manifest', href: '/manifest.webmanifest' },
];

/** Defaults for routes without their own meta, and the error pages' titles. */
export function meta({ matches, location, error }: Route.MetaArgs) {
  const frame = rootHeadData(matches);
  const loaded = matches.find((match) => match?.id === 'root')?.loaderData as { messages?: Record<string, string> } | undefined;
  const t = createTranslator(frame?.locale ?? 'en', loaded?.messages ?? {});
  if (error) {
    const keys = errorMessageKeys(isRouteErrorResponse(error) ? error.status : 500);
    return pageMeta({
      matches,
      location,
      title: t(keys.title),
      description: t(keys.text),
      noindex: true,
    });
  }
  return pageMeta({ matches, location, title: t('common.siteTitle'), description: t('common.siteDescription'), fullTitle: true });
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Marks the document once React has taken over the server's HTML (error pages included): browser
  // tests wait for it before they click, and it tells anyone debugging that the page's scripts ran.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const rootData = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={rootData?.locale ?? 'en'} className="scroll-pt-20">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#06213a" />
        <IntlWarmUp locale={rootData?.locale ?? 'en'} />
        <Meta />
        {/* With a precedence, React writes the stylesheet ahead of the scripts' preloads, so the one file
            the first paint waits for is asked for first. */}
        <link rel="stylesheet" href={frameCss} precedence="frame" />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col bg-slate-50 pb-16 font-sans text-slate-900 antialiased md:pb-0">
        {rootData ? (
          <ConsentProvider initial={rootData.consent} statisticShown={rootData.statisticShown}>
            <LiveInboxProvider initial={rootData.inbox}>
              <PageFrame
                orgName={rootData.orgName}
                account={
                  rootData.user ? (
                    <Suspense fallback={<span className="inline-block size-10" />}>
                      <AvatarMenu user={rootData.user} badges={{ total: <UnreadBadge />, notifications: <UnreadBadge which="notifications" />, inbox: <UnreadBadge which="member" />, manager: <UnreadBadge which="center" /> }} />
                    </Suspense>
                  ) : null
                }
                mobileAccount={
                  rootData.user ? (
                    <Suspense fallback={null}>
                      <MobileAccountLinks user={rootData.user} badges={{ notifications: <UnreadBadge which="notifications" />, inbox: <UnreadBadge which="member" />, manager: <UnreadBadge which="center" /> }} />
                    </Suspense>
                  ) : null
                }
                bottomBadge={rootData.user ? <UnreadInboxLink /> : null}
                notice={
                  rootData.user?.actingAs ? (
                    <Suspense fallback={null}>
                      <ActingBanner acting={rootData.user.actingAs} />
                    </Suspense>
                  ) : null
                }
                signedIn={!!rootData.user}
                cookieSettings={<CookieSettingsLink className="text-slate-300 transition-colors hover:text-white" />}
                choice={<CookieBannerSlot provider={rootData.analytics?.provider ?? null} />}
                overlays={
                  <>
                    <AnalyticsLoader settings={rootData.analytics} />
                    {rootData.user ? <ChatRibbon /> : null}
                  </>
                }
              >
                {children}
              </PageFrame>
            </LiveInboxProvider>
          </ConsentProvider>
        ) : (
          children
        )}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (!rootData) {
    // The shell's own loader failed (it tolerates a database outage, so this is rare): no messages
    // or frame to use, so a short notice in both languages and a way home.
    return (
      <main className="mx-auto max-w-xl space-y-4 px-6 py-24" data-testid="error-page" data-status={status}>
        <h1 className="text-3xl font-bold">{status === 404 ? 'Page not found · Página no encontrada' : 'Something went wrong · Algo salió mal'}</h1>
        <p lang="en">Please try again in a moment.</p>
        <p lang="es">Vuelve a intentarlo en un momento.</p>
        <a className="inline-block font-semibold text-sky-800 underline" href="/">
          Home · Inicio
        </a>
      </main>
    );
  }
  return <ErrorPage status={status} requestId={rootData.requestId} explain={isRouteErrorResponse(error) ? errorExplanation(error.data) : null} />;
}
