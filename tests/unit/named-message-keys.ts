// Reads message keys out of source text, as written: "sites.review.title" for a key, and the fixed start
// of a key built in a template (`sites.type.${type}` gives "sites.type.", every key under it). Only text
// whose first part is a catalogue's namespace counts. Comments are skipped.
export type NamedKeys = { keys: Set<string>; prefixes: Set<string> };

export function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');
}

export function messageKeysIn(source: string, namespaces: ReadonlySet<string>, into: NamedKeys = { keys: new Set(), prefixes: new Set() }): NamedKeys {
  for (const [, text, template] of source.matchAll(/['"`]([a-z-]+\.[\w.-]*)(\$\{)?/g)) {
    if (!namespaces.has(text!.split('.')[0]!)) continue;
    if (template) into.prefixes.add(text!);
    else into.keys.add(text!);
  }
  return into;
}
