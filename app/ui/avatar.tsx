// A member's picture, or their initials on a colour derived from their name when there is no
// picture or it failed to load. Failed addresses are remembered (see avatar-memory.ts).
import { useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { browserStorage, hasFailed, rememberFailure } from './avatar-memory.ts';

// Dark enough for white initials to keep at least 4.5:1 contrast.
const PALETTE = ['#0b3354', '#0f5e7a', '#1d4f91', '#5b3a8c', '#8a2f5b', '#9a3412', '#166534', '#115e59'];

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function colourFor(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

type AvatarProps = {
  name: string;
  src?: string | null;
  size?: number;
  className?: string;
};

export function Avatar({ name, src, size = 36, className = '' }: AvatarProps) {
  // The picture is only tried in the browser, after checking the failure memory: the server cannot
  // know which addresses already failed for this visitor.
  const inBrowser = useHydrated();
  const [failed, setFailed] = useState<string | null>(null);
  const storage = inBrowser ? browserStorage() : undefined;
  const showImage = inBrowser && Boolean(src) && failed !== src && !(storage && src && hasFailed(storage, src));

  const box = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  if (showImage && src) {
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        style={box}
        className={`rounded-full object-cover ${className}`}
        onError={() => {
          if (storage) rememberFailure(storage, src);
          setFailed(src);
        }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{ ...box, backgroundColor: colourFor(name) }}
      className={`inline-flex shrink-0 items-center justify-center rounded-full font-semibold text-white select-none ${className}`}
    >
      {initialsOf(name)}
    </span>
  );
}
