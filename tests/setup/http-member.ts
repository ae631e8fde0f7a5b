// A member's requests made over plain HTTP (no browser), for tests that talk to several app servers:
// signing in (the demo account or another) and sending the listing form with a photo.
import sharp from 'sharp';

export const DEMO_MEMBER = { email: 'demo.member@diveatlas.example', password: 'explore-the-reef-demo', firstName: 'Demo' };

/** Signs the demo member in on one server and returns the Cookie header its answer set. */
export function signInDemoMember(baseUrl: string): Promise<string> {
  return signInOverHttp(baseUrl, DEMO_MEMBER);
}

/** Sends the sign-in form as a browser would and returns the Cookie header its answer set. */
export async function signInOverHttp(baseUrl: string, member: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${baseUrl}/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: member.email, password: member.password, redirectTo: '/' }),
  });
  if (response.status !== 302 && response.status !== 303) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** A JPEG with a GPS position in its EXIF block, as a phone would upload it. */
export async function photoWithGps(width = 1000, height = 700): Promise<Blob> {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 12, g: 96, b: 160 } } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '8/1 20/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '115/1 36/1 0/1' } })
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
}

export type SiteFields = { name: string; countryCode: string; lat: number; lng: number };

/** Posts the add or edit listing form (multipart, as the browser sends it) and returns the answer. */
export async function postSiteForm(baseUrl: string, path: string, cookie: string, site: SiteFields, photo?: Blob): Promise<Response> {
  const form = new FormData();
  form.set('name', site.name);
  form.set('countryCode', site.countryCode);
  form.set('lat', String(site.lat));
  form.set('lng', String(site.lng));
  form.append('siteTypes', 'reef');
  // The member's own dive is the source of what they add, as the form asks for one.
  form.set('sourceKind', 'dive');
  form.set('sourceDivedOn', '2025-06-01');
  form.set('units', 'metric');
  form.set('confirmDistinct', '1');
  if (photo) form.append('photos', photo, 'reef.jpg');
  return fetch(`${baseUrl}${path}`, { method: 'POST', redirect: 'manual', headers: { origin: baseUrl, cookie }, body: form });
}

/** The id of the listing a successful add redirected to. */
export function listingIdFrom(response: Response): number {
  const match = /^\/listing\/(\d+)/.exec(response.headers.get('location') ?? '');
  if (!match) throw new Error(`expected a redirect to the new listing, got ${response.status} ${response.headers.get('location')}`);
  return Number(match[1]);
}

/** The addresses of a listing's photos on its page. */
export async function listingPhotoUrls(baseUrl: string, siteId: number): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/listing/${siteId}`)).text();
  return [...new Set(html.match(new RegExp(`/listing/${siteId}/photos/[a-f0-9]{32}-\\d+\\.webp`, 'g')) ?? [])];
}
