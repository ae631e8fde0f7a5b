// The static locator drawn by center-locator.server.ts: land in sand, sea in blue, numbered markers
// that match the numbered result cards, and the searched place as a ring.
import { useId } from 'react';
import type { Locator } from '../center-locator.server.ts';

export function CenterLocatorMap({ locator, title, description }: { locator: Locator; title: string; description?: string }) {
  const id = useId();
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
      {locator.markers.map((marker, index) =>
        marker.kind === 'site' ? (
          <g key={`s${index}`}>
            <rect x={marker.x - 5} y={marker.y - 5} width={10} height={10} transform={`rotate(45 ${marker.x} ${marker.y})`} fill="#0e7490" stroke="#fff" strokeWidth={1.5} />
          </g>
        ) : (
          <g key={`c${index}`}>
            <circle cx={marker.x} cy={marker.y} r={9} fill="#b4372a" stroke="#fff" strokeWidth={1.5} />
            <text x={marker.x} y={marker.y + 3.5} textAnchor="middle" fontSize={10} fontWeight={700} fill="#fff">
              {marker.label}
            </text>
          </g>
        ),
      )}
    </svg>
  );
}
