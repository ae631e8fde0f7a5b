// Addresses of uploaded photos. Each photo is stored in a few widths under one random key; pages name
// every width in srcset and pick one for `src`, so a phone never downloads the large one. Where a
// photo is served depends on who may see it: a site's and a dive's through their own routes (a dive's
// only to those who may see the dive, so never from /uploads, where an address alone would open it),
// a centre's photos and logo from /uploads.

export const PHOTO_WIDTHS = [320, 640, 1280] as const;
export const CENTER_LOGO_WIDTH = 256;

export type PhotoRef = { storageKey: string; sizes: readonly number[] };

/** The smallest stored width at least `wanted` wide (or the largest one). */
export function pickWidth(sizes: readonly number[], wanted: number): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  return sorted.find((width) => width >= wanted) ?? sorted[sorted.length - 1] ?? PHOTO_WIDTHS[0];
}

function srcSet(photo: PhotoRef, urlAt: (storageKey: string, width: number) => string): string {
  return [...photo.sizes]
    .sort((a, b) => a - b)
    .map((width) => `${urlAt(photo.storageKey, width)} ${width}w`)
    .join(', ');
}

export function sitePhotoUrl(siteId: number, storageKey: string, width: number): string {
  return `/listing/${siteId}/photos/${storageKey}-${width}.webp`;
}

export function sitePhotoSrcSet(siteId: number, photo: PhotoRef): string {
  return srcSet(photo, (storageKey, width) => sitePhotoUrl(siteId, storageKey, width));
}

/** A site's card photo: cover_photo stores "<key>-<width>", the file chosen when the photos changed. */
export function coverPhotoUrl(siteId: number, cover: string): string {
  return `/listing/${siteId}/photos/${cover}.webp`;
}

export function coverValue(photo: PhotoRef): string {
  return `${photo.storageKey}-${pickWidth(photo.sizes, 640)}`;
}

export function divePhotoUrl(diveId: number, storageKey: string, width: number): string {
  return `/dive/${diveId}/photos/${storageKey}-${width}.webp`;
}

export function divePhotoSrcSet(diveId: number, photo: PhotoRef): string {
  return srcSet(photo, (storageKey, width) => divePhotoUrl(diveId, storageKey, width));
}

/** A dive's photo at about `wanted` pixels wide. */
export function divePhotoAt(diveId: number, photo: PhotoRef, wanted: number): string {
  return divePhotoUrl(diveId, photo.storageKey, pickWidth(photo.sizes, wanted));
}

/** A centre's photo or logo: centers/<key>w<width>.webp in the upload store. */
export function centerImageUrl(storageKey: string, width: number): string {
  return `/uploads/centers/${storageKey}w${width}.webp`;
}

export function centerPhotoSrcSet(photo: PhotoRef): string {
  return srcSet(photo, centerImageUrl);
}

export function centerLogoUrl(storageKey: string): string {
  return centerImageUrl(storageKey, CENTER_LOGO_WIDTH);
}
