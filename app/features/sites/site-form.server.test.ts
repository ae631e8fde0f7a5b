import { describe, expect, it } from 'vitest';
import { MAX_SITE_PHOTO_BYTES, MAX_SITE_PHOTOS } from '../../lib/upload-limits.ts';
import { readSiteSubmission } from './site-form.server.ts';

const BOUNDARY = '----sitesubmission';
const encoder = new TextEncoder();

/**
 * A submission as a browser streams it, with one photo of `photoBytes` between the text fields,
 * generated as it is read so the test holds no large buffer.
 */
function submission(fields: Record<string, string>, photoBytes: number): Request {
  const text = (name: string, value: string) => encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const before = Object.entries(fields).map(([name, value]) => text(name, value));
  const pieces: Array<Uint8Array | number> = [
    ...before,
    encoder.encode(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="photos"; filename="panorama.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photoBytes,
    encoder.encode(`\r\n`),
    text('intent', 'save'),
    encoder.encode(`--${BOUNDARY}--\r\n`),
  ];
  const chunk = new Uint8Array(1024 * 1024).fill(0xab);
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = pieces.shift();
      if (next === undefined) return controller.close();
      if (typeof next !== 'number') return controller.enqueue(next);
      controller.enqueue(next > chunk.byteLength ? chunk : chunk.subarray(0, next));
      if (next > chunk.byteLength) pieces.unshift(next - chunk.byteLength);
    },
  });
  return new Request('http://localhost/add-listing', {
    method: 'POST',
    body,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    duplex: 'half',
  } as RequestInit);
}

describe('reading a listing submission with a photo that is too large', () => {
  const typed = { name: 'Blue Hole Arch', lat: '28.5722', lng: '34.5372', descriptionEn: 'Through the arch at 56 m.', sourceTitle: 'My own dives' };

  it('keeps everything typed and says the photo was too large, even past the size of a full set of photos', async () => {
    const result = await readSiteSubmission(submission(typed, MAX_SITE_PHOTOS * MAX_SITE_PHOTO_BYTES + 1024 * 1024), { memberId: 'member-1' });
    expect(result.values).toMatchObject(typed);
    expect(result.form.get('intent')).toBe('save');
    expect(result.staged).toEqual([]);
    expect(result.photoError).toBe('sites.form.error.photoTooLarge');
  });

  it('refuses a photo just over the per-photo limit the form states', async () => {
    const result = await readSiteSubmission(submission(typed, MAX_SITE_PHOTO_BYTES + 1), { memberId: 'member-1' });
    expect(result.values.name).toBe('Blue Hole Arch');
    expect(result.photoError).toBe('sites.form.error.photoTooLarge');
  });
});
