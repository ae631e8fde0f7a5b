import type { ReactNode } from 'react';

/** A friendly "nothing here yet" panel with a way onward. */
export function EmptyState({ icon, title, text, children, className = '' }: { icon: ReactNode; title: string; text: string; children?: ReactNode; className?: string }) {
  return (
    <div className={`flex flex-col items-center justify-center rounded-3xl ${className} border border-dashed border-slate-300 bg-white px-6 py-12 text-center`}>
      <div className="mb-4 grid size-14 place-items-center rounded-2xl bg-sky-50 text-sky-700">{icon}</div>
      <p className="text-lg font-semibold text-slate-900">{title}</p>
      <p className="mt-2 max-w-md text-slate-600">{text}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
