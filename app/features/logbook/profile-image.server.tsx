// The picture a shared dive shows on social sites: its profile (depth and ceiling over time) with its
// number, place, depth and duration, 1200 × 630 as the large cards want it, drawn as SVG and turned into
// PNG (social sites do not take SVG). Only a public dive has one: the dive is read as a visitor sees it,
// so anything else is "not found". Figures are metric and words are left out: the picture has no reader's
// language or units.
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { formatDepth, formatNumber } from '../../lib/units.ts';
import { getDiveForViewer } from './dive-page.queries.server.ts';
import { isShareableDive } from './logbook.policy.ts';
import { ceilingAreaPath, chartScale, depthAreaPath, xOf, yOfDepth, type ProfileChart } from './profile-chart.ts';
import { profileChartFor } from './profile-chart.server.ts';

const WIDTH = 1200;
const HEIGHT = 630;
const PLOT = { left: 110, top: 170, width: 1040, height: 400 };
const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif';

function ProfilePicture({ chart, title, figures }: { chart: ProfileChart; title: string; figures: string }) {
  const scale = chartScale(chart, 'metric');
  const ceiling = ceilingAreaPath(chart, scale, PLOT);
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
      <rect width={WIDTH} height={HEIGHT} fill="#f0f9ff" />
      <text x={PLOT.left} y={80} fontFamily={FONT} fontSize={48} fontWeight={700} fill="#0c4a6e">
        {title}
      </text>
      <text x={PLOT.left} y={135} fontFamily={FONT} fontSize={32} fill="#334155">
        {figures}
      </text>
      <g transform={`translate(${PLOT.left} ${PLOT.top})`}>
        <rect width={PLOT.width} height={PLOT.height} fill="#ffffff" stroke="#cbd5e1" />
        {scale.depthTicks.map((tick) => (
          <g key={tick.label}>
            <line x1={0} x2={PLOT.width} y1={yOfDepth(scale, PLOT, tick.metres)} y2={yOfDepth(scale, PLOT, tick.metres)} stroke="#e2e8f0" />
            <text x={-14} y={yOfDepth(scale, PLOT, tick.metres) + 9} textAnchor="end" fontFamily={FONT} fontSize={24} fill="#475569">
              {`${tick.label} m`}
            </text>
          </g>
        ))}
        <path d={depthAreaPath(chart, scale, PLOT)} fill="#7dd3fc" fillOpacity={0.6} stroke="#0369a1" strokeWidth={4} strokeLinejoin="round" />
        {ceiling ? <path d={ceiling} fill="#e11d48" fillOpacity={0.35} stroke="#be123c" strokeWidth={3} /> : null}
        {scale.timeTicksMin.map((minute) => (
          <text key={minute} x={xOf(scale, PLOT, minute * 60)} y={PLOT.height + 34} textAnchor="middle" fontFamily={FONT} fontSize={24} fill="#475569">
            {`${minute}′`}
          </text>
        ))}
      </g>
    </svg>
  );
}

/** The PNG of a public dive's profile, or null when the dive is not public or has no profile. */
export async function publicProfileImage(diveId: number): Promise<Buffer | null> {
  const dive = await getDiveForViewer(null, diveId);
  if (!dive || !isShareableDive(dive)) return null;
  const chart = await profileChartFor(dive);
  if (!chart) return null;
  const name = dive.site?.name ?? dive.placeName;
  // About what fits on one line of the picture.
  const place = name && name.length > 36 ? `${name.slice(0, 35)}…` : name;
  const figures = [
    dive.maxDepthM !== null ? formatDepth(dive.maxDepthM, 'metric', 'en') : null,
    dive.durationS !== null ? `${formatNumber(Math.round(dive.durationS / 60), 'en')} min` : null,
    dive.startLocal.slice(0, 10),
  ];
  const svg = renderToStaticMarkup(<ProfilePicture chart={chart} title={place ? `#${dive.number} · ${place}` : `#${dive.number}`} figures={figures.filter(Boolean).join(' · ')} />);
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
