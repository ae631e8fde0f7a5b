import { describe, expect, it } from 'vitest';
import { messageParts } from './message-text.ts';

describe('message text', () => {
  it('makes web addresses links and leaves everything else as text', () => {
    expect(messageParts('See https://example.com/boat, then www.example.org.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/boat', href: 'https://example.com/boat' },
      { kind: 'text', text: ', then ' },
      { kind: 'link', text: 'www.example.org', href: 'https://www.example.org' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('never makes a link of other schemes, and keeps markup as plain text', () => {
    expect(messageParts('javascript:alert(1) <b>hi</b> <a href="x">y</a>')).toEqual([{ kind: 'text', text: 'javascript:alert(1) <b>hi</b> <a href="x">y</a>' }]);
    expect(messageParts('http://localhost/admin')).toEqual([{ kind: 'text', text: 'http://localhost/admin' }]);
  });

  it('keeps a bracket that belongs to the address', () => {
    expect(messageParts('(see https://en.wikipedia.org/wiki/Reef_(disambiguation))')[1]).toEqual({ kind: 'link', text: 'https://en.wikipedia.org/wiki/Reef_(disambiguation)', href: 'https://en.wikipedia.org/wiki/Reef_(disambiguation)' });
  });
});
