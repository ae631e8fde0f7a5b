// The visible mark on seeded sites: they come from a public starter list, not from a diver.
import { useT } from '../../../lib/use-translation.ts';

/** `changed`: the names of the facts members changed since the starter list (the note no longer speaks for them). */
export function SeedBadge({ source, detailed = false, changed = [] }: { source: string | null; detailed?: boolean; changed?: readonly string[] }) {
  const t = useT();
  if (!detailed) {
    return (
      <span className="inline-flex items-center rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900" title={t('sites.seed.short')}>
        {t('sites.seed.label')}
      </span>
    );
  }
  return (
    <aside className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" aria-labelledby="seed-label">
      <p id="seed-label" className="font-semibold">
        {t('sites.seed.label')}
      </p>
      <p className="mt-1" data-testid="seed-note">
        {t('sites.seed.explanation', { source: source || '—' })}
      </p>
      {changed.length ? (
        <p className="mt-1" data-testid="seed-changed">
          {t('sites.seed.changedSince', { facts: changed.join(', ') })}
        </p>
      ) : null}
    </aside>
  );
}
