// The 403 and 404 pages of the dive-site routes: each says what happened and what the member can
// do instead ("Only the creator edits this page directly; suggest an edit instead"), in the
// member's language, on the site's error page.
import { data } from 'react-router';
import { createTranslator } from '../../lib/i18n.ts';
import { loadMessages, resolveLocale } from '../../lib/i18n.server.ts';

export type SiteRefusal = 'editDirect' | 'editNotVerified' | 'siteMissing' | 'siteHidden' | 'editMissing' | 'moderatorsOnly' | 'revisionMissing';

const STATUS: Record<SiteRefusal, 403 | 404> = {
  editDirect: 403,
  editNotVerified: 403,
  moderatorsOnly: 403,
  siteMissing: 404,
  siteHidden: 404,
  editMissing: 404,
  revisionMissing: 404,
};

/** What each refusal offers instead: links built from the site (when there is one). */
function actionsFor(kind: SiteRefusal, siteId: number | null): Array<{ href: string; key: string }> {
  const listing = siteId ? `/listing/${siteId}` : null;
  switch (kind) {
    case 'editDirect':
      return [
        { href: `${listing}/suggest`, key: 'suggest' },
        { href: `${listing}`, key: 'backToSite' },
        { href: '/help', key: 'help' },
      ];
    case 'editNotVerified':
      return [{ href: '/verify-email', key: 'verify' }, ...(listing ? [{ href: listing, key: 'backToSite' }] : [])];
    case 'moderatorsOnly':
      return [...(listing ? [{ href: listing, key: 'backToSite' }] : []), { href: '/explore', key: 'explore' }];
    case 'revisionMissing':
      return [{ href: `${listing}/history`, key: 'history' }, { href: '/explore', key: 'explore' }];
    default:
      return [
        { href: '/explore', key: 'explore' },
        { href: '/add-listing', key: 'addSite' },
      ];
  }
}

/** Throws the refusal as the route's answer (React Router shows the error page with it). */
export async function refuse(request: Request, kind: SiteRefusal, siteId: number | null = null): Promise<never> {
  const { locale } = await resolveLocale(request);
  const t = createTranslator(locale, loadMessages(locale, ['sites']));
  throw data(
    {
      explain: {
        title: t(`sites.refusal.${kind}.title`),
        text: t(`sites.refusal.${kind}.text`),
        actions: actionsFor(kind, siteId).map((action) => ({ href: action.href, label: t(`sites.refusal.action.${action.key}`) })),
      },
    },
    { status: STATUS[kind] },
  );
}
