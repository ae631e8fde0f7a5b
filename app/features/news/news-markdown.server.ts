// The one Markdown renderer of news articles: `marked` turns the editor's Markdown into HTML, then
// `sanitize-html` keeps only an allow-list of tags and attributes. No script, style, iframe or
// form survives, nor any on* attribute, nor a link or image whose address is not http(s), mailto or
// a path on this site; links to other sites get rel="nofollow noopener noreferrer ugc". Images
// must be on this site (no third-party request, DESIGN.md). The live preview calls this too, so what
// the editor sees is what readers get.
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'strong', 'em', 'del', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height', 'loading'], th: ['align'], td: ['align'], ol: ['start'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The article's title is its page's h1: headings inside start at h2.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^(https?:)?\/\//i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'nofollow noopener noreferrer ugc' } : { ...attribs, rel: '' } };
    },
    // Every image has a text alternative, empty when the writer gave none (a decorative image).
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy' } }),
  },
  // Images only from this site: a path, never another host.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(?!\/)/.test(frame.attribs.src ?? ''),
};

/** An article's Markdown as safe HTML. */
export function renderMarkdown(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, SANITIZE).replace(/ rel=""/g, '');
}

/** Plain text of an article's Markdown, for summaries and the feed when none was written. */
export function markdownToText(source: string, maxLength = 300): string {
  const text = sanitizeHtml(markdown.parse(source) as string, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
