// Helpers for readers' `detect`.

/** Whether a file name ends with one of these extensions (a weak hint: content decides). */
export function hasExtension(fileName: string | null, extensions: readonly string[]): boolean {
  if (!fileName) return false;
  const lower = fileName.toLowerCase();
  return extensions.some((ext) => lower.endsWith(ext));
}

/** The first bytes as text (Latin-1, so any byte is a character), for looking for markers. */
export function headText(head: Uint8Array, bytes = 4096): string {
  return new TextDecoder('latin1').decode(head.subarray(0, bytes));
}
