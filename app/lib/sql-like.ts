// Text typed by a visitor inside a LIKE pattern: its own % and _ must match themselves, not "anything".
// PostgreSQL's LIKE takes a backslash as its escape character by default.

/** The text with LIKE's wildcards and its escape character escaped, to put between the pattern's own %. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
