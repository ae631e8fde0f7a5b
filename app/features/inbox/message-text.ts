// A message's text as it is shown: plain text, never HTML, with web addresses turned into links.
// Only http(s) addresses become links (a "javascript:" address stays text); a closing bracket or
// a sentence's last punctuation is left out of the address.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
const TRAILING = /[.,;:!?)\]}'"»]+$/;

export function messageParts(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    let address = match[0];
    const trailing = TRAILING.exec(address)?.[0] ?? '';
    // A closing bracket stays with the address when the address opened one itself (Wikipedia-style).
    const keep = trailing.startsWith(')') && address.slice(0, -trailing.length).includes('(') ? 1 : 0;
    address = address.slice(0, address.length - trailing.length + keep);
    if (!address) continue;
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = /^www\./i.test(address) ? `https://${address}` : address;
    parts.push(isWebAddress(href) ? { kind: 'link', text: address, href } : { kind: 'text', text: address });
    last = start + address.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

function isWebAddress(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
