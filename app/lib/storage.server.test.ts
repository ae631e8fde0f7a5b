import { describe, expect, it } from 'vitest';
import { detectImageType } from './images.server.ts';
import { isStorageKey, uploadKeyFromUrl } from './storage.server.ts';

describe('upload checks', () => {
  it('recognise JPEG, PNG and WebP by their first bytes, not their names', () => {
    expect(detectImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectImageType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(detectImageType(new TextEncoder().encode('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(detectImageType(new TextEncoder().encode('GIF89a'))).toBeNull();
    expect(detectImageType(new TextEncoder().encode('just some text named photo.png'))).toBeNull();
  });

  it('only map addresses we could have written back to storage keys', () => {
    expect(uploadKeyFromUrl('/uploads/avatars/0123456789abcdef0123456789abcdef.webp')).toBe('avatars/0123456789abcdef0123456789abcdef.webp');
    expect(uploadKeyFromUrl('/uploads/avatars/../../secrets.json')).toBeNull();
    expect(uploadKeyFromUrl('https://elsewhere.example/a.webp')).toBeNull();
    expect(uploadKeyFromUrl(null)).toBeNull();
  });

  it('accept only relative keys made of safe segments, so no driver can be sent outside its folder or bucket prefix', () => {
    expect(isStorageKey('site-photos/12/0123456789abcdef0123456789abcdef-640.webp')).toBe(true);
    expect(isStorageKey('site-photos/staged/0123456789abcdef0123456789abcdef.json')).toBe(true);
    for (const key of ['', '/etc/passwd', '../secrets.json', 'avatars/../../x.webp', 'avatars//x.webp', 'avatars/.hidden', 'Avatars/x.webp', 'avatars/x.webp.123.tmp', 'a\\b', 'avatars/x y.webp']) {
      expect(isStorageKey(key), key).toBe(false);
    }
  });
});
