// The static locator a feature lays out on the server (app/lib/map/locator-map.server.ts): land
// in sand, sea in blue, numbered markers that match a numbered list beside it, the searched place as
// a ring and a page's own site as a pin.
// Plain SVG from the server: it needs no script and fetches nothing.
import { useId } from 'react';
import type { Locator, LocatorMarker } from '~/lib/map/locator.ts';

type LocatorMapProps = {
  locator: Locator;
  title: string;
  description?: string;
  /** A scale bar in the bottom-left corner: its length in units of the drawing and its label. */
  scale?: { length: number; label: string } | null;
};

export function LocatorMap({ locator, title, description, scale }: LocatorMapProps) {
  const id = useId();
  // Pins go last so that nothing covers the site the page is about.
  const markers = [...locator.markers.filter((marker) => marker.kind !== 'pin'), ...locator.markers.filter((marker) => marker.kind === 'pin')];
  return (
    <svg
      viewBox={`0 0 ${locator.width} ${locator.height}`}
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      className="h-auto w-full rounded-xl border border-slate-300 bg-sky-100"
    >
      <title id={`${id}-title`}>{title}</title>
      {description ? <desc id={`${id}-desc`}>{description}</desc> : null}
      {/* Fill only: a stroke would also draw the edges where coasts were cut to the frame. */}
      <path d={locator.land} fill="#e8dcb9" fillRule="evenodd" />
      {locator.origin ? (
        <g>
          <circle cx={locator.origin.x} cy={locator.origin.y} r={9} fill="none" stroke="#0c4a6e" strokeWidth={2.5} />
          <circle cx={locator.origin.x} cy={locator.origin.y} r={2.5} fill="#0c4a6e" />
        </g>
      ) : null}
      {markers.map((marker, index) => (
        <Marker key={`${marker.kind}${index}`} marker={marker} />
      ))}
      {scale ? <ScaleBar height={locator.height} length={scale.length} label={scale.label} /> : null}
    </svg>
  );
}

function Marker({ marker }: { marker: LocatorMarker }) {
  const { x, y, label } = marker;
  if (marker.kind === 'pin') {
    // A map pin whose point is on the spot: a disc above a tapering tail.
    return (
      <g data-marker="pin" transform={`translate(${x} ${y})`}>
        <path d="M0 0C-2 -5 -9 -10 -9 -17A9 9 0 1 1 9 -17C9 -10 2 -5 0 0Z" fill="#c2410c" stroke="#fff" strokeWidth={1.5} />
        <circle cx={0} cy={-17} r={3.5} fill="#fff" />
      </g>
    );
  }
  if (marker.kind === 'site' && label) {
    // Numbered like the list of nearby sites beside the map, in the same colours.
    return (
      <g data-marker="site">
        <circle cx={x} cy={y} r={8} fill="#fbbf24" stroke="#fff" strokeWidth={1.5} />
        <text x={x} y={y + 3.2} textAnchor="middle" fontSize={9} fontWeight={700} fill="#0f172a">
          {label}
        </text>
      </g>
    );
  }
  if (marker.kind === 'site') {
    return (
      <g data-marker="site">
        <rect x={x - 5} y={y - 5} width={10} height={10} transform={`rotate(45 ${x} ${y})`} fill="#0e7490" stroke="#fff" strokeWidth={1.5} />
      </g>
    );
  }
  return (
    <g data-marker="center">
      <circle cx={x} cy={y} r={9} fill="#b4372a" stroke="#fff" strokeWidth={1.5} />
      <text x={x} y={y + 3.5} textAnchor="middle" fontSize={10} fontWeight={700} fill="#fff">
        {label}
      </text>
    </g>
  );
}

function ScaleBar({ height, length, label }: { height: number; length: number; label: string }) {
  const left = 10;
  const base = height - 10;
  return (
    <g data-testid="locator-scale">
      <rect x={left - 4} y={base - 19} width={Math.max(length, label.length * 6) + 8} height={23} rx={3} fill="#fff" fillOpacity={0.8} />
      <path d={`M${left} ${base - 5}V${base}H${left + length}V${base - 5}`} fill="none" stroke="#0f172a" strokeWidth={1.5} />
      <text x={left} y={base - 8} fontSize={10} fill="#0f172a">
        {label}
      </text>
    </g>
  );
}
