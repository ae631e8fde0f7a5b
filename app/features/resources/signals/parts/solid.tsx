// Outlined silhouettes. Each layer is painted twice: first every part in the line colour, a little fatter,
// then every part again in the surface colour. Overlapping parts (palm, fingers, arm) therefore merge into a
// single outlined shape with no seams, and a later layer cleanly covers an earlier one.
import { pathOf, placePoint, round1, type Place, type Pt } from './geometry.ts';

/** Width of every outline, in viewBox units. */
export const OUTLINE = 2.6;

/** The fill behind outlines; the page sets `--signal-surface` to its card colour. */
export const SURFACE = 'var(--signal-surface, #ffffff)';

/** The highlight colour for arrows and mask lenses; the page sets `--signal-accent`. */
export const ACCENT = 'var(--signal-accent, #0ea5e9)';

export type Part =
  | { kind: 'cap'; pts: readonly Pt[]; w: number; smooth?: boolean }
  | { kind: 'blob'; pts: readonly Pt[]; round: number; smooth?: boolean }
  | { kind: 'disc'; c: Pt; rx: number; ry: number };

/** A thin interior line (finger gaps, creases), drawn after the fill. */
export type Crease = { pts: readonly Pt[]; smooth?: boolean; w?: number };

export type Layer = { parts: Part[]; creases: Crease[] };

export function cap(pts: readonly Pt[], w: number, smooth = false): Part {
  return { kind: 'cap', pts, w, smooth };
}

export function blob(pts: readonly Pt[], round = 3, smooth = false): Part {
  return { kind: 'blob', pts, round, smooth };
}

export function disc(c: Pt, rx: number, ry = rx): Part {
  return { kind: 'disc', c, rx, ry };
}

export function crease(pts: readonly Pt[], smooth = false): Crease {
  return { pts, smooth };
}

export function layer(parts: Part[], creases: Crease[] = []): Layer {
  return { parts, creases };
}

function placePart(part: Part, at: Place): Part {
  const s = at.s ?? 1;
  switch (part.kind) {
    case 'cap':
      return { ...part, pts: part.pts.map((p) => placePoint(p, at)), w: part.w * s };
    case 'blob':
      return { ...part, pts: part.pts.map((p) => placePoint(p, at)), round: part.round * s };
    case 'disc':
      return { ...part, c: placePoint(part.c, at), rx: part.rx * s, ry: part.ry * s };
  }
}

/** Moves a shape authored in its own frame onto the drawing. Outline width stays constant. */
export function placeLayers(layers: readonly Layer[], at: Place): Layer[] {
  return layers.map((l) => ({
    parts: l.parts.map((p) => placePart(p, at)),
    // Creases thin out on small hands so a hand at arm's length does not turn into a smudge.
    creases: l.creases.map((c) => ({
      ...c,
      pts: c.pts.map((p) => placePoint(p, at)),
      w: Math.min(1.8, Math.max(1.1, (c.w ?? 1.8) * (at.s ?? 1) * 1.2)),
    })),
  }));
}

/** Adds parts (an arm, say) to the first layer so they merge with it into one outline. */
export function mergeInto(layers: readonly Layer[], parts: Part[]): Layer[] {
  const [first, ...rest] = layers;
  if (!first) return [layer(parts)];
  return [{ parts: [...parts, ...first.parts], creases: first.creases }, ...rest];
}

/** One pass over a layer's parts, grouped by kind so shared attributes are written once. */
function Pass({ parts, pass }: { parts: readonly Part[]; pass: 'line' | 'fill' }) {
  const colour = pass === 'line' ? 'currentColor' : SURFACE;
  const grow = pass === 'line' ? OUTLINE * 2 : 0;
  const caps = parts.filter((p) => p.kind === 'cap');
  const blobs = parts.filter((p) => p.kind === 'blob');
  const discs = parts.filter((p) => p.kind === 'disc');
  return (
    <>
      {caps.length > 0 && (
        <g fill="none" stroke={colour}>
          {caps.map((p, i) => (
            <path key={i} d={pathOf(p.pts, p.smooth)} strokeWidth={round1(p.w + grow)} />
          ))}
        </g>
      )}
      {blobs.length > 0 && (
        <g fill={colour} stroke={colour}>
          {blobs.map((p, i) => (
            <path key={i} d={pathOf(p.pts, p.smooth, true)} strokeWidth={round1(p.round + grow)} />
          ))}
        </g>
      )}
      {discs.length > 0 && (
        <g fill={colour} stroke="none">
          {discs.map((p, i) => (
            <ellipse
              key={i}
              cx={round1(p.c[0])}
              cy={round1(p.c[1])}
              rx={round1(p.rx + grow / 2)}
              ry={round1(p.ry + grow / 2)}
            />
          ))}
        </g>
      )}
    </>
  );
}

export function Solid({ layers }: { layers: readonly Layer[] }) {
  return (
    <g>
      {layers.map((l, i) => (
        <g key={i}>
          <Pass parts={l.parts} pass="line" />
          <Pass parts={l.parts} pass="fill" />
          {l.creases.length > 0 && (
            <g fill="none" stroke="currentColor">
              {l.creases.map((c, j) => (
                <path key={j} d={pathOf(c.pts, c.smooth)} strokeWidth={round1(c.w ?? 1.8)} />
              ))}
            </g>
          )}
        </g>
      ))}
    </g>
  );
}
