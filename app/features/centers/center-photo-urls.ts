// Addresses of a centre's images. Photos and logos are uploads (served by /uploads/...), stored in
// a few widths under one random key: centers/<key>w<width>.webp.

export const CENTER_PHOTO_WIDTHS = [320, 640, 1280] as const;
export const CENTER_LOGO_WIDTH = 256;

export function centerImageUrl(storageKey: string, width: number): string {
  return `/uploads/centers/${storageKey}w${width}.webp`;
}

/** The smallest stored width at least `wanted` wide (or the largest one). */
export function pickCenterWidth(sizes: readonly number[], wanted: number): number {
  const sorted = [...sizes].sort((a, b) => a - b);
  return sorted.find((width) => width >= wanted) ?? sorted[sorted.length - 1] ?? CENTER_PHOTO_WIDTHS[0];
}

export function centerPhotoSrcSet(photo: { storageKey: string; sizes: readonly number[] }): string {
  return [...photo.sizes]
    .sort((a, b) => a - b)
    .map((width) => `${centerImageUrl(photo.storageKey, width)} ${width}w`)
    .join(', ');
}

export function centerLogoUrl(storageKey: string): string {
  return centerImageUrl(storageKey, CENTER_LOGO_WIDTH);
}
