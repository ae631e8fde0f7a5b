// A disclosure dropdown (a button that shows a panel of links or actions): the pattern the WAI-ARIA
// practices recommend for site navigation. Opens on click, Enter, Space or ArrowDown; ArrowUp/Down,
// Home and End move between the items; Escape, a click outside or focus leaving close it.
// Until the page's JavaScript runs it is a native <details> disclosure, so a tap opens it even then.
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from '~/lib/use-hydrated.ts';

type DropdownProps = {
  /** The button's content (text, avatar, flag...). */
  label: ReactNode;
  /** An accessible name when the label is not plain text. */
  buttonLabel?: string;
  buttonClassName?: string;
  panelClassName?: string;
  children: ReactNode;
};

const ITEM_SELECTOR = 'a[href], button:not([disabled])';

function items(panel: HTMLElement | null): HTMLElement[] {
  return panel ? [...panel.querySelectorAll<HTMLElement>(ITEM_SELECTOR)] : [];
}

export function Dropdown({ label, buttonLabel, buttonClassName, panelClassName, children }: DropdownProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstOnOpen = useRef(false);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    if (focusFirstOnOpen.current) {
      focusFirstOnOpen.current = false;
      items(panelRef.current)[0]?.focus();
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) items(panelRef.current)[0]?.focus();
    else {
      focusFirstOnOpen.current = true;
      setOpen(true);
    }
  }

  function onPanelKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const list = items(panelRef.current);
    const index = list.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: list.length - 1 };
    if (!(event.key in next) || list.length === 0) return;
    event.preventDefault();
    const target = (next[event.key]! + list.length) % list.length;
    list[target]?.focus();
  }

  if (!hydrated) {
    return (
      <details
        className="relative"
        // A panel opened before the page was interactive stays open once the button takes over.
        ref={(details) => () => {
          if (details?.open) setOpen(true);
        }}
      >
        <summary aria-label={buttonLabel} className={`list-none [&::-webkit-details-marker]:hidden ${buttonClassName ?? ''}`}>
          {label}
        </summary>
        <div className={panelClassName}>{children}</div>
      </details>
    );
  }

  return (
    <div
      ref={rootRef}
      className="relative"
      onBlur={(event) => {
        // Tabbing out of the whole dropdown closes it, so no panel is left hanging open.
        if (open && event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        className={buttonClassName}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {label}
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!open}
        className={panelClassName}
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          // Choosing a link or action closes the panel (navigation alone would keep it open).
          if ((event.target as HTMLElement).closest(ITEM_SELECTOR)) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
