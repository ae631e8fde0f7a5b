// The notice every reader sees before any figure: what this page is, and what it is not.
import type { Translator } from '~/lib/i18n.ts';

export function SafetyNotice({ t }: { t: Translator }) {
  return (
    <aside aria-labelledby="safety-heading" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-4 text-amber-950">
      <h2 id="safety-heading" className="text-lg font-bold">
        {t('dive-tables.safety.title')}
      </h2>
      <p className="mt-1">{t('dive-tables.safety.body')}</p>
      <p className="mt-1">{t('dive-tables.safety.model')}</p>
    </aside>
  );
}
