// The shell of an account page whose content another feature provides later: a title, an honest
// empty state, and a way back to the overview.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';

export function AccountEmptyPage({ title, empty, action }: { title: string; empty: string; action?: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to="/account" className="font-semibold text-sky-800 underline underline-offset-2">
          {t('account.nav.backToAccount')}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-6 rounded-2xl bg-white p-8 text-center text-slate-700 shadow-sm ring-1 ring-slate-200">
        <p>{empty}</p>
        {action ? <div className="mt-4">{action}</div> : null}
      </div>
    </div>
  );
}
