// The dive page's profile section: the one place the profile chart is mounted. The chart (depth over
// time with temperature, tank pressure, gas switches, events and the ceiling) comes through `chart`,
// with its own table of the same figures for screen readers and for a page without JavaScript; a
// profile too short to draw is shown as a table. A dive without a profile says so.
import type { ReactNode } from 'react';
import type { Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import type { DiveProfileView } from '../dive-page.queries.server.ts';
import { ProfileTable } from './dive-details.tsx';

export function DiveProfileSection({ profile, units, chart }: { profile: DiveProfileView | null; units: Units; chart?: ReactNode }) {
  const t = useT();
  return (
    <section aria-labelledby="dive-profile" data-slot="dive-profile" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="dive-profile" className="text-lg font-semibold text-slate-900">
        {t('logbook.profile.title')}
      </h2>
      {profile ? (
        // The chart carries its own table of the same figures; a profile too short to draw keeps this one.
        (chart ?? <ProfileTable profile={profile} units={units} />)
      ) : (
        <p className="text-sm text-slate-700">{t('logbook.profile.none')}</p>
      )}
    </section>
  );
}
