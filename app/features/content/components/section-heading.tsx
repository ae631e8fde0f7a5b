import type { ReactNode } from 'react';

/** A section's title with an optional lead line and an action link on the right. */
export function SectionHeading({ id, title, lead, action }: { id: string; title: string; lead?: string; action?: ReactNode }) {
  return (
    <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {lead ? <p className="mt-2 text-slate-600">{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}
