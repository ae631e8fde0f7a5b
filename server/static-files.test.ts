import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './static-files.ts';

describe('choosing the precompressed copy for an Accept-Encoding header', () => {
  const both = { br: true, gzip: true };

  it('prefers brotli when the browser accepts both equally, in whatever order it lists them', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('br, gzip', both)).toBe('br');
  });

  it('follows the q-values, and never sends what the client refuses', () => {
    expect(chooseEncoding('br;q=0.5, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('*;q=0.1, br;q=0', both)).toBe('gzip');
  });

  it('falls back to the copy that exists', () => {
    expect(chooseEncoding('gzip, br', { br: false, gzip: true })).toBe('gzip');
    expect(chooseEncoding('br', { br: false, gzip: true })).toBeUndefined();
  });
});
