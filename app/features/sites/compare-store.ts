// The compare tray, kept in this browser's localStorage so it survives page changes and visits.
// The /compare page itself reads only its URL, so a comparison can be shared as a link.
import { useSyncExternalStore } from 'react';
import { recordId } from '../../lib/parameters.ts';

export const COMPARE_MAX = 4;
const STORAGE_KEY = 'diveatlas.compare';
const CHANGE_EVENT = 'diveatlas:compare-change';
const EMPTY: readonly number[] = [];

/** Site ids from text such as "12,7,31": record ids, no repeats, at most COMPARE_MAX. */
export function parseCompareIds(text: string | null | undefined): number[] {
  if (!text) return [];
  const ids: number[] = [];
  for (const part of text.split(/[,\s]+/)) {
    const id = recordId(part);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, COMPARE_MAX);
}

export function compareHref(ids: readonly number[]): string {
  return ids.length ? `/compare?ids=${ids.join(',')}` : '/compare';
}

/** Adds or removes an id; adding to a full tray changes nothing and says so. */
export function toggleCompareId(ids: readonly number[], id: number): { ids: number[]; full: boolean } {
  if (ids.includes(id)) return { ids: ids.filter((other) => other !== id), full: false };
  if (ids.length >= COMPARE_MAX) return { ids: [...ids], full: true };
  return { ids: [...ids, id], full: false };
}

let cachedRaw: string | null = null;
let cachedIds: readonly number[] = EMPTY;

function readIds(): readonly number[] {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be disabled (private modes, strict settings): the tray is then simply empty.
  }
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedIds = parseCompareIds(raw);
  }
  return cachedIds;
}

export function writeCompareIds(ids: readonly number[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, ids.join(','));
  } catch {
    // See readIds: without storage the change lasts until the page is left.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

/** The tray's ids; empty on the server and until the page is interactive. */
export function useCompareIds(): readonly number[] {
  return useSyncExternalStore(subscribe, readIds, () => EMPTY);
}
