import { describe, expect, it } from 'vitest';
import { fieldsFromPosition, parseCoordinate, positionFromFields } from './pin-position.ts';

describe('reading the coordinate fields', () => {
  it('reads decimal degrees typed with a point or a comma', () => {
    expect(parseCoordinate('27.8136', 'lat')).toBe(27.8136);
    expect(parseCoordinate(' -33,92 ', 'lng')).toBe(-33.92);
    expect(parseCoordinate('+5', 'lat')).toBe(5);
    expect(parseCoordinate('.5', 'lng')).toBe(0.5);
  });

  it('refuses what is not a position', () => {
    expect(parseCoordinate('', 'lat')).toBeNull();
    expect(parseCoordinate('95', 'lat')).toBeNull();
    expect(parseCoordinate('181', 'lng')).toBeNull();
    expect(parseCoordinate('27°48′', 'lat')).toBeNull();
    expect(parseCoordinate('1e2', 'lng')).toBeNull();
    expect(parseCoordinate('-', 'lat')).toBeNull();
  });

  it('needs both fields for a position', () => {
    expect(positionFromFields('27.8', '33.9')).toEqual({ lat: 27.8, lng: 33.9 });
    expect(positionFromFields('27.8', '')).toBeNull();
  });
});

describe('writing a picked point into the fields', () => {
  it('rounds to about a metre', () => {
    expect(fieldsFromPosition({ lat: 27.816812345, lng: 33.921049999 })).toEqual({ lat: '27.81681', lng: '33.92105' });
  });

  it('brings a longitude from a map scrolled round the world back into range', () => {
    expect(fieldsFromPosition({ lat: -8, lng: 190 }).lng).toBe('-170.00000');
    expect(fieldsFromPosition({ lat: -8, lng: -200 }).lng).toBe('160.00000');
    expect(fieldsFromPosition({ lat: 0, lng: 180 }).lng).toBe('180.00000');
    expect(fieldsFromPosition({ lat: 0, lng: -180 }).lng).toBe('-180.00000');
  });

  it('never writes minus zero', () => {
    expect(fieldsFromPosition({ lat: -0.000001, lng: -0.000002 })).toEqual({ lat: '0.00000', lng: '0.00000' });
  });
});
