// `npm run fonts:subset`: cuts the site's copy of Inter (app/fonts/) from the @fontsource-variable/inter
// package and writes the @font-face rules for it (app/fonts/inter.css). Run it after updating that
// package; the files it writes are committed, so a build does not need it.
//
// Inter comes as one variable font per alphabet, with weights 100 to 900 and dozens of optional
// features (alternate letters, small capitals, fractions...). The site uses weights 400 to 800 and
// none of those features but tabular figures, so each file keeps only that: the Latin file, which
// every page loads, goes from 47 KB to 28 KB, with the same letters at the same widths.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import subsetFont from 'subset-font';

/** Weights the site's styles use (Tailwind's font-normal to font-extrabold). */
export const WEIGHTS = { min: 400, max: 800 } as const;

/**
 * OpenType features kept: those browsers apply on their own (marks, kerning, ligatures, contextual
 * forms, localised forms), and tabular figures, which tables and prices ask for (`tabular-nums`).
 */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'clig', 'calt', 'rlig', 'rvrn', 'tnum'];

export const FONTS_DIR = path.resolve(import.meta.dirname, '..', 'app', 'fonts');

export type Face = { file: string; unicodeRange: string };

/** The package's faces for upright Inter with the weight axis: one file and one range of characters each. */
export async function packageFaces(): Promise<{ dir: string; faces: Face[] }> {
  const css = createRequire(import.meta.url).resolve('@fontsource-variable/inter/wght.css');
  const text = await readFile(css, 'utf8');
  const faces = text
    .split('@font-face')
    .slice(1)
    .map((rule) => ({ file: /url\(\.\/files\/([^)]+)\)/.exec(rule)?.[1] ?? '', unicodeRange: /unicode-range:\s*([^;]+);/.exec(rule)?.[1]?.trim() ?? '' }));
  if (!faces.length || faces.some((face) => !face.file || !face.unicodeRange)) throw new Error(`could not read the faces of ${css}`);
  return { dir: path.join(path.dirname(css), 'files'), faces };
}

/** Every code point of a CSS unicode-range ("U+0000-00FF,U+0131"). */
export function codePoints(unicodeRange: string): number[] {
  const points: number[] = [];
  for (const part of unicodeRange.split(',')) {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16));
    if (from === undefined || Number.isNaN(from)) throw new Error(`not a unicode range: ${part}`);
    for (let point = from; point <= (to ?? from); point += 1) points.push(point);
  }
  return points;
}

/** The file name in app/fonts for a package file: "inter-latin-wght-normal.woff2" → "inter-latin-400-800.woff2". */
export const subsetName = (file: string) => file.replace('-wght-normal', `-${WEIGHTS.min}-${WEIGHTS.max}`);

async function main() {
  const { dir, faces } = await packageFaces();
  const rules: string[] = [];
  for (const face of faces) {
    const source = await readFile(path.join(dir, face.file));
    const text = String.fromCodePoint(...codePoints(face.unicodeRange));
    const subset = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: FEATURES, variationAxes: { wght: { min: WEIGHTS.min, max: WEIGHTS.max } } });
    await writeFile(path.join(FONTS_DIR, subsetName(face.file)), subset);
    console.log(`${subsetName(face.file)}: ${source.length} → ${subset.length} bytes`);
    rules.push(
      [
        '@font-face {',
        "  font-family: 'Inter Variable';",
        '  font-style: normal;',
        '  font-display: swap;',
        `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};`,
        `  src: url('./${subsetName(face.file)}') format('woff2-variations');`,
        `  unicode-range: ${face.unicodeRange};`,
        '}',
      ].join('\n'),
    );
  }
  const header = '/* Written by `npm run fonts:subset` (scripts/subset-fonts.ts); edit that, not this. */';
  await writeFile(path.join(FONTS_DIR, 'inter.css'), `${header}\n${rules.join('\n\n')}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
