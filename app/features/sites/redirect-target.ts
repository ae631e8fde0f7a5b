// Where a no-JavaScript form post sends the browser back to: a path on this site only, never
// another origin ("//evil.example" or "https://…" are refused).
export function safeRedirectPath(value: FormDataEntryValue | string | null | undefined): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.length > 2000 ? null : value;
}
