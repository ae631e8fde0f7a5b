import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MOST_CHARACTERISTIC, OPEN_WATER_DRAWING, SITE_DRAWINGS, siteDrawingUrl } from './site-drawings.ts';
import { SITE_TYPES } from '~/features/sites/site-vocabulary.ts';

const file = (url: string) => readFileSync(new URL(`../../public${url}`, import.meta.url), 'utf8');

describe("a site's drawing", () => {
  it('picks the most characteristic of its types', () => {
    expect(siteDrawingUrl(['reef', 'wreck'])).toBe('/images/sites/wreck.svg');
    expect(siteDrawingUrl(['wall', 'reef', 'drift'])).toBe('/images/sites/wall.svg');
    expect(siteDrawingUrl(['cave', 'cenote'])).toBe('/images/sites/cenote.svg');
    expect(siteDrawingUrl(['wall', 'pinnacle'])).toBe('/images/sites/pinnacle.svg');
    expect(siteDrawingUrl(['seamount'])).toBe('/images/sites/pinnacle.svg');
    expect(siteDrawingUrl([])).toBe(`/images/sites/${OPEN_WATER_DRAWING}.svg`);
  });

  it('draws and ranks every site type, once', () => {
    expect([...MOST_CHARACTERISTIC].sort()).toEqual([...SITE_TYPES].sort());
    expect(Object.keys(SITE_DRAWINGS).sort()).toEqual([...SITE_TYPES].sort());
  });

  it('is a small file with no text, script or outside reference in it, for every type', () => {
    for (const name of new Set([...Object.values(SITE_DRAWINGS), OPEN_WATER_DRAWING])) {
      const svg = file(`/images/sites/${name}.svg`);
      expect(svg, name).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 200"/);
      expect(svg.length, name).toBeLessThan(1600);
      expect(svg, name).not.toMatch(/<text|<script|<image|href=|url\(|on\w+=/i);
    }
  });
});
