import { describe, expect, it } from 'vitest';
import { colourFor, initialsOf } from './avatar.tsx';

describe('avatar initials and colour', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Ana María López')).toBe('AL');
    expect(initialsOf('  jacques ')).toBe('J');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('Émile Zola')).toBe('ÉZ');
  });

  it('gives one name always the same colour, and different names a spread of colours', () => {
    expect(colourFor('Ana López')).toBe(colourFor(' ana lópez '));
    const colours = new Set(['Ana', 'Ben', 'Chloé', 'Dmitri', 'Eva', 'Farah', 'Gus', 'Hiro', 'Ines', 'Jon'].map(colourFor));
    expect(colours.size).toBeGreaterThan(3);
  });
});
