// What the page frame reads from the root loader. The root loader returns (at least) this shape.
import { useMatches, useRouteLoaderData } from 'react-router';
import type { Locale } from '~/lib/i18n.ts';
import type { SessionUser } from '~/features/members/session-user.ts';

export type FrameData = {
  locale: Locale;
  orgName: string;
  /** The site's public origin (from configuration, never the request), for absolute URLs in social tags. */
  siteUrl: string;
  requestId: string;
  user: SessionUser | null;
};

export function useFrameData(): FrameData | undefined {
  return useRouteLoaderData('root') as FrameData | undefined;
}

/** Route modules export `handle = { hero: true }` when their page opens with a dark hero band. */
export type FrameHandle = { hero?: boolean };

export function useHeroPage(): boolean {
  return useMatches().some((match) => (match.handle as FrameHandle | undefined)?.hero === true);
}
