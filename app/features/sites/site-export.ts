// GPX 1.1 and KML 2.2 files of dive sites, for GPS devices, dive computers' planning apps and
// Google Earth. Pure functions: the routes decide which sites go in.

export type ExportSite = {
  id: number;
  name: string;
  lat: number;
  lng: number;
  /** One line of facts (place, depth, level), already in the reader's language and units. */
  summary: string;
  url: string;
};

export const EXPORT_FORMATS = ['gpx', 'kml'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_MEDIA_TYPES: Record<ExportFormat, string> = {
  gpx: 'application/gpx+xml; charset=utf-8',
  kml: 'application/vnd.google-earth.kml+xml; charset=utf-8',
};

/** XML-escapes text for element content and attribute values; drops characters XML 1.0 forbids. */
export function escapeXml(text: string): string {
  return text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

// Six decimals is about 0.1 m: every stored digit that matters, without float noise.
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export function toGpx(sites: readonly ExportSite[], options: { title: string; creator: string; time?: Date }): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<gpx version="1.1" creator="${escapeXml(options.creator)}" xmlns="http://www.topografix.com/GPX/1/1">`,
    '  <metadata>',
    `    <name>${escapeXml(options.title)}</name>`,
    `    <time>${(options.time ?? new Date()).toISOString()}</time>`,
    '  </metadata>',
  ];
  for (const site of sites) {
    lines.push(
      `  <wpt lat="${coordinate(site.lat)}" lon="${coordinate(site.lng)}">`,
      `    <name>${escapeXml(site.name)}</name>`,
      `    <desc>${escapeXml(site.summary)}</desc>`,
      `    <link href="${escapeXml(site.url)}"><text>${escapeXml(site.name)}</text></link>`,
      '    <sym>Scuba Diving</sym>',
      '    <type>Dive site</type>',
      '  </wpt>',
    );
  }
  lines.push('</gpx>', '');
  return lines.join('\n');
}

export function toKml(sites: readonly ExportSite[], options: { title: string }): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<kml xmlns="http://www.opengis.net/kml/2.2">',
    '  <Document>',
    `    <name>${escapeXml(options.title)}</name>`,
  ];
  for (const site of sites) {
    lines.push(
      `    <Placemark id="site-${site.id}">`,
      `      <name>${escapeXml(site.name)}</name>`,
      `      <description>${escapeXml(`${site.summary}\n${site.url}`)}</description>`,
      // KML writes longitude first.
      `      <Point><coordinates>${coordinate(site.lng)},${coordinate(site.lat)},0</coordinates></Point>`,
      '    </Placemark>',
    );
  }
  lines.push('  </Document>', '</kml>', '');
  return lines.join('\n');
}

export function exportFileName(base: string, format: ExportFormat): string {
  const slug = base
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  return `${slug || 'dive-sites'}.${format}`;
}
