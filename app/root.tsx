// The document shell: <html lang>, head tags, the page frame, and the shared loader data
// (language, shared messages, organisation name) that every page reads.
import '@fontsource-variable/inter/wght.css';
import './app.css';
import { data, isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteError, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { localeCookie, loadMessages, resolveLocale } from './lib/i18n.server.ts';
import { currentRequest, getRuntime } from './lib/runtime.server.ts';
import { useT } from './lib/use-translation.ts';

export async function loader({ request }: Route.LoaderArgs) {
  const { config } = getRuntime();
  const { locale, fromQuery } = resolveLocale(request);
  const secure = new URL(request.url).protocol === 'https:';
  return data(
    {
      locale,
      messages: loadMessages(locale, ['common']),
      orgName: config.ORG_NAME,
      requestId: currentRequest()?.requestId ?? '',
    },
    { headers: fromQuery ? { 'Set-Cookie': localeCookie(locale, secure) } : undefined },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang={rootData?.locale ?? 'en'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#06213a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans text-slate-900 antialiased">
        {children}
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
  const t = useT();
  const rootData = useRouteLoaderData<typeof loader>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto flex min-h-dvh max-w-xl flex-col justify-center gap-4 px-6 py-24">
      <title>{`${t(notFound ? 'common.error.notFoundTitle' : 'common.error.serverTitle')} · ${rootData?.orgName ?? 'DiveAtlas'}`}</title>
      <h1 className="text-3xl font-bold">{t(notFound ? 'common.error.notFoundTitle' : 'common.error.serverTitle')}</h1>
      <p className="text-slate-600">{t(notFound ? 'common.error.notFoundText' : 'common.error.serverText')}</p>
      {!notFound && rootData?.requestId ? (
        <p className="font-mono text-sm text-slate-500">{t('common.error.reference', { requestId: rootData.requestId })}</p>
      ) : null}
      <a className="font-semibold text-sky-700 underline" href="/">
        {t('common.error.backHome')}
      </a>
    </main>
  );
}
