// News and member offers, until their content exists: a clear empty state with a way onward.
import type { ReactNode } from 'react';
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { EmptyState } from './empty-state.tsx';

export function ListingEmptyPage({ prefix, icon, actions }: { prefix: 'news' | 'offers'; icon: ReactNode; actions: ReactNode }) {
  const t = useT();
  return (
    <>
      <PageHero eyebrow={t(`content.${prefix}.eyebrow`)} title={t(`content.${prefix}.title`)} intro={<p>{t(`content.${prefix}.intro`)}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-16 lg:px-6" data-testid={`${prefix}-empty`}>
        <h2 className="sr-only">{t(`content.${prefix}.listTitle`)}</h2>
        <EmptyState className="max-w-3xl" icon={icon} title={t(`content.${prefix}.emptyTitle`)} text={t(`content.${prefix}.emptyText`)}>
          {actions}
        </EmptyState>
      </div>
    </>
  );
}
