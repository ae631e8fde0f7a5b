import { describe, expect, it } from 'vitest';
import { createTranslator, type Locale, type Messages } from '../../../lib/i18n.ts';
import en from '../../../locales/en/signals.json' with { type: 'json' };
import es from '../../../locales/es/signals.json' with { type: 'json' };
import { normalizeForSearch, searchSignals } from './search-signals.ts';
import type { Signal } from './signals.ts';

function translator(locale: Locale, catalogue: Messages) {
  const messages = Object.fromEntries(Object.entries(catalogue).map(([key, value]) => [`signals.${key}`, value]));
  return createTranslator(locale, messages);
}

const tEn = translator('en', en);
const tEs = translator('es', es);

const ids = (signals: readonly Signal[]) => signals.map((s) => s.id);

describe('normalizeForSearch', () => {
  it('drops accents and case', () => {
    expect(normalizeForSearch('Compensación ÁÉÍÓÚ Ñandú')).toBe('compensacion aeiou nandu');
  });

  it('treats curly and straight apostrophes alike and collapses spaces', () => {
    expect(normalizeForSearch('  Don’t   KNOW ')).toBe("don't know");
  });
});

describe('searchSignals', () => {
  const fixture: Signal[] = [
    { id: 'a', group: 'air', standard: true, twoHands: false },
    { id: 'b', group: 'marine-life', standard: false, twoHands: false },
  ];
  const fake: Record<string, string> = {
    'signals.a.name': 'Sin aire',
    'signals.a.meaning': 'Emergencia',
    'signals.a.how': 'Mano por el cuello',
    'signals.a.notes': '',
    'signals.b.name': 'Tiburón',
    'signals.b.meaning': 'Un tiburón cerca',
    'signals.b.how': 'Mano en la frente',
    'signals.b.notes': 'Convención local',
  };
  const t = (key: string) => fake[key] ?? key;

  it('returns every signal for an empty or blank query', () => {
    expect(ids(searchSignals('', t, fixture))).toEqual(['a', 'b']);
    expect(ids(searchSignals('   ', t, fixture))).toEqual(['a', 'b']);
  });

  it('matches without accents or case, in any of the four texts', () => {
    expect(ids(searchSignals('TIBURON', t, fixture))).toEqual(['b']);
    expect(ids(searchSignals('tiburón', t, fixture))).toEqual(['b']);
    expect(ids(searchSignals('cuello', t, fixture))).toEqual(['a']);
    expect(ids(searchSignals('convencion', t, fixture))).toEqual(['b']);
    expect(ids(searchSignals('mano', t, fixture))).toEqual(['a', 'b']);
  });

  it('needs every word of the query, in any order', () => {
    expect(ids(searchSignals('frente mano', t, fixture))).toEqual(['b']);
    expect(ids(searchSignals('mano pez', t, fixture))).toEqual([]);
  });

  it('finds signals in the English catalogue', () => {
    expect(ids(searchSignals('shark', tEn))).toEqual(['shark', 'hammerhead']);
    expect(ids(searchSignals('DON’T KNOW', tEn))).toContain('dont-know');
    expect(ids(searchSignals("don't know", tEn))).toContain('dont-know');
    expect(ids(searchSignals('thumb pointing up', tEn))).toContain('ascend');
  });

  it('finds signals in the Spanish catalogue with or without accents', () => {
    expect(ids(searchSignals('tiburon', tEs))).toEqual(['shark', 'hammerhead']);
    expect(ids(searchSignals('Parada de SEGURIDAD', tEs))).toContain('safety-stop');
    const air = ids(searchSignals('aire', tEs));
    expect(air).toEqual(expect.arrayContaining(['low-on-air', 'out-of-air', 'share-air', 'how-much-air']));
  });

  it('returns nothing when no signal matches', () => {
    expect(searchSignals('zzzz', tEn)).toEqual([]);
  });
});
