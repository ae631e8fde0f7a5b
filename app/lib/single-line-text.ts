// The field schema of one line of text: a title, a name, a subject, a place. Such a value ends up
// where a line break does harm: an email's Subject header (what follows a break reads as a header of
// its own), a page's <title> and social tags, a calendar entry's SUMMARY, one line of a list. A text
// input in a browser cannot send a line break, so one comes from a crafted request: it is refused
// with a message beside the field, never mended in silence.
import { z } from 'zod';

/** A newline (the body reader makes CR LF and a lone CR one), and Unicode's line and paragraph separators. */
const LINE_BREAK = /[\n\r\u2028\u2029]/;

export function hasLineBreak(text: string): boolean {
  return LINE_BREAK.test(text);
}

/** Text for a one-line place (an email's subject), its line breaks made spaces: for text stored before this schema refused them. */
export function onOneLine(text: string): string {
  return text.replace(/\s*[\n\r\u2028\u2029]+\s*/g, ' ').trim();
}

/**
 * Trimmed text on one line; chain its bounds (`singleLineText().min(2, key).max(120, key)`).
 * `typeError` is the message when the field is missing altogether.
 */
export function singleLineText(typeError?: string) {
  return z
    .string(typeError ? { error: typeError } : undefined)
    .trim()
    .refine((value) => !hasLineBreak(value), { error: 'common.form.oneLine' });
}
