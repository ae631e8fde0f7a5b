// Small marks on centre cards and pages: a demo sample, a verified owner, an unverified listing.
import { useT } from '../../../lib/use-translation.ts';

export function SampleBadge() {
  const t = useT();
  return <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">{t('centers.badge.sample')}</span>;
}

export function VerificationBadge({ verification }: { verification: 'unverified' | 'verified' }) {
  const t = useT();
  return verification === 'verified' ? (
    <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900" title={t('centers.badge.verifiedHint')}>
      {t('centers.badge.verified')}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800" title={t('centers.badge.unverifiedHint')}>
      {t('centers.badge.unverified')}
    </span>
  );
}
