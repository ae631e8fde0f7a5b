// /account/wishlist/export/gpx|kml: the member's saved sites as a GPS file.
import { data } from 'react-router';
import type { Route } from './+types/listing-export.wishlist';
import { requireMember } from '~/features/members/session.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { EXPORT_FORMATS, type ExportFormat } from '~/features/sites/site-export.ts';
import { siteExportResponse } from '~/features/sites/site-export.server.ts';
import { siteCardsByIds } from '~/features/sites/sites.queries.server.ts';
import { wishlistSiteIds } from '~/features/sites/wishlist.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const format = params.format as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw data(null, { status: 404 });
  const member = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const sites = await siteCardsByIds(await wishlistSiteIds(member.id));
  const orgName = getRuntime().config.ORG_NAME;
  return siteExportResponse({ sites, format, title: `${orgName}: wishlist`, fileBase: 'wishlist', origin: publicOrigin(), locale, units: member.units, creator: orgName });
}
