// Text kept per language: the reader's language when there is one, else the other language,
// marked so the page can say so and set the right lang attribute.
import type { LocalizedText } from '../../db/schema/sites.ts';

export function pickLocalized(text: LocalizedText | null | undefined, locale: 'en' | 'es'): { text: string; lang: 'en' | 'es'; fallback: boolean } | null {
  const own = text?.[locale]?.trim();
  if (own) return { text: own, lang: locale, fallback: false };
  const otherLocale = locale === 'en' ? 'es' : 'en';
  const other = text?.[otherLocale]?.trim();
  return other ? { text: other, lang: otherLocale, fallback: true } : null;
}
