// Renders a component to HTML inside a router whose root match carries the given loader data, the
// way the page frame sees it in the app (messages, locale, organisation name).
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import type { ReactNode } from 'react';
import { loadMessages } from '~/lib/i18n.server.ts';
import type { Locale } from '~/lib/i18n.ts';

export function renderInRouter(element: ReactNode, options: { locale?: Locale; namespaces?: string[]; rootData?: Record<string, unknown> } = {}): string {
  const locale = options.locale ?? 'en';
  const Stub = createRoutesStub([{ id: 'root', path: '/', Component: () => <>{element}</>, loader: () => null }]);
  const loaderData = { locale, orgName: 'DiveAtlas', messages: loadMessages(locale, options.namespaces ?? ['common', 'frame']), ...options.rootData };
  return renderToString(<Stub initialEntries={['/']} hydrationData={{ loaderData: { root: loaderData } }} />);
}
