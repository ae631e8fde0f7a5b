import type { ReactNode } from 'react';

/** Long-form text with readable measure and spacing (the site ships no typography plugin). */
export function Prose({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`max-w-3xl min-w-0 space-y-4 break-words leading-relaxed text-slate-700 [&_a]:font-semibold [&_a]:text-sky-800 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:pt-6 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h3]:pt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 ${className}`}
    >
      {children}
    </div>
  );
}

/** A paragraph list from message keys that share a prefix: "<prefix>.1", "<prefix>.2", ... */
export function numberedKeys(prefix: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => `${prefix}.${index + 1}`);
}
