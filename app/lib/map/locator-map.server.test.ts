import { describe, expect, it } from 'vitest';
import { buildLocator, LOCATOR_HEIGHT, LOCATOR_WIDTH, locatorBox } from './locator-map.server.ts';

/** The path's rings as absolute points: "M x y", then "l" with each step from the point before. */
function ringsOf(path: string): Array<Array<[number, number]>> {
  return [...path.matchAll(/M([^l z]+) ([^lz]+?)(?:l([^z]*))?z/g)].map(([, x, y, steps]) => {
    const ring: Array<[number, number]> = [[Number(x), Number(y)]];
    const numbers = (steps ?? '').match(/-?(?:\d+(?:\.\d*)?|\.\d+)/g)?.map(Number) ?? [];
    for (let index = 0; index + 1 < numbers.length; index += 2) {
      const [lastX, lastY] = ring[ring.length - 1]!;
      ring.push([Math.round((lastX + numbers[index]!) * 10) / 10, Math.round((lastY + numbers[index + 1]!) * 10) / 10]);
    }
    return ring;
  });
}

describe('the static locator map', () => {
  it('frames the points with a margin, in the picture proportions, never closer than a few tens of km', () => {
    const box = locatorBox([{ lat: 28.5, lng: 34.5 }]);
    expect(box.maxLat - box.minLat).toBeCloseTo(0.4, 5);
    const groundWidth = (box.maxLng - box.minLng) * Math.cos((28.5 * Math.PI) / 180);
    expect(groundWidth / (box.maxLat - box.minLat)).toBeCloseTo(LOCATOR_WIDTH / LOCATOR_HEIGHT, 5);
  });

  it('draws land cut to the frame and places markers inside it', () => {
    // Dahab, on the Sinai coast of the Gulf of Aqaba: land on both sides of a narrow sea.
    const locator = buildLocator([{ lat: 28.5, lng: 34.51, label: '1', kind: 'center' }], { lat: 28.49, lng: 34.5 })!;
    const rings = ringsOf(locator.land);
    expect(rings.length).toBeGreaterThan(0);
    for (const [x, y] of rings.flat()) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(LOCATOR_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(LOCATOR_HEIGHT);
    }
    expect(locator.markers[0]).toMatchObject({ label: '1', kind: 'center' });
    expect(locator.markers[0]!.x).toBeGreaterThan(0);
    expect(locator.markers[0]!.y).toBeLessThan(LOCATOR_HEIGHT);
    expect(locator.origin).not.toBeNull();
  });

  it('draws the whole world in about 20 KB, from the smaller scale and leaving out detail smaller than the picture can show', () => {
    const world = buildLocator([
      { lat: 27, lng: 34, label: '1', kind: 'center' },
      { lat: 20.4, lng: -87, label: '2', kind: 'center' },
      { lat: -17, lng: 146, label: '3', kind: 'center' },
      { lat: 60, lng: 10, label: '4', kind: 'center' },
    ])!;
    expect(world.land.length).toBeLessThan(25_000);
    const points = ringsOf(world.land).flat();
    expect(points.length).toBeGreaterThan(1000);
    for (const [x, y] of points) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(LOCATOR_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(LOCATOR_HEIGHT);
    }
    // Up close, the coast keeps every point it has: Dahab's frame is drawn as before.
    const dahab = buildLocator([{ lat: 28.5, lng: 34.51, label: '1', kind: 'center' }])!;
    expect(ringsOf(dahab.land).flat().length).toBeGreaterThan(3);
  });

  it('draws an area once: the same frame gives the same land, another frame its own, and markers always their own places', () => {
    const first = buildLocator([{ lat: 28.5, lng: 34.51, label: '1', kind: 'center' }])!;
    const again = buildLocator([{ lat: 28.5, lng: 34.51, label: '7', kind: 'site' }])!;
    expect(again.land).toBe(first.land);
    expect(again.markers).toEqual([{ ...first.markers[0], label: '7', kind: 'site' }]);
    const north = buildLocator([{ lat: 29.4, lng: 34.9, label: '1', kind: 'center' }])!;
    expect(north.land).not.toBe(first.land);
    expect(north.land.length).toBeGreaterThan(0);
  });

  it('has nothing to draw without points, and open sea has no land', () => {
    expect(buildLocator([])).toBeNull();
    expect(buildLocator([{ lat: -30, lng: -130, label: '1', kind: 'center' }])!.land).toBe('');
  });
});
