// Text and numbers for the XML writers.

/** Escapes text for an element or a quoted attribute, dropping characters XML cannot hold at all. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A number with at most `decimals` decimals and no trailing zeros or exponent. */
const FACTORS = [1, 10, 100, 1000, 10_000, 100_000, 1_000_000, 10_000_000];

export function num(value: number, decimals = 3): string {
  const factor = FACTORS[decimals] ?? 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  if (Object.is(rounded, -0)) return '0';
  const text = String(rounded);
  return text.includes('e') ? rounded.toFixed(decimals).replace(/\.?0+$/, '') : text;
}
