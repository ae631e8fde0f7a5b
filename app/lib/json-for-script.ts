// JSON inside an inline <script> (structured data for search engines): "<" is escaped so no text in
// the data can close the script early, and the two line separators JavaScript once refused too.
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
