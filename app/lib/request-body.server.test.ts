import { isRouteErrorResponse } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { BodyLimit } from './body-limits.ts';
import { cleanText, multipartBoundary, readForm } from './request-body.server.ts';

const LIMIT: BodyLimit = { maxBytes: 100_000, maxTextBytes: 10_000, maxFileBytes: 1000, maxFiles: 2 };

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  return new Request('http://localhost/form', { method: 'POST', body, headers });
}

/** A body delivered in small pieces, so boundaries fall across chunks; `onCancel` tells if it was cut. */
async function chunked(form: FormData, size: number, watch: { cancelled?: boolean; delivered?: number } = {}): Promise<Request> {
  const original = post(form);
  const bytes = new Uint8Array(await original.arrayBuffer());
  watch.delivered = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (watch.delivered! >= bytes.byteLength) return controller.close();
      controller.enqueue(bytes.slice(watch.delivered, watch.delivered! + size));
      watch.delivered! += size;
    },
    cancel() {
      watch.cancelled = true;
    },
  });
  return new Request('http://localhost/form', { method: 'POST', body, headers: { 'content-type': original.headers.get('content-type')! }, duplex: 'half' } as RequestInit);
}

/** The status of the error page a refused body answers with. */
async function refusal(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
  } catch (error) {
    // React Router's data() is thrown: it carries the status of the page.
    const init = (error as { init?: { status?: number } }).init;
    if (init?.status) return init.status;
    if (isRouteErrorResponse(error)) return error.status;
    throw error;
  }
  throw new Error('the body was read');
}

const file = (bytes: number, name: string) => new File([new Uint8Array(bytes).fill(7)], name, { type: 'image/jpeg' });

describe('reading a multipart form with a limit per file', () => {
  it('keeps the text fields and the files within the limit, and refuses a file over it', async () => {
    const form = new FormData();
    form.append('name', 'Canyon Reef «ñ»');
    form.append('photos', file(400, 'small.jpg'));
    form.append('photos', file(5000, 'huge.jpg'));
    form.append('source', 'My own dives');
    const result = await readForm(post(form), LIMIT);
    expect(result.form.get('name')).toBe('Canyon Reef «ñ»');
    expect(result.form.get('source')).toBe('My own dives');
    const photos = result.form.getAll('photos') as File[];
    expect(photos.map((photo) => [photo.name, photo.size, photo.type])).toEqual([['small.jpg', 400, 'image/jpeg']]);
    expect(new Uint8Array(await photos[0]!.arrayBuffer()).every((byte) => byte === 7)).toBe(true);
    expect(result.refused).toEqual([{ field: 'photos', fileName: 'huge.jpg', problem: 'tooLarge' }]);
  });

  it('reads the same form whatever the chunk sizes', async () => {
    for (const size of [1, 7, 64, 1000]) {
      const form = new FormData();
      form.append('lat', '27.81');
      form.append('photos', file(999, 'a.jpg'));
      form.append('lng', '33.92');
      const result = await readForm(await chunked(form, size), LIMIT);
      expect([result.form.get('lat'), result.form.get('lng'), (result.form.get('photos') as File).size]).toEqual(['27.81', '33.92', 999]);
    }
  });

  it('refuses files past the count, and an empty file input counts for nothing', async () => {
    const boundary = 'xyz';
    const part = (disposition: string, body: string) => `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\nContent-Type: image/jpeg\r\n\r\n${body}\r\n`;
    // As a browser sends it: an empty file input is a part with an empty file name and no bytes.
    const body = [part('name="photos"; filename=""', ''), ...['1.jpg', '2.jpg', '3.jpg'].map((name) => part(`name="photos"; filename="${name}"`, 'jpeg')), `--${boundary}--\r\n`].join('');
    const result = await readForm(post(body, { 'content-type': `multipart/form-data; boundary=${boundary}` }), LIMIT);
    expect((result.form.getAll('photos') as File[]).map((photo) => [photo.name, photo.size])).toEqual([['', 0], ['1.jpg', 4], ['2.jpg', 4]]);
    expect(result.refused).toEqual([{ field: 'photos', fileName: '3.jpg', problem: 'tooMany' }]);
  });

  it('answers 413 past the body limit, after reading the rest so the browser gets the page', async () => {
    const form = new FormData();
    form.append('name', 'Kept');
    form.append('photos', file(5000, 'endless.jpg'));
    const watch: { cancelled?: boolean; delivered?: number } = {};
    const request = await chunked(form, 512, watch);
    expect(await refusal(readForm(request, { ...LIMIT, maxBytes: 2000 }))).toBe(413);
    expect(watch.cancelled).toBeUndefined();
    expect(watch.delivered).toBeGreaterThan(5000);
  });

  it('answers 413 at once when the announced length is over the limit', async () => {
    const request = post('x'.repeat(20), { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(100 * 1024 * 1024) });
    expect(await refusal(readForm(request, LIMIT))).toBe(413);
  });

  it('answers 413 when the text fields together pass their limit', async () => {
    const form = new FormData();
    form.append('bio', 'x'.repeat(20_000));
    expect(await refusal(readForm(post(form), LIMIT))).toBe(413);
  });

  it('answers 400 for a body cut off inside a part, or a part header that never ends', async () => {
    const boundary = 'cut';
    const headers = { 'content-type': `multipart/form-data; boundary=${boundary}` };
    expect(await refusal(readForm(post(`--${boundary}\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end`, headers), LIMIT))).toBe(400);
    expect(await refusal(readForm(post(`--${boundary}\r\nX: ${'y'.repeat(20_000)}`, headers), LIMIT))).toBe(400);
  });

  it('finds the boundary, quoted or not', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc123')).toBe('----abc123');
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/x-www-form-urlencoded')).toBeNull();
  });
});

