// A key that no catalogue holds reaches the page as itself ("dive-tables.table.publishedAir" under a
// table's heading): every key the app's modules name, and every start of a key they build, must be in
// the catalogues. (Both languages hold the same keys: app/lib/i18n.server.test.ts checks that.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '~/lib/i18n.ts';
import { catalogues, loadMessages } from '~/lib/i18n.server.ts';
import { messageKeysIn, withoutComments, type NamedKeys } from './named-message-keys.ts';

const root = resolve(import.meta.dirname, '../..');

/** Text that starts like a key and is not one: audit actions named after their area (ADR 18). */
const NOT_KEYS = new Set(['news.publish', 'news.unpublish']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Each key or key start named in app/, with the first file that names it. */
function namedInApp(): { keys: Map<string, string>; prefixes: Map<string, string> } {
  const namespaces = new Set(Object.keys(catalogues.en));
  const keys = new Map<string, string>();
  const prefixes = new Map<string, string>();
  for (const file of sourceFiles(join(root, 'app'))) {
    const named: NamedKeys = messageKeysIn(withoutComments(readFileSync(file, 'utf8')), namespaces);
    // A literal ending in a dot is the start of a group of keys ("sites.card." in a page's message list).
    for (const key of named.keys) if (key.endsWith('.')) named.prefixes.add(key);
    for (const key of named.keys) if (!keys.has(key) && !key.endsWith('.') && !NOT_KEYS.has(key)) keys.set(key, relative(root, file));
    for (const prefix of named.prefixes) if (!prefixes.has(prefix)) prefixes.set(prefix, relative(root, file));
  }
  return { keys, prefixes };
}

describe('message keys named in the code', () => {
  const named = namedInApp();

  it('finds the keys, so the check has something to check', () => {
    expect(named.keys.get('dive-tables.table.title')).toBe('app/features/resources/dive-tables/components/ndl-table.tsx');
    expect(named.prefixes.has('sites.type.')).toBe(true);
    expect(named.keys.size).toBeGreaterThan(1000);
  });

  for (const locale of LOCALES) {
    it(`are all in the ${locale} catalogues`, () => {
      const all = Object.keys(catalogues[locale]).flatMap((namespace) => Object.keys(loadMessages(locale, [namespace])));
      const known = new Set(all);
      // A plural is named without its category ("trips.card.seatsLeft" for its ".one" and ".other"), and a
      // numbered list by its start ("content.terms.use.point" for ".1", ".2"...).
      const exists = (key: string) => known.has(key) || all.some((candidate) => candidate.startsWith(`${key}.`));
      const missing = [...named.keys].filter(([key]) => !exists(key)).map(([key, file]) => `${key} (${file})`);
      const emptyPrefixes = [...named.prefixes].filter(([prefix]) => !all.some((key) => key.startsWith(prefix))).map(([prefix, file]) => `${prefix}… (${file})`);
      expect([...missing, ...emptyPrefixes].sort()).toEqual([]);
    });
  }
});
