// Addresses of a dive's photos. They are served by the dive's own route, which answers only those who
// may see the dive (never from /uploads, where an address alone would open them). Each photo exists
// in the widths of the sites' photos; pages pick one with srcset.
import { PHOTO_WIDTHS, pickWidth } from '../sites/site-photo-urls.ts';

export const DIVE_PHOTO_WIDTHS = PHOTO_WIDTHS;

export type DivePhotoRef = { storageKey: string; sizes: readonly number[] };

export function divePhotoUrl(diveId: number, storageKey: string, width: number): string {
  return `/dive/${diveId}/photos/${storageKey}-${width}.webp`;
}

export function divePhotoSrcSet(diveId: number, photo: DivePhotoRef): string {
  return [...photo.sizes]
    .sort((a, b) => a - b)
    .map((width) => `${divePhotoUrl(diveId, photo.storageKey, width)} ${width}w`)
    .join(', ');
}

/** The photo at about `wanted` pixels wide. */
export function divePhotoAt(diveId: number, photo: DivePhotoRef, wanted: number): string {
  return divePhotoUrl(diveId, photo.storageKey, pickWidth(photo.sizes, wanted));
}
