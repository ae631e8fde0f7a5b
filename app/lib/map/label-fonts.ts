// The font the map's labels are drawn in: the site's own cut of Inter (app/fonts/), handed to
// MapLibre through the style's `font-faces`, so labels need no glyph server and no outside request.
// MapLibre downloads a file the first time a label needs one of its characters; characters no file
// covers are drawn with the browser's own sans-serif. The files and their character ranges are read
// from the same @font-face rules the pages use, so the two never disagree.
import interCss from '../../fonts/inter.css?raw';

const fileUrls = import.meta.glob<string>('../../fonts/*.woff2', { query: '?url', import: 'default', eager: true });

/** The name labels ask for in `text-font`. */
export const LABEL_FONT = 'Inter';

export type LabelFontFace = { url: string; 'unicode-range': string[] };

/** The style's `font-faces` property. */
export function labelFontFaces(): Record<string, LabelFontFace[]> {
  const faces: LabelFontFace[] = [];
  for (const rule of interCss.split('@font-face').slice(1)) {
    const file = /url\('\.\/([^']+)'\)/.exec(rule)?.[1];
    const ranges = /unicode-range:\s*([^;]+);/.exec(rule)?.[1];
    const url = file ? fileUrls[`../../fonts/${file}`] : undefined;
    if (url && ranges) faces.push({ url, 'unicode-range': ranges.split(',').map((range) => range.trim()) });
  }
  return { [LABEL_FONT]: faces };
}
