import { NavLink } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { Dropdown } from '~/ui/dropdown.tsx';
import { ChevronDownIcon } from '~/ui/icons.tsx';
import { isGroup, MAIN_NAVIGATION } from '../navigation.ts';

const PANEL = 'absolute left-0 top-full z-50 mt-2 w-64 rounded-xl bg-white p-1.5 text-slate-800 shadow-xl ring-1 ring-slate-900/10';
const PANEL_LINK = 'block rounded-lg px-3 py-2 text-sm font-medium hover:bg-slate-100 focus-visible:bg-slate-100 aria-[current=page]:text-sky-800';

export function DesktopNav({ itemClassName }: { itemClassName: string }) {
  const t = useT();
  return (
    <nav aria-label={t('frame.nav.label')} className="hidden xl:block">
      <ul className="flex items-center gap-0.5">
        {MAIN_NAVIGATION.map((item) =>
          isGroup(item) ? (
            <li key={item.id}>
              <Dropdown
                buttonClassName={itemClassName}
                panelClassName={PANEL}
                label={
                  <>
                    {t(item.label)}
                    <ChevronDownIcon size={16} className="opacity-70" />
                  </>
                }
              >
                <ul>
                  {item.children.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to} className={PANEL_LINK}>
                        {t(child.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </Dropdown>
            </li>
          ) : (
            <li key={item.to}>
              <NavLink to={item.to} className={itemClassName}>
                {t(item.label)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
