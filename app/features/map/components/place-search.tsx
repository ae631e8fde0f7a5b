// The place search box: a combobox of countries, regions, dive sites and dive centres. Without
// JavaScript it is a GET form (?q=) that the page's loader answers by opening the map on the place.
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '~/lib/use-translation.ts';
import { CloseIcon, SearchIcon } from '~/ui/icons.tsx';
import type { Place } from '../map-api.ts';
import { useMapCountryName } from './country-names.tsx';

const SUGGEST_DELAY_MS = 200;

type PlaceSearchProps = {
  initialQuery: string;
  /** Hidden fields that a plain form submission keeps (filters, layers). */
  keep: URLSearchParams;
  onSelect: (place: Place) => void;
  onClear: () => void;
};

export function PlaceSearch({ initialQuery, keep, onSelect, onClear }: PlaceSearchProps) {
  const t = useT();
  const countryName = useMapCountryName();
  const id = useId();
  const listId = `${id}-places`;
  const [query, setQuery] = useState(initialQuery);
  const [places, setPlaces] = useState<Place[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<'idle' | 'searching' | 'none' | 'error'>('idle');
  /** What the box holds right now, for answers that arrive after more typing. */
  const inputText = useRef(initialQuery.trim());
  /** The one request in flight: typing and Enter share it, so neither cancels the other's answer. */
  const pending = useRef<{ text: string; promise: Promise<Place[]>; controller: AbortController } | null>(null);
  const lastFetched = useRef('');

  useEffect(() => () => pending.current?.controller.abort(), []);

  function suggest(text: string): Promise<Place[]> {
    if (pending.current?.text === text) return pending.current.promise;
    pending.current?.controller.abort();
    const controller = new AbortController();
    setStatus('searching');
    const promise: Promise<Place[]> = fetch(`/api/map/places?${new URLSearchParams({ q: text, lang: t.locale })}`, { signal: controller.signal })
      .then((response) => {
        if (!response.ok) throw new Error(`places: ${response.status}`);
        return response.json() as Promise<{ places: Place[] }>;
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
    if (text.length < 2 || text === lastFetched.current || !open) return;
    const timer = setTimeout(() => suggestLater(text), SUGGEST_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, open]);

  function choose(place: Place) {
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
    if (event.key === 'ArrowDown') {
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

  const showList = open && query.trim().length >= 2;
  const showOptions = showList && places.length > 0;
  const activePlace = showList ? places[active] : undefined;

  return (
    <form
      role="search"
      method="get"
      action="/map-explore"
      className="relative w-full"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {[...keep].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-input`} className="sr-only">
        {t('map.search.label')}
      </label>
      <div className="flex items-center rounded-full bg-white shadow-md ring-1 ring-slate-300 focus-within:ring-2 focus-within:ring-sky-600">
        <input
          id={`${id}-input`}
          name="q"
          type="search"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={showOptions}
          aria-controls={listId}
          aria-activedescendant={activePlace ? `${id}-option-${active}` : undefined}
          placeholder={t('map.search.placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            inputText.current = event.target.value.trim();
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
          className="min-w-0 flex-1 rounded-l-full bg-transparent py-2.5 pr-2 pl-4 text-slate-900 placeholder:text-slate-500 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {query ? (
          <button
            type="button"
            onClick={() => {
              setQuery('');
              inputText.current = '';
              setPlaces([]);
              lastFetched.current = '';
              onClear();
            }}
            className="rounded-full p-2 text-slate-600 hover:text-slate-900"
          >
            <CloseIcon size={18} />
            <span className="sr-only">{t('map.search.clear')}</span>
          </button>
        ) : null}
        <button type="submit" className="m-1 rounded-full bg-sky-700 p-2 text-white hover:bg-sky-800">
          <SearchIcon size={18} />
          <span className="sr-only">{t('map.search.submit')}</span>
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('map.search.results')}
        hidden={!showOptions}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-auto rounded-xl bg-white py-1 shadow-lg ring-1 ring-slate-200"
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
            <span className="block text-xs text-slate-600">{placeDetail(place, t, countryName)}</span>
          </li>
        ))}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {showList && status === 'none'
          ? t('map.search.none', { q: query.trim() })
          : showList && status === 'error'
            ? t('map.search.error')
            : showList && places.length
              ? t.plural('map.search.count', places.length)
              : ''}
      </p>
      {showList && (status === 'none' || status === 'error') ? (
        <p className="absolute inset-x-0 top-full z-30 mt-1 rounded-xl bg-white px-4 py-3 text-sm text-slate-700 shadow-lg ring-1 ring-slate-200">
          {status === 'none' ? t('map.search.none', { q: query.trim() }) : t('map.search.error')}
        </p>
      ) : null}
    </form>
  );
}

/** "Country · 42 dive sites", "Region in Egypt", "Dive site · Dahab, Egypt". */
export function placeDetail(place: Place, t: ReturnType<typeof useT>, countryName: (code: string) => string): string {
  const country = place.countryCode ? countryName(place.countryCode) : '';
  const where = [place.region, country].filter(Boolean).join(', ');
  switch (place.kind) {
    case 'country':
      return `${t('map.place.country')} · ${t.plural('map.place.sites', place.siteCount ?? 0)}`;
    case 'region':
      return `${t('map.place.region', { country })} · ${t.plural('map.place.sites', place.siteCount ?? 0)}`;
    case 'site':
      return `${t('map.place.site')} · ${where}`;
    case 'centre':
      return `${t('map.place.centre')} · ${where}`;
  }
}
