import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/signals.json' with { type: 'json' };
import es from '../../../locales/es/signals.json' with { type: 'json' };
import { hasSignalIllustration, SignalIllustration } from './signal-illustration.tsx';
import { SIGNAL_GROUPS, SIGNAL_TEXT_FIELDS, SIGNALS } from './signals.ts';

const catalogues: Record<string, Record<string, string>> = { en, es };

const PAGE_KEYS = [
  'title',
  'description',
  'heading',
  'intro',
  'searchLabel',
  'searchPlaceholder',
  'noResults',
  'print',
  'standardBadge',
  'localBadge',
  'safetyNote',
  'sources',
  'howLabel',
  'notesLabel',
  'meaningLabel',
  'cheatSheetTitle',
];

function render(id: string): string {
  return renderToStaticMarkup(createElement(SignalIllustration, { id }));
}

describe('signal list', () => {
  it('has at least 40 signals with unique, kebab-case ids', () => {
    expect(SIGNALS.length).toBeGreaterThanOrEqual(40);
    const ids = SIGNALS.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('uses every group, and only known groups', () => {
    const used = new Set(SIGNALS.map((s) => s.group));
    expect([...used].sort()).toEqual([...SIGNAL_GROUPS].sort());
  });
});

describe('signal catalogues', () => {
  it('have exactly the same keys in English and Spanish', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(catalogues))('%s has the four texts of every signal', (locale) => {
    const catalogue = catalogues[locale] ?? {};
    for (const signal of SIGNALS) {
      for (const field of SIGNAL_TEXT_FIELDS) {
        const key = `${signal.id}.${field}`;
        expect(catalogue, key).toHaveProperty([key]);
        expect(typeof catalogue[key], key).toBe('string');
        if (field !== 'notes') expect(catalogue[key]?.trim(), key).not.toBe('');
      }
    }
  });

  it.each(Object.keys(catalogues))('%s has a title and an introduction for every group', (locale) => {
    const catalogue = catalogues[locale] ?? {};
    for (const group of SIGNAL_GROUPS) {
      expect(catalogue[`group.${group}.title`]?.trim(), group).toBeTruthy();
      expect(catalogue[`group.${group}.intro`]?.trim(), group).toBeTruthy();
    }
  });

  it.each(Object.keys(catalogues))('%s has the page texts', (locale) => {
    const catalogue = catalogues[locale] ?? {};
    for (const key of PAGE_KEYS) expect(catalogue[`page.${key}`]?.trim(), key).toBeTruthy();
  });

  it('holds no key for a signal or group that does not exist', () => {
    const ids = new Set(SIGNALS.map((s) => s.id));
    const groups = new Set<string>(SIGNAL_GROUPS);
    for (const key of Object.keys(en)) {
      const [head, second] = key.split('.');
      if (head === 'page') continue;
      if (head === 'group') expect(groups.has(second ?? ''), key).toBe(true);
      else expect(ids.has(head ?? ''), key).toBe(true);
    }
  });

  it('uses the same placeholders in both languages', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(en)) {
      expect(placeholders(es[key as keyof typeof es] ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('SignalIllustration', () => {
  it.each(SIGNALS.map((s) => s.id))('draws %s', (id) => {
    expect(hasSignalIllustration(id)).toBe(true);
    const markup = render(id);
    expect(markup).toContain('<svg');
    expect(markup).toContain(`data-signal="${id}"`);
    expect(markup).not.toContain('data-signal="fallback"');
    expect(markup).toContain('aria-hidden="true"');
    expect(markup).toContain('focusable="false"');
    expect(markup).toContain('viewBox="0 0 120 120"');
  });

  it('gives every signal its own drawing', () => {
    const drawings = SIGNALS.map((s) => render(s.id).replace(/data-signal="[^"]*"/, ''));
    expect(new Set(drawings).size).toBe(drawings.length);
  });

  it('shows a quiet placeholder for an unknown id', () => {
    expect(hasSignalIllustration('no-such-signal')).toBe(false);
    expect(render('no-such-signal')).toContain('data-signal="fallback"');
  });

  it('passes the class name through for theming', () => {
    expect(render('ok')).not.toContain('class=');
    expect(renderToStaticMarkup(createElement(SignalIllustration, { id: 'ok', className: 'h-24 w-24' }))).toContain(
      'class="h-24 w-24"',
    );
  });
});
