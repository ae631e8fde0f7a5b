// The place search box of the map page and the home page: a combobox that suggests places
// (countries, seas, regions, dive sites, dive centres) while the visitor types. Without JavaScript
// it is a plain GET form (?q=) to `action`, which the page there answers. Inside another form (the
// logbook's site picker) it is `embedded`: no form of its own, its text posted with the outer form
// under `inputName`, and Enter picks a suggestion instead of sending the outer form.
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, SearchIcon } from './icons.tsx';

const SUGGEST_DELAY_MS = 200;
const MIN_LENGTH = 2;

export type PlaceSearchLabels = {
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  clear: string;
  submit: string;
  /** The list's accessible name. */
  results: string;
  none: (q: string) => string;
  error: string;
  count: (count: number) => string;
};

type PlaceSearchProps<P extends { key: string; label: string }> = {
  action: string;
  initialQuery?: string;
  /** Hidden fields that a plain form submission keeps (filters, layers). */
  keep?: URLSearchParams;
  /** Where suggestions for a text are fetched: JSON { places: P[] }. */
  suggestionsUrl: (text: string) => string;
  /** The line under a suggestion's name. */
  describe: (place: P) => string;
  onSelect: (place: P) => void;
  onClear?: () => void;
  /**
   * What Enter (or the button) does with no suggestion highlighted: go to the first match (the map,
   * which flies there), or send the form to `action` (the home page, which lists every match).
   */
  enter: 'first-match' | 'form';
  labels: PlaceSearchLabels;
  look: 'panel' | 'hero';
  embedded?: { inputName: string };
};

const LOOKS = {
  panel: {
    box: 'flex items-center rounded-full bg-white shadow-md ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-sky-600',
    input: 'min-w-0 flex-1 rounded-l-full bg-transparent py-2.5 pr-2 pl-4 text-slate-900 placeholder:text-slate-500 focus:outline-none [&::-webkit-search-cancel-button]:hidden',
    submit: 'm-1 rounded-full bg-sky-700 p-2 text-white hover:bg-sky-800',
  },
  hero: {
    box: 'flex items-center gap-2 rounded-full bg-white p-1.5 shadow-2xl shadow-abyss-950/50',
    input: 'min-w-0 flex-1 bg-transparent px-1 py-2.5 text-base text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden',
    submit: 'rounded-full bg-coral-500 px-6 py-3 font-semibold text-abyss-950 transition hover:brightness-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-abyss-900',
  },
} as const;

