import { describe, expect, it } from 'vitest';
import { isStorageKey, uploadKeyFromUrl } from './storage.server.ts';

describe('upload checks', () => {
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
