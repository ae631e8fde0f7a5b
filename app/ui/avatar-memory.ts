// Remembers avatar image addresses that failed to load, so a broken picture is not requested again
// on every page: kept in localStorage for 7 days, at most 20 addresses (the newest win).
export const FAILED_AVATAR_KEY = 'avatarFailedSources';
export const FAILED_AVATAR_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const FAILED_AVATAR_MAX = 20;

export type FailedSource = { src: string; at: number };

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

function read(storage: StorageLike, now: number): FailedSource[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(FAILED_AVATAR_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is FailedSource =>
        typeof entry?.src === 'string' && typeof entry?.at === 'number' && now - entry.at < FAILED_AVATAR_TTL_MS && entry.at <= now,
    );
  } catch {
    return [];
  }
}

export function hasFailed(storage: StorageLike, src: string, now = Date.now()): boolean {
  return read(storage, now).some((entry) => entry.src === src);
}

export function rememberFailure(storage: StorageLike, src: string, now = Date.now()): void {
  const kept = read(storage, now).filter((entry) => entry.src !== src);
  kept.push({ src, at: now });
  const newest = kept.sort((a, b) => b.at - a.at).slice(0, FAILED_AVATAR_MAX);
  try {
    storage.setItem(FAILED_AVATAR_KEY, JSON.stringify(newest));
  } catch {
    // Storage full or disabled: the picture is simply tried again next time.
  }
}

/** localStorage when the browser allows it (private modes and SSR may not). */
export function browserStorage(): StorageLike | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