describe('reading an urlencoded form', () => {
  it('reads the fields, tolerates broken percent-encoding and cleans control characters', async () => {
    const request = post('name=Blue%00Hole%07&bio=line%0D%0Anext%09tab&broken=%E0%A4&intent=save', { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' });
    const { form } = await readForm(request);
    expect(form.get('name')).toBe('BlueHole');
    expect(form.get('bio')).toBe('line\nnext\ttab');
    expect(form.get('broken')).toBe('\uFFFD');
    expect(form.get('intent')).toBe('save');
  });

  it('reads an empty form (a button alone) as an empty form', async () => {
    const { form } = await readForm(post('', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect([...form.keys()]).toEqual([]);
  });

  it('answers 413 past the default limit, whatever the body claims', async () => {
    expect(await refusal(readForm(post(`bio=${'x'.repeat(100_000)}`, { 'content-type': 'application/x-www-form-urlencoded' })))).toBe(413);
  });
});

describe('a body that is not a form', () => {
  it('answers 400 with no body and 415 for JSON, text or no content type', async () => {
    expect(await refusal(readForm(post(null)))).toBe(400);
    expect(await refusal(readForm(post('{"email":"a@b.c"}', { 'content-type': 'application/json' })))).toBe(415);
    expect(await refusal(readForm(post('email=a', { 'content-type': 'text/plain' })))).toBe(415);
    expect(await refusal(readForm(post('email=a')))).toBe(415);
    expect(await refusal(readForm(post('--x\r\n', { 'content-type': 'multipart/form-data' })))).toBe(400);
  });
});

describe('cleaning text', () => {
  it('removes NUL and other control characters, keeps tab and newline and every other character', () => {
    expect(cleanText('a\u0000b\u0008c\u001bd\u007fe\u0085f')).toBe('abcdef');
    expect(cleanText('one\r\ntwo\rthree\n\tfour')).toBe('one\ntwo\nthree\n\tfour');
    expect(cleanText('Buceo en «Cabo de Palos» 🐠 ñ')).toBe('Buceo en «Cabo de Palos» 🐠 ñ');
  });
});
