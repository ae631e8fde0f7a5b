// Builds the GPX or KML download for a list of sites, in the reader's language.
import { createTranslator, type Locale } from '../../lib/i18n.ts';
import { loadMessages } from '../../lib/i18n.server.ts';
import { countryName } from '../../lib/country-names.ts';
import { EXPORT_MEDIA_TYPES, exportFileName, toGpx, toKml, type ExportFormat } from './site-export.ts';
import { formatDepthRange, type Units } from '~/lib/units.ts';
import { shownPosition } from './site-facts.ts';

type ExportableSite = { id: number; name: string; lat: number; lng: number; positionPrecisionM: number | null; region: string | null; countryCode: string; depthMinM: number | null; depthMaxM: number | null; level: string | null; siteTypes: string[] };

export function siteExportResponse(options: { sites: ExportableSite[]; format: ExportFormat; title: string; fileBase: string; origin: string; locale: Locale; units: Units; creator: string }): Response {
  const t = createTranslator(options.locale, loadMessages(options.locale, ['sites']));
  const entries = options.sites.map((site) => ({
    id: site.id,
    name: site.name,
    // No finer than the position is known: a point known to about 1 km is exported to 0.01°.
    ...shownPosition(site),
    url: `${options.origin}/listing/${site.id}`,
    summary: [
      site.region ? `${site.region}, ${countryName(site.countryCode, options.locale)}` : countryName(site.countryCode, options.locale),
      site.siteTypes.map((type) => t(`sites.type.${type}`)).join(', '),
      formatDepthRange(site.depthMinM, site.depthMaxM, options.units, options.locale),
      site.level ? t(`sites.level.${site.level}`) : null,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  const body = options.format === 'gpx' ? toGpx(entries, { title: options.title, creator: options.creator }) : toKml(entries, { title: options.title });
  return new Response(body, {
    headers: {
      'Content-Type': EXPORT_MEDIA_TYPES[options.format],
      'Content-Disposition': `attachment; filename="${exportFileName(options.fileBase, options.format)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
