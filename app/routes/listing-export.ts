// /explore/export/gpx|kml?<the same params as /explore>: the search results as a GPS file.
import { data } from 'react-router';
import type { Route } from './+types/listing-export';
import { getRuntime } from '~/lib/runtime.server.ts';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { EXPORT_LIMIT } from '~/features/sites/explore-limits.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';
import { EXPORT_FORMATS, type ExportFormat } from '~/features/sites/site-export.ts';
import { siteExportResponse } from '~/features/sites/site-export.server.ts';
import { parseSiteFilters } from '~/features/sites/site-filters.schema.ts';
import { searchSitesForExport } from '~/features/sites/sites.queries.server.ts';

export async function loader({ request, params }: Route.LoaderArgs) {
  const format = params.format as ExportFormat;
  if (!EXPORT_FORMATS.includes(format)) throw data(null, { status: 404 });
  const { locale } = await resolveLocale(request);
  const { filters } = parseSiteFilters(new URL(request.url).searchParams);
  const sites = await searchSitesForExport(filters, EXPORT_LIMIT);
  const orgName = getRuntime().config.ORG_NAME;
  const title = filters.q ? `${orgName}: ${filters.q}` : `${orgName}: dive sites`;
  return siteExportResponse({ sites, format, title, fileBase: filters.q || 'dive-sites', origin: publicOrigin(), locale, units: filters.units, creator: orgName });
}
