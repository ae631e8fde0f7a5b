import { describe, expect, it } from 'vitest';
import { multipartBoundary, readMultipartForm, type MultipartLimits } from './multipart.server.ts';

const LIMITS: MultipartLimits = { maxFileBytes: 1000, maxFiles: 2, maxTextBytes: 10_000, maxBodyBytes: 100_000 };

function post(form: FormData): Request {
  return new Request('http://localhost/form', { method: 'POST', body: form });
}

/** A body delivered in small pieces, so boundaries fall across chunks. */
async function chunked(form: FormData, size: number): Promise<Request> {
  const original = post(form);
  const bytes = new Uint8Array(await original.arrayBuffer());
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let offset = 0; offset < bytes.byteLength; offset += size) controller.enqueue(bytes.slice(offset, offset + size));
      controller.close();
    },
  });
  return new Request('http://localhost/form', { method: 'POST', body, headers: { 'content-type': original.headers.get('content-type')! }, duplex: 'half' } as RequestInit);
}

const file = (bytes: number, name: string) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/jpeg' });

describe('reading a multipart form with a limit per file', () => {
  it('keeps the text fields and the files within the limit, and refuses a file over it', async () => {
    const form = new FormData();
    form.append('name', 'Canyon Reef «ñ»');
    form.append('photos', file(400, 'small.jpg'));
    form.append('photos', file(5000, 'huge.jpg'));
    form.append('source', 'My own dives');
    const result = await readMultipartForm(post(form), LIMITS);
    expect(result.form.get('name')).toBe('Canyon Reef «ñ»');
    expect(result.form.get('source')).toBe('My own dives');
    const photos = result.form.getAll('photos') as File[];
    expect(photos.map((photo) => [photo.name, photo.size, photo.type])).toEqual([['small.jpg', 400, 'image/jpeg']]);
    expect(new Uint8Array(await photos[0]!.arrayBuffer()).every((byte) => byte === 7)).toBe(true);
    expect(result.refused).toEqual([{ field: 'photos', fileName: 'huge.jpg', problem: 'tooLarge' }]);
    expect(result.truncated).toBe(false);
  });

  it('reads the same form whatever the chunk sizes', async () => {
    for (const size of [1, 7, 64, 1000]) {
      const form = new FormData();
      form.append('lat', '27.81');
      form.append('photos', file(999, 'a.jpg'));
      form.append('lng', '33.92');
      const result = await readMultipartForm(await chunked(form, size), LIMITS);
      expect([result.form.get('lat'), result.form.get('lng'), (result.form.get('photos') as File).size]).toEqual(['27.81', '33.92', 999]);
    }
  });

  it('refuses files past the count, and an empty file input counts for nothing', async () => {
    const boundary = 'xyz';
    const part = (disposition: string, body: string) => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: image/jpeg\r\n\r\n${body}\r\n`;
    // As a browser sends it: an empty file input is a part with an empty file name and no bytes.
    const body = [part('name="photos"; filename=""', ''), ...['1.jpg', '2.jpg', '3.jpg'].map((name) => part(`name="photos"; filename="${name}"`, 'jpeg')), `--${boundary}--\r\n`].join('');
    const request = new Request('http://localhost/form', { method: 'POST', body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    const result = await readMultipartForm(request, LIMITS);
    expect((result.form.getAll('photos') as File[]).map((photo) => [photo.name, photo.size])).toEqual([['', 0], ['1.jpg', 4], ['2.jpg', 4]]);
    expect(result.refused).toEqual([{ field: 'photos', fileName: '3.jpg', problem: 'tooMany' }]);
  });

  it('stops at the body limit and keeps what came before it', async () => {
    const form = new FormData();
    form.append('name', 'Kept');
    form.append('photos', file(5000, 'endless.jpg'));
    form.append('after', 'lost');
    const result = await readMultipartForm(await chunked(form, 256), { ...LIMITS, maxBodyBytes: 2000 });
    expect(result.truncated).toBe(true);
    expect(result.form.get('name')).toBe('Kept');
    expect(result.form.get('after')).toBeNull();
    expect(result.refused).toEqual([{ field: 'photos', fileName: 'endless.jpg', problem: 'tooLarge' }]);
  });

  it('reads the body to its end, even past a limit: cancelling it would close the connection before the answer', async () => {
    const form = new FormData();
    form.append('name', 'Kept');
    form.append('photos', file(5000, 'endless.jpg'));
    const original = post(form);
    const bytes = new Uint8Array(await original.arrayBuffer());
    let cancelled = false;
    let delivered = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (delivered >= bytes.byteLength) return controller.close();
        controller.enqueue(bytes.slice(delivered, delivered + 512));
        delivered += 512;
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request('http://localhost/form', { method: 'POST', body, headers: { 'content-type': original.headers.get('content-type')! }, duplex: 'half' } as RequestInit);
    const result = await readMultipartForm(request, { ...LIMITS, maxBodyBytes: 2000 });
    expect(result.truncated).toBe(true);
    expect(result.form.get('name')).toBe('Kept');
    expect(cancelled).toBe(false);
    expect(delivered).toBeGreaterThanOrEqual(bytes.byteLength);
  });

  it('reads a form without files as usual', async () => {
    const request = new Request('http://localhost/form', { method: 'POST', body: new URLSearchParams({ intent: 'delete' }) });
    expect((await readMultipartForm(request, LIMITS)).form.get('intent')).toBe('delete');
  });

  it('finds the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeNull();
  });
});
