// Addresses of a site's photos. Each photo exists in a few widths (see PHOTO_WIDTHS); pages pick
// one with srcset so a phone never downloads the large one.

export const PHOTO_WIDTHS = [320, 640, 1280] as const;

export type PhotoRef = { storageKey: string; sizes: readonly number[] };

export function sitePhotoUrl(siteId: number, storageKey: string, width: number): string {
  return `/listing/${siteId}/photos/${storageKey}-${width}.webp`;
}

/** The smallest stored width at least `wanted` wide (or the largest one). */
export function pickWidth(sizes: readonly number[], wanted: number): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  return sorted.find((width) => width >= wanted) ?? sorted[sorted.length - 1] ?? PHOTO_WIDTHS[0];
}

export function sitePhotoSrcSet(siteId: number, photo: PhotoRef): string {
  return [...photo.sizes]
    .sort((a, b) => a - b)
    .map((width) => `${sitePhotoUrl(siteId, photo.storageKey, width)} ${width}w`)
    .join(', ');
}

/** The card photo: cover_photo stores "<key>-<width>", the file chosen when the photos changed. */
export function coverPhotoUrl(siteId: number, cover: string): string {
  return `/listing/${siteId}/photos/${cover}.webp`;
}

export function coverValue(photo: PhotoRef): string {
  return `${photo.storageKey}-${pickWidth(photo.sizes, 640)}`;
}