export function PlaceSearch<P extends { key: string; label: string }>({
  action,
  initialQuery = '',
  keep,
  suggestionsUrl,
  describe,
  onSelect,
  onClear,
  enter,
  labels,
  look,
  embedded,
}: PlaceSearchProps<P>) {
  const id = useId();
  const listId = `${id}-places`;
  const [query, setQuery] = useState(initialQuery);
  const [places, setPlaces] = useState<P[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'searching' | 'none' | 'error'>('idle');
  /** What the box holds right now, for answers that arrive after more typing. */
  const inputText = useRef(initialQuery.trim());
  /** The one request in flight: typing and Enter share it, so neither cancels the other's answer. */
  const pending = useRef<{ text: string; promise: Promise<P[]>; controller: AbortController } | null>(null);
  const lastFetched = useRef('');

  useEffect(() => () => pending.current?.controller.abort(), []);

  function suggest(text: string): Promise<P[]> {
    if (pending.current?.text === text) return pending.current.promise;
    pending.current?.controller.abort();
    const controller = new AbortController();
    setStatus('searching');
    const promise: Promise<P[]> = fetch(suggestionsUrl(text), { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`places: ${response.status}`);
        return response.json() as Promise<{ places: P[] }>;
      })
      .then(({ places: found }) => {
        lastFetched.current = text;
        setPlaces(found);
        setActive(-1);
        setStatus(found.length ? 'idle' : 'none');
        return found;
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setStatus('error');
        return [];
      })
      .finally(() => {
        if (pending.current?.promise === promise) pending.current = null;
      });
    pending.current = { text, promise, controller };
    return promise;
  }

  // Suggestions follow the typing, a moment after it pauses.
  const suggestLater = useEffectEvent((text: string) => void suggest(text));
  useEffect(() => {
    const text = query.trim();
    if (text.length < MIN_LENGTH || text === lastFetched.current || !open) return;
    const timer = setTimeout(() => suggestLater(text), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, open]);

  function choose(place: P) {
    setQuery(place.label);
    inputText.current = place.label;
    lastFetched.current = place.label;
    setOpen(false);
    setActive(-1);
    onSelect(place);
  }

  /** Enter (or the search button): the highlighted place, else the first match. */
  async function submit() {
    const text = query.trim();
    if (!text) return;
    const found = text === lastFetched.current ? places : await suggest(text);
    // The visitor may have typed on while the answer was on its way: that answer is stale.
    if (text !== inputText.current) return;
    const chosen = found[active] ?? found[0];
    if (chosen) choose(chosen);
    else setOpen(true);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' && embedded) {
      // The outer form is sent by its own button, never by Enter in the search box.
      event.preventDefault();
      void submit();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(places.length - 1, index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(-1, index - 1));
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  }

  const showList = open && query.trim().length >= MIN_LENGTH;
  const styles = LOOKS[look];
  const showOptions = showList && places.length > 0;
  const activePlace = showList ? places[active] : undefined;

  const content = (
    <>
      {embedded
        ? null
        : [...(keep ?? [])].map(([name, value], index) => <input key={`${name}-${index}`} type="hidden" name={name} value={value} />)}
      <label htmlFor={`${id}-input`} className="sr-only">
        {labels.label}
      </label>
      <div className={styles.box}>
        {look === 'hero' ? <SearchIcon className="ml-3 shrink-0 text-slate-500" size={20} /> : null}
        <input
          id={`${id}-input`}
          name={embedded?.inputName ?? 'q'}
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showOptions}
          aria-controls={listId}
          aria-activedescendant={activePlace ? `${id}-option-${active}` : undefined}
          placeholder={labels.placeholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            inputText.current = event.target.value.trim();
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className={styles.input}
        />
        {query ? (
          <button
            type="button"
            onClick={() => {
              setQuery('');
              inputText.current = '';
              setPlaces([]);
              lastFetched.current = '';
              onClear?.();
            }}
            className="rounded-full p-2 text-slate-600 hover:text-slate-900"
          >
            <CloseIcon size={18} />
            <span className="sr-only">{labels.clear}</span>
          </button>
        ) : null}
        {look === 'hero' ? (
          <button type="submit" className={styles.submit}>
            {labels.submit}
          </button>
        ) : (
          <button type={embedded ? 'button' : 'submit'} onClick={embedded ? () => void submit() : undefined} className={styles.submit}>
            <SearchIcon size={18} />
            <span className="sr-only">{labels.submit}</span>
          </button>
        )}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.results}
        hidden={!showOptions}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-xl bg-white py-1 text-left shadow-lg ring-1 ring-slate-200"
      >
        {places.map((place, index) => (
          <li
            key={place.key}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={`cursor-pointer px-4 py-2 ${index === active ? 'bg-sky-100' : 'hover:bg-slate-100'}`}
          >
            <span className="block font-medium text-slate-900">{place.label}</span>
            <span className="block text-xs text-slate-600">{describe(place)}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {showList && status === 'none' ? labels.none(query.trim()) : showList && status === 'error' ? labels.error : showList && places.length ? labels.count(places.length) : ''}
      </p>
      {showList && (status === 'none' || status === 'error') ? (
        <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl bg-white px-4 py-3 text-left text-sm text-slate-700 shadow-lg ring-1 ring-slate-200">
          {status === 'none' ? labels.none(query.trim()) : labels.error}
        </p>
      ) : null}
    </>
  );
  if (embedded) {
    return (
      <div role="search" className="relative w-full">
        {content}
      </div>
    );
  }
  return (
    <form
      role="search"
      method="get"
      action={action}
      className="relative w-full"
      onSubmit={(event) => {
        // The home page's box lists every match on /explore, unless a suggestion is highlighted.
        if (enter === 'form' && !activePlace) return;
        event.preventDefault();
        void submit();
      }}
    >
      {content}
    </form>
  );
}
