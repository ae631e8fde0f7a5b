// The frame of a member's own pages under /account (and /trips): a way back to the account, the page's
// title and a line on what it is for, then the page's own parts.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';

export function AccountPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <p className="text-sm">
        <Link to="/account" className="font-semibold text-sky-800 underline underline-offset-2">
          {t('account.nav.backToAccount')}
        </Link>
      </p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      {children}
    </div>
  );
}

/**
 * A titled list of cards: each item drawn by `card`, or `empty` when there is none. With no `empty`, a
 * list without items is left out altogether (a "past" list before anything is past).
 */
export function CardListSection<T>({ id, heading, items, itemKey, card, empty }: { id: string; heading: string; items: T[]; itemKey: (item: T) => string | number; card: (item: T) => ReactNode; empty?: ReactNode }) {
  if (!items.length && !empty) return null;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="mb-3 text-2xl font-semibold text-slate-900">
        {heading}
      </h2>
      {items.length ? (
        <ul className="flex flex-col gap-4">
          {items.map((item) => (
            <li key={itemKey(item)}>{card(item)}</li>
          ))}
        </ul>
      ) : (
        empty
      )}
    </section>
  );
}

/** What an empty list says, with a link onward. */
export function EmptyListCard({ text, linkTo, linkText }: { text: string; linkTo: string; linkText: string }) {
  return (
    <div className="rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
      <p>{text}</p>
      <p className="mt-3">
        <Link to={linkTo} className="font-semibold text-sky-800 underline">
          {linkText}
        </Link>
      </p>
    </div>
  );
}
