// The frame of the logbook's own pages: a way back, the title and a line of introduction.
import type { ReactNode } from 'react';
import { Link } from 'react-router';

export function LogbookPage({ title, intro, back, actions, children, wide = false }: { title: string; intro?: ReactNode; back?: { to: string; label: string }; actions?: ReactNode; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`mx-auto w-full ${wide ? 'max-w-6xl' : 'max-w-3xl'} space-y-6 px-4 pt-8 pb-16 sm:px-6`}>
      <div>
        {back ? (
          <p className="text-sm">
            <Link to={back.to} className="font-semibold text-sky-800 underline underline-offset-2">
              {back.label}
            </Link>
          </p>
        ) : null}
        <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          {actions}
        </div>
        {intro ? <p className="mt-2 text-slate-700">{intro}</p> : null}
      </div>
      {children}
    </div>
  );
}
