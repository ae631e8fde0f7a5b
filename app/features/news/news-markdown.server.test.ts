// Stored XSS attempts in an article's Markdown come out inert: no script, no handler, no unsafe link.
import { describe, expect, it } from 'vitest';
import { markdownToText, renderMarkdown } from './news-markdown.server.ts';

describe('the news Markdown renderer', () => {
  it('renders Markdown: headings from h2, emphasis, lists, links, code and tables', () => {
    const html = renderMarkdown('# Title\n\nSome *soft* and **strong** text with [a link](https://example.org/page) and `code`.\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<em>soft</em>');
    expect(html).toContain('<strong>strong</strong>');
    expect(html).toContain('<a href="https://example.org/page" rel="nofollow noopener noreferrer ugc">a link</a>');
    expect(html).toContain('<code>code</code>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>1</td>');
  });

  it('keeps links within the site without rel, and images only from the site', () => {
    const html = renderMarkdown('[Explore](/explore) ![Reef](/uploads/news/abcdefabcdefabcdw640.webp) ![Tracker](https://tracker.example/pixel.png)');
    expect(html).toContain('<a href="/explore">Explore</a>');
    expect(html).toContain('<img src="/uploads/news/abcdefabcdefabcdw640.webp" alt="Reef" loading="lazy" />');
    expect(html).not.toContain('tracker.example');
    expect(renderMarkdown('<img src="/a.png">')).toContain('<img src="/a.png" alt="" loading="lazy" />');
  });

  it.each([
    ['a script element', '<script>alert(1)</script>Hello'],
    ['an inline event handler', '<img src="/x.png" onerror="alert(1)"><p onclick="alert(1)">Hi</p>'],
    ['a javascript: link', '[click](javascript:alert(1))'],
    ['an encoded javascript: link', '<a href="jav&#x61;script:alert(1)">x</a>'],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>'],
    ['a style element and attribute', '<style>body{display:none}</style><p style="position:fixed">x</p>'],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>'],
    ['a form', '<form action="https://evil.example"><input name="password"></form>'],
    ['a protocol-relative image', '![x](//evil.example/x.png)'],
  ])('makes %s inert', (_label, source) => {
    const html = renderMarkdown(source).toLowerCase();
    expect(html).not.toMatch(/<script|<iframe|<style|<svg|<form|<input|\son\w+=|javascript:|data:text|style=|evil\.example/);
  });

  it('gives plain text for summaries, cut at a word', () => {
    expect(markdownToText('# Hi\n\nA **bold** <b>move</b> & more.')).toBe('Hi A bold move & more.');
    expect(markdownToText('word '.repeat(100), 20)).toMatch(/…$/);
  });
});
