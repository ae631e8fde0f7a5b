// The open mobile menu: a modal dialog that traps focus and locks the page behind it; its sections
// expand one at a time.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { useFocusTrap } from '~/ui/focus-trap.ts';
import { ChevronDownIcon, CloseIcon } from '~/ui/icons.tsx';
import { isGroup, MAIN_NAVIGATION } from '../navigation.ts';
import { Brand } from './brand.tsx';
import { LanguageLinks } from './language-menu.tsx';

const ROW = 'flex w-full items-center justify-between rounded-xl px-4 py-3 text-lg font-semibold hover:bg-white/10 aria-[current=page]:text-lagoon-300';
const SUB = 'block rounded-lg px-4 py-2.5 text-base text-slate-200 hover:bg-white/10 aria-[current=page]:text-lagoon-300';

type MobileMenuDialogProps = { id: string; orgName: string; account: ReactNode; onClose: () => void };

export function MobileMenuDialog({ id, orgName, account, onClose }: MobileMenuDialogProps) {
  const t = useT();
  const [section, setSection] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, true, onClose);

  useEffect(() => {
    // The page behind must not scroll while the menu covers it.
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, []);

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      className="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-abyss-950 text-white"
      onClick={(event) => {
        // Choosing any link closes the menu, even one to the page already shown.
        if ((event.target as HTMLElement).closest('a')) onClose();
      }}
    >
      <div className="flex h-16 shrink-0 items-center justify-between px-4">
        <Brand orgName={orgName} />
        <h2 id={titleId} className="sr-only">
          {t('frame.menu.title')}
        </h2>
        <button type="button" onClick={onClose} aria-label={t('frame.menu.close')} className="rounded-full p-2 hover:bg-white/10">
          <CloseIcon />
        </button>
      </div>
      <nav aria-label={t('frame.nav.label')} className="px-3 pt-2">
        <ul className="space-y-1">
          {MAIN_NAVIGATION.map((item) => {
            if (!isGroup(item)) {
              return (
                <li key={item.to}>
                  <NavLink to={item.to} className={ROW}>
                    {t(item.label)}
                  </NavLink>
                </li>
              );
            }
            const expanded = section === item.id;
            const panelId = `${id}-${item.id}`;
            return (
              <li key={item.id}>
                <button type="button" className={ROW} aria-expanded={expanded} aria-controls={panelId} onClick={() => setSection(expanded ? null : item.id)}>
                  {t(item.label)}
                  <ChevronDownIcon className={`transition-transform ${expanded ? 'rotate-180' : ''}`} />
                </button>
                <ul id={panelId} hidden={!expanded} className="mb-2 ml-4 border-l border-white/15 pl-2">
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to} className={SUB}>
                        {t(child.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="mt-auto space-y-5 border-t border-white/10 px-4 py-6">
        {account}
        <div>
          <h3 className="mb-2 text-xs font-semibold tracking-wider text-slate-300 uppercase">{t('frame.language.choose')}</h3>
          <LanguageLinks
            className="flex gap-2"
            itemClassName="flex items-center gap-2 rounded-full border border-white/20 px-4 py-2 text-sm font-medium hover:bg-white/10 aria-[current]:border-lagoon-300 aria-[current]:text-lagoon-300"
          />
        </div>
      </div>
    </div>
  );
}
