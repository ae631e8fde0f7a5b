import { describe, expect, it } from 'vitest';
import { buildLocator, LOCATOR_HEIGHT, LOCATOR_WIDTH, locatorBox } from './locator-map.server.ts';

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
    expect(locator.land).toMatch(/^M[\d. ]+L/);
    for (const value of locator.land.match(/-?\d+(\.\d+)?/g)!.map(Number)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(LOCATOR_WIDTH);
    }
    expect(locator.markers[0]).toMatchObject({ label: '1', kind: 'center' });
    expect(locator.markers[0]!.x).toBeGreaterThan(0);
    expect(locator.markers[0]!.y).toBeLessThan(LOCATOR_HEIGHT);
    expect(locator.origin).not.toBeNull();
  });

  it('has nothing to draw without points, and open sea has no land', () => {
    expect(buildLocator([])).toBeNull();
    expect(buildLocator([{ lat: -30, lng: -130, label: '1', kind: 'center' }])!.land).toBe('');
  });
});
