// The site's cut of Inter (app/fonts/) against the package it is cut from: every character kept, the
// weights the site uses, and the features browsers apply. See app/fonts/README.md.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { convert } from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { codePoints, FEATURES, FONTS_DIR, packageFaces, subsetName, WEIGHTS } from '../../scripts/subset-fonts.ts';

async function faceOf(file: string): Promise<Face> {
  return new Face(new Blob(await convert(readFileSync(file), 'sfnt')));
}

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const { dir, faces } = await packageFaces();
const css = readFileSync(path.join(FONTS_DIR, 'inter.css'), 'utf8');

describe('the site’s Inter', () => {
  it.each(faces.map((face) => [face.file, face] as const))('%s: the same characters, weights 400 to 800, and the features browsers apply', async (_name, face) => {
    const file = path.join(FONTS_DIR, subsetName(face.file));
    expect(existsSync(file)).toBe(true);
    // Declared for the same characters and weights, with font-display: swap.
    const rule = css.split('@font-face').find((text) => text.includes(`url('./${subsetName(face.file)}')`));
    expect(rule).toContain(`unicode-range: ${face.unicodeRange};`);
    expect(rule).toContain(`font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`);
    expect(rule).toContain('font-display: swap;');

    const original = await faceOf(path.join(dir, face.file));
    const cut = await faceOf(file);
    const range = new Set(codePoints(face.unicodeRange));
    const expected = [...original.collectUnicodes()].filter((point) => range.has(point));
    expect(expected.length).toBeGreaterThan(0);
    expect([...cut.collectUnicodes()].sort((a, b) => a - b)).toEqual(expected.sort((a, b) => a - b));

    const weight = cut.getAxisInfos().wght;
    expect({ min: weight?.min, max: weight?.max, default: weight?.default }).toEqual({ min: 400, max: 800, default: 400 });
    const featuresOf = (font: Face) => [...new Set([...font.getTableFeatureTags('GSUB'), ...font.getTableFeatureTags('GPOS')])].sort();
    const kept = featuresOf(cut);
    for (const tag of kept) expect(FEATURES, tag).toContain(tag);
    // The basic Latin file holds the letters and figures the features act on: there, every feature of
    // the list that the package's file has must still be there. (In the others, a feature acting only
    // on characters of another file, such as tabular figures, goes with them.)
    if (face.file === 'inter-latin-wght-normal.woff2') {
      expect(kept).toEqual(featuresOf(original).filter((tag) => FEATURES.includes(tag)));
      expect(kept).toEqual(expect.arrayContaining(['kern', 'tnum', 'calt']));
    }
    expect(statSync(file).size).toBeLessThan(statSync(path.join(dir, face.file)).size);
  });

  it('the site’s code asks for no weight the files do not have', () => {
    const outside = /\bfont-(thin|extralight|light|black)\b|font-weight:\s*(100|200|300|900)\b|\bfont-\[\d/;
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const full = path.join(folder, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (/\.(tsx?|css)$/.test(name) && outside.test(readFileSync(full, 'utf8'))) offenders.push(path.relative(ROOT, full));
      }
    };
    walk(path.join(ROOT, 'app'));
    expect(offenders).toEqual([]);
  });
});
