// The one pipeline every uploaded image goes through (avatars, dive-site photos, centre photos and
// logos): the type is read from the bytes (never the name), the file and pixel counts are capped,
// and sharp re-encodes it to WebP in the sizes the caller asks for. Re-encoding drops every
// metadata block (EXIF, GPS position, camera serials); the EXIF orientation is applied first so
// the picture stays upright. Storing the output is the caller's (through storage.server.ts).
import sharp from 'sharp';
import { UploadError } from './storage.server.ts';
import { MAX_IMAGE_PIXELS } from './upload-limits.ts';

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image format from the file's first bytes (its "magic number"), whatever its name says. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const at = (offset: number, ...values: number[]) => values.every((value, i) => bytes[offset + i] === value);
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
}

/**
 * What to make of an upload. `inside`: each width no larger than the original (the smallest is
 * always made), height by aspect ratio. `cover` and `square` make one square per width, cropped to
 * fill it or padded with transparency (logos, never cropped).
 */
export type ImageRecipe = { maxBytes: number; widths: readonly number[]; fit: 'inside' | 'cover' | 'square' };

/** `size`: the width asked for (it names the file); `width` and `height`: what came out (never enlarged). */
export type ImageVariant = { size: number; width: number; height: number; bytes: Buffer };
/** `width` and `height` are the original's, upright; `variants` go from the smallest width up. */
export type PreparedImage = { width: number; height: number; variants: ImageVariant[] };

const WEBP_QUALITY = 80;

function decoder(bytes: Uint8Array) {
  return sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
}

/** Checks an uploaded file and re-encodes it as the recipe says; throws UploadError for anything a member should hear about. */
export async function prepareImage(file: File, recipe: ImageRecipe): Promise<PreparedImage> {
  if (file.size > recipe.maxBytes) throw new UploadError('tooLarge', `The file is ${file.size} bytes; the limit is ${recipe.maxBytes}`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!detectImageType(bytes)) throw new UploadError('notAnImage', 'The file is not a JPEG, PNG or WebP image');

  let width: number;
  let height: number;
  try {
    const meta = await decoder(bytes).metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) throw new Error(`${meta.width} × ${meta.height} pixels is over the limit of ${MAX_IMAGE_PIXELS}`);
    // EXIF orientations 5 to 8 turn the picture a quarter: width and height swap once applied.
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
  } catch (error) {
    throw new UploadError('unreadable', `The image could not be decoded: ${(error as Error).message}`);
  }

  const widths = [...recipe.widths].sort((a, b) => a - b);
  const wanted = recipe.fit === 'inside' ? widths.filter((target, index) => index === 0 || target <= width) : widths;
  const variants: ImageVariant[] = [];
  try {
    for (const target of wanted) {
      // rotate() with no angle applies the EXIF orientation; the WebP output carries no metadata.
      const upright = decoder(bytes).rotate();
      const resized =
        recipe.fit === 'inside'
          ? upright.resize({ width: target, withoutEnlargement: true })
          : recipe.fit === 'cover'
            ? upright.resize(target, target, { fit: 'cover' })
            : upright.resize(target, target, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } });
      const { data, info } = await resized.webp({ quality: WEBP_QUALITY }).toBuffer({ resolveWithObject: true });
      variants.push({ size: target, width: info.width, height: info.height, bytes: data });
    }
  } catch (error) {
    throw new UploadError('unreadable', `The image could not be re-encoded: ${(error as Error).message}`);
  }
  return { width, height, variants };
}
