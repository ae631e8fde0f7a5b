// Pages that send only part of a catalogue (pickMessages) must still send every message their components
// can show, or a reader sees a key such as "sites.review.title" instead of a sentence. These tests read
// the modules a route imports, all the way down, collect the message keys written in them, and check
// that the messages the page sends (its own and the frame's) hold each one.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale, type Messages } from '~/lib/i18n.ts';
import { catalogues, FRAME_NAMESPACES, loadMessages } from '~/lib/i18n.server.ts';
import { comparePageMessages, explorePageMessages, historyPageMessages, listingPageMessages, mapPageMessages, wishlistPageMessages } from '~/features/sites/site-messages.server.ts';
import { contentMessages, homePageMessages } from '~/features/content/messages.server.ts';
import { messageKeysIn, withoutComments, type NamedKeys } from './named-message-keys.ts';
import { centerPageMessages, finderMessages, siteCenterMessages } from '~/features/centers/center-messages.server.ts';
import { divePageMessages, logPageMessages, siteLogbookMessages } from '~/features/logbook/logbook-messages.server.ts';
import { tripListMessages } from '~/features/trips/trip-messages.server.ts';
import { followButtonMessages } from '~/features/follows/follows-messages.server.ts';

const root = resolve(import.meta.dirname, '../..');

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('~/') ? resolve(root, 'app', specifier.slice(2)) : specifier.startsWith('.') ? resolve(dirname(from), specifier) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate)) ?? null;
}

/**
 * The message keys a route's modules name (see named-message-keys.ts). Server modules are skipped, except
 * the route itself (its action returns keys the page shows): the others translate for themselves (emails,
 * error pages) or send no text.
 */
function keysNamedBy(route: string): NamedKeys {
  const namespaces = new Set(Object.keys(catalogues.en));
  const named: NamedKeys = { keys: new Set(), prefixes: new Set() };
  const entry = resolve(root, route);
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (file !== entry && file.endsWith('.server.ts')) continue;
    const source = withoutComments(readFileSync(file, 'utf8'));
    const imported = [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^'"]*?from\s*'([^']+)'/gm), ...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)];
    for (const [, specifier] of imported) {
      const target = resolveImport(file, specifier!);
      if (target) pending.push(target);
    }
    messageKeysIn(source, namespaces, named);
  }
  return named;
}

/** What a page lacks: each key its modules name that the catalogue has and the sent messages do not. */
function missingFrom(sent: Messages, route: string, locale: Locale): string[] {
  const all = Object.keys(catalogues[locale]).flatMap((namespace) => Object.keys(loadMessages(locale, [namespace])));
  const { keys, prefixes } = keysNamedBy(route);
  const needed = new Set<string>();
  for (const key of keys) {
    // A plural is named without its category ("sites.count"): every category is needed.
    for (const candidate of all) if (candidate === key || candidate.startsWith(`${key}.`)) needed.add(candidate);
  }
  for (const prefix of prefixes) for (const candidate of all) if (candidate.startsWith(prefix)) needed.add(candidate);
  return [...needed].filter((key) => !(key in sent)).sort();
}

describe('messages sent by pages that pick from a catalogue', () => {
  it('reads the listing page and its components, so the check has something to check', () => {
    const { keys, prefixes } = keysNamedBy('app/routes/listing.$id.tsx');
    expect(keys).toContain('sites.listing.gallery');
    expect(keys).toContain('sites.review.conditions');
    expect(prefixes).toContain('sites.type.');
  });

  // notShown: keys a module of the page names for another page, listed so the check stays exact (the
  // test fails when one of them is sent or no longer named, so the list cannot go stale).
  const pages = [
    // Pages that show several features compose their picks in the loader, as here.
    {
      name: "a dive site's page",
      route: 'app/routes/listing.$id.tsx',
      messages: (locale: Locale) => ({ ...listingPageMessages(locale), ...siteCenterMessages(locale), ...tripListMessages(locale), ...siteLogbookMessages(locale), ...followButtonMessages(locale) }),
      notShown: [],
    },
    { name: 'the explorer', route: 'app/routes/explore.tsx', messages: explorePageMessages, notShown: [] },
    // site-edits.schema.ts also holds the moderators' forms for suggestions and reports; the history uses its revert form.
    {
      name: "a dive site's history",
      route: 'app/routes/listing.$id.history.tsx',
      messages: historyPageMessages,
      notShown: [
        'moderation.edits.error.decision',
        'moderation.edits.error.reasonLong',
        'moderation.edits.error.reasonNeeded',
        'moderation.error.invalid',
        'moderation.reports.error.fixNote',
        'moderation.reports.error.fixNoteLong',
        'moderation.reports.error.version',
      ],
    },
    { name: 'the comparison', route: 'app/routes/compare.tsx', messages: comparePageMessages, notShown: [] },
    { name: 'the map', route: 'app/routes/map-explore.tsx', messages: (locale: Locale) => ({ ...loadMessages(locale, ['map']), ...mapPageMessages(locale) }), notShown: [] },
    { name: 'the wishlist', route: 'app/routes/account.wishlist.tsx', messages: wishlistPageMessages, notShown: [] },
    // The home page's article cards are compact: no author line, no tags.
    { name: 'the home page', route: 'app/routes/home.tsx', messages: homePageMessages, notShown: ['news.by', 'news.tags'] },
    // center.schema.ts also holds the moderators' verify form (on /admin/claims).
    { name: "a dive centre's page", route: 'app/routes/dive-center.$id.tsx', messages: (locale: Locale) => ({ ...centerPageMessages(locale), ...tripListMessages(locale), ...followButtonMessages(locale) }), notShown: ['moderation.error.invalid'] },
    { name: "the member's log", route: 'app/routes/logbook._index.tsx', messages: logPageMessages, notShown: [] },
    { name: "a dive's page", route: 'app/routes/dive.$id.tsx', messages: divePageMessages, notShown: [] },
    { name: 'the centre finder', route: 'app/routes/find-a-dive-center.tsx', messages: finderMessages, notShown: [] },
    { name: 'the resort finder', route: 'app/routes/find-a-dive-resort.tsx', messages: finderMessages, notShown: [] },
    // Content pages send their own part of the content catalogue, as their loaders ask.
    ...(
      [
        ['about', 'about'],
        ['help', 'help'],
        ['privacy', 'privacy'],
        ['terms', 'terms'],
        ['pricing', 'pricing'],
        ['contact', 'contact'],
        ['who-we-are', 'who'],
      ] as const
    ).map(([route, part]) => ({ name: `/${route}`, route: `app/routes/${route}.tsx`, messages: (locale: Locale) => contentMessages(locale, [part]), notShown: [] })),
  ];
  for (const page of pages) {
    for (const locale of LOCALES) {
      it(`${page.name} sends every message it can show (${locale})`, () => {
        const sent = { ...loadMessages(locale, FRAME_NAMESPACES), ...page.messages(locale) };
        expect(missingFrom(sent, page.route, locale)).toEqual(page.notShown);
      });
    }
  }

  it("a dive site's page leaves out the forms, the explorer and the emails", () => {
    const sent = Object.keys(listingPageMessages('en')).filter((key) => key.startsWith('sites.'));
    expect(sent.length).toBeLessThan(Object.keys(loadMessages('en', ['sites'])).length * 0.6);
    expect(sent.filter((key) => /^sites\.(email|filters|form\.(?!error\.|notSure))/.test(key))).toEqual([]);
  });
});
