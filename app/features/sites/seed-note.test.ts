import { describe, expect, it } from 'vitest';
import { currentSeedNote } from './seed-note.ts';

const NOTE = 'Position, entry, level, best months and notice from the sources listed (level confirmed by two independent pages). Depth left empty: not consistently published.';

describe("the starter list's note on a seeded site", () => {
  it('stays whole while no fact it speaks of has changed', () => {
    expect(currentSeedNote(NOTE, [])).toBe(NOTE);
    expect(currentSeedNote(NOTE, ['hazards'])).toBe(NOTE);
  });

  it('leaves out the sentences about a fact members changed since', () => {
    expect(currentSeedNote(NOTE, ['depth'])).toBe('Position, entry, level, best months and notice from the sources listed (level confirmed by two independent pages).');
    expect(currentSeedNote('Depth and level left empty until two independent sources agree. Best months left empty until a source names a season.', ['bestMonths'])).toBe(
      'Depth and level left empty until two independent sources agree.',
    );
    expect(currentSeedNote(NOTE, ['depth', 'level'])).toBe('');
  });
});
