import { describe, expect, it } from 'vitest';
import { boxAroundView, boxContains, boxOfPoints, normaliseBox, padBox, parseBox, splitAtAntimeridian, unionBoxes, zoomForBox } from './geo-box.ts';

describe('map boxes', () => {
  it('reads the bounds MapLibre reports, including views across the antimeridian', () => {
    expect(parseBox('10,20,30,40')).toEqual([10, 20, 30, 40]);
    // East of 180 on the next world copy.
    expect(parseBox('170,-20,190,-10')).toEqual([170, -20, 190, -10]);
    // West of -180: the same box, folded.
    expect(parseBox('-190,-20,-170,-10')).toEqual([170, -20, 190, -10]);
    // Wider than the world.
    expect(parseBox('-400,-85,400,85')).toEqual([-180, -85, 180, 85]);
    expect(parseBox('1,2,3')).toBeUndefined();
    expect(parseBox('a,b,c,d')).toBeUndefined();
    expect(normaliseBox([0, 95, 10, -95])).toEqual([0, -90, 10, 90]);
  });

  it('knows which points a box holds on either side of the antimeridian', () => {
    const fiji: [number, number, number, number] = [177, -21, 182, -12];
    expect(boxContains(fiji, 178.4, -18)).toBe(true);
    expect(boxContains(fiji, -179.9, -16)).toBe(true);
    expect(boxContains(fiji, 170, -16)).toBe(false);
    expect(splitAtAntimeridian(fiji)).toEqual([
      [177, -21, 180, -12],
      [-180, -21, -178, -12],
    ]);
  });

  it('draws the narrowest box around points, across the antimeridian when that is narrower', () => {
    expect(boxOfPoints([
      [178, -17],
      [-179, -16],
    ])).toEqual([178, -17, 181, -16]);
    expect(boxOfPoints([
      [10, 0],
      [20, 5],
    ])).toEqual([10, 0, 20, 5]);
    expect(boxOfPoints([])).toBeUndefined();
  });

  it('joins two boxes into the narrowest box holding both', () => {
    expect(unionBoxes([0, 0, 10, 10], [20, -5, 30, 5])).toEqual([0, -5, 30, 10]);
    expect(unionBoxes([170, 0, 175, 5], [-178, 0, -170, 5])).toEqual([170, 0, 190, 5]);
  });

  it('pads a single point into a small box', () => {
    const box = padBox([34, 27, 34, 27], 0, 0.05);
    [33.95, 26.95, 34.05, 27.05].forEach((value, index) => expect(box[index]).toBeCloseTo(value, 9));
  });

  it('estimates zooms and views like MapLibre (512-pixel tiles)', () => {
    // The whole world is 512 px wide at zoom 0 and 1024 at zoom 1.
    expect(zoomForBox([-180, -60, 180, 60], { width: 1024, height: 2000 })).toBeCloseTo(1, 1);
    const box = boxAroundView({ lat: 0, lng: 0 }, 1, { width: 512, height: 512 });
    expect(box[0]).toBeCloseTo(-90, 5);
    expect(box[2]).toBeCloseTo(90, 5);
    expect(box[3]).toBeCloseTo(-box[1], 5);
  });
});
