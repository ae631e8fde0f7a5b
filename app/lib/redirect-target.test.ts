import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-target.ts';

// Each of these, used as Location, would leave the site (or is not a path at all).
const refused: Array<[label: string, value: unknown]> = [
  ['absolute https URL', 'https://evil.example'],
  ['absolute http URL with a path', 'http://evil.example/account'],
  ['scheme-relative', '//evil.example'],
  ['scheme-relative with a path', '//evil.example/x'],
  ['three slashes', '///evil.example'],
  ['four slashes', '////evil.example'],
  ['dot segment then two slashes', '/.//evil.example'],
  ['parent segment then two slashes', '/a/..//evil.example'],
  ['parent of the root then two slashes', '/..//evil.example'],
  ['dot and parent then two slashes', '/./..//evil.example'],
  ['climbing past the root', '/x/../..//evil.example'],
  ['encoded parent segment', '/%2e%2e//evil.example'],
  ['half-encoded parent segment', '/.%2e//evil.example'],
  ['encoded dot segment', '/%2e//evil.example'],
  ['slash backslash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['slash backslash slash', '/\\/evil.example'],
  ['backslash slash', '\\/evil.example'],
  ['dot backslash', '/.\\evil.example'],
  ['tab between the slashes', '/\t/evil.example'],
  ['newline between the slashes', '/\n/evil.example'],
  ['CRLF between the slashes', '/\r\n/evil.example'],
  ['NUL between the slashes', '/\u0000/evil.example'],
  ['DEL character', '/\u007f/evil.example'],
  ['C1 next-line character', '/\u0085/evil.example'],
  ['header injection', '/account\r\nSet-Cookie: a=b'],
  ['javascript scheme', 'javascript:alert(1)'],
  ['javascript scheme in capitals', 'JavaScript:alert(document.cookie)'],
  ['data URL', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript scheme', 'vbscript:msgbox(1)'],
  ['ftp URL', 'ftp://evil.example/file'],
  ['special scheme without slashes', 'https:evil.example'],
  ['special scheme with one slash', 'http:/evil.example'],
  ['bare host', 'evil.example'],
  ['bare host with a path', 'evil.example/account'],
  ['leading space', ' /account'],
  ['leading tab', '\t/account'],
  ['leading space before two slashes', ' //evil.example'],
  ['encoded host after two slashes', '//%65vil.example'],
  ['user info', '//user@evil.example'],
  ['empty', ''],
  ['too long', `/${'a'.repeat(2000)}`],
  ['null', null],
  ['undefined', undefined],
  ['number', 42],
  ['object', { toString: () => '/account' }],
  ['array', ['/account']],
];

// Paths on this site are kept, in their normalised form.
const kept: Array<[value: string, expected: string]> = [
  ['/', '/'],
  ['/account', '/account'],
  ['/account/settings?tab=1#sessions', '/account/settings?tab=1#sessions'],
  ['/listing/12#reviews', '/listing/12#reviews'],
  ['/a/../account', '/account'],
  ['/./account', '/account'],
  ['/explore?q=blue hole', '/explore?q=blue%20hole'],
  ['/search?next=//evil.example', '/search?next=//evil.example'],
  ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ['/%5c%5cevil.example', '/%5c%5cevil.example'],
  ['/user/añadir', '/user/a%C3%B1adir'],
];

describe('safeRedirectPath', () => {
  it.each(refused)('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value, '/fallback')).toBe('/fallback');
    expect(safeRedirectPath(value)).toBeNull();
  });

  it.each(kept)('keeps %s', (value, expected) => {
    expect(safeRedirectPath(value, '/fallback')).toBe(expected);
  });

  it('never returns something a browser would read as another origin', () => {
    for (const [, value] of [...refused, ...kept.map((entry) => ['', entry[0]] as [string, unknown])]) {
      const target = safeRedirectPath(value, '/');
      expect(new URL(target, 'https://diveatlas.example').origin).toBe('https://diveatlas.example');
      expect(target.startsWith('//')).toBe(false);
    }
  });
});
