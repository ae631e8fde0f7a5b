import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Exif } from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType, prepareImage, type ImageRecipe } from './images.server.ts';
import { UploadError } from './storage.server.ts';
import { MAX_IMAGE_PIXELS } from './upload-limits.ts';

const PHOTO: ImageRecipe = { maxBytes: 2 * 1024 * 1024, widths: [320, 640, 1280], fit: 'inside' };

async function jpeg(width: number, height: number, exif: Exif = {}, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation })
    .withExifMerge(exif)
    .toBuffer();
}

const fileOf = (bytes: Uint8Array, name = 'photo.jpg', type = 'image/jpeg') => new File([new Uint8Array(bytes)], name, { type });

/** A PNG whose header claims `width` × `height` pixels, with almost no data behind it. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

describe('the image pipeline', () => {
  it('recognises JPEG, PNG and WebP by their first bytes, not their names', () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
  });

  it('takes a picture whatever its name says, and refuses a file that only claims to be one', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a78c8' } }).png().toBuffer();
    await expect(prepareImage(fileOf(png, 'photo.gif', 'image/gif'), PHOTO)).resolves.toMatchObject({ width: 400, height: 300 });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    await expect(prepareImage(fileOf(svg), PHOTO)).rejects.toMatchObject({ problem: 'notAnImage' });
  });

  it('refuses a file over the byte limit before reading it', async () => {
    const big = new File([new Uint8Array(PHOTO.maxBytes + 1)], 'big.jpg');
    const refusal = prepareImage(big, PHOTO);
    await expect(refusal).rejects.toBeInstanceOf(UploadError);
    await expect(refusal).rejects.toMatchObject({ problem: 'tooLarge' });
  });

  it('refuses a small file that claims more pixels than the limit (a decompression bomb)', async () => {
    const bomb = pngClaiming(10_000, 10_000);
    expect(bomb.byteLength).toBeLessThan(200);
    expect(10_000 * 10_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    await expect(prepareImage(fileOf(bomb, 'bomb.png', 'image/png'), PHOTO)).rejects.toMatchObject({ problem: 'unreadable', message: expect.stringMatching(/pixel limit|over the limit/) });
  });

  it('strips EXIF and GPS data and turns the picture upright', async () => {
    // Orientation 6: the camera was turned a quarter; the stored picture is 200 wide and 300 high.
    const original = await jpeg(300, 200, { IFD0: { Artist: 'Test Diver' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 30/1 0/1' } }, 6);
    expect(await sharp(original).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const image = await prepareImage(fileOf(original), PHOTO);
    expect({ width: image.width, height: image.height }).toEqual({ width: 200, height: 300 });
    const variant = image.variants[0]!;
    const meta = await sharp(variant.bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, orientation: meta.orientation }).toEqual({
      format: 'webp',
      width: 200,
      height: 300,
      exif: undefined,
      orientation: undefined,
    });
  });

  it('makes each width no larger than the original, and at least the smallest one', async () => {
    const wide = await prepareImage(fileOf(await jpeg(800, 600)), PHOTO);
    expect(wide.variants.map(({ size, width, height }) => [size, width, height])).toEqual([
      [320, 320, 240],
      [640, 640, 480],
    ]);
    const small = await prepareImage(fileOf(await jpeg(200, 100)), PHOTO);
    expect(small.variants.map(({ size, width }) => [size, width])).toEqual([[320, 200]]);
  });

  it('crops squares for avatars and pads them for logos, never cropping a logo', async () => {
    const banner = fileOf(await jpeg(500, 200));
    const avatar = await prepareImage(banner, { maxBytes: PHOTO.maxBytes, widths: [256], fit: 'cover' });
    expect(avatar.variants.map(({ width, height }) => [width, height])).toEqual([[256, 256]]);
    const logo = await prepareImage(banner, { maxBytes: PHOTO.maxBytes, widths: [256], fit: 'square' });
    const meta = await sharp(logo.variants[0]!.bytes).metadata();
    expect({ width: meta.width, height: meta.height, hasAlpha: meta.hasAlpha }).toEqual({ width: 256, height: 256, hasAlpha: true });
    // The padding above and below the picture is transparent.
    const { data } = await sharp(logo.variants[0]!.bytes).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });
});
