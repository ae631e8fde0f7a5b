// The dark band that opens content pages. It slides under the fixed header (which is transparent
// over it on pages whose route sets `handle = { hero: true }`).
import type { ReactNode } from 'react';

type PageHeroProps = {
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
};

export function PageHero({ eyebrow, title, intro, children }: PageHeroProps) {
  return (
    <section className="relative -mt-16 overflow-hidden bg-abyss-900 bg-page-waves pt-16 text-white">
      <div className="relative mx-auto max-w-7xl px-4 pt-14 pb-16 sm:pt-20 sm:pb-20 lg:px-6">
        {eyebrow ? <p className="mb-3 text-sm font-semibold tracking-widest text-lagoon-300 uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-5 max-w-2xl text-lg text-sky-100">{intro}</div> : null}
        {children}
      </div>
    </section>
  );
}
