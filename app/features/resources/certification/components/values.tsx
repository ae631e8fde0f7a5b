// Small pieces shared by the certification tables: an unknown value, a depth in both units, an ISO level
// with how well it is supported.
import type { Translator } from '~/lib/i18n.ts';
import type { Certification } from '../certification-data.ts';
import { metresToFeet } from '~/lib/units.ts';

export function NotSet({ t }: { t: Translator }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('certification.notSet')}</span>
    </>
  );
}

/**
 * Metres as the sources give them, with feet: the agency's own figure where it publishes one (60 ft beside
 * 18 m), otherwise the metres converted and rounded down, since it is a limit.
 */
export function DepthValue({ metres, feet, t }: { metres: number | null; feet: number | null; t: Translator }) {
  if (metres === null) return <NotSet t={t} />;
  if (feet !== null) return <>{t('certification.depth', { m: metres, ft: feet })}</>;
  return <>{t('certification.depthConverted', { m: metres, ft: Math.floor(metresToFeet(metres) + 1e-9) })}</>;
}

export function IsoValue({ certification, t }: { certification: Certification; t: Translator }) {
  if (certification.iso.length === 0) return <>{t('certification.isoNone')}</>;
  return (
    <>
      <span className="font-medium whitespace-nowrap">{certification.iso.map((level) => `ISO ${level}`).join(' / ')}</span>
      {certification.isoClaim ? (
        <span className={`block text-xs ${certification.isoClaim === 'stated' ? 'text-slate-600' : 'font-medium text-amber-800'}`}>
          {t(`certification.claim.${certification.isoClaim}`)}
        </span>
      ) : null}
    </>
  );
}
