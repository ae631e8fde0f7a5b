// The translator for components and meta functions. Each route loader returns the catalogues it
// needs as `messages` (the root loader returns the shared ones); these are merged along the matches.
import { useMemo } from 'react';
import { useMatches } from 'react-router';
import { createTranslator, DEFAULT_LOCALE, isLocale, type Messages, type Translator } from './i18n.ts';

type MatchLike = { loaderData?: unknown } | undefined;

// Every component of a render asks for the same translator: keep the last one, keyed by the loader
// data it was built from, instead of merging the catalogues again for each component.
let last: { data: unknown[]; translator: Translator } | undefined;

function translatorFromMatches(matches: readonly MatchLike[]): Translator {
  const data = matches.map((match) => match?.loaderData);
  if (last && last.data.length === data.length && last.data.every((item, index) => item === data[index])) return last.translator;
  const translator = buildTranslator(matches);
  last = { data, translator };
  return translator;
}

function buildTranslator(matches: readonly MatchLike[]): Translator {
  const messages: Messages = {};
  let locale = DEFAULT_LOCALE;
  for (const match of matches) {
    const data = match?.loaderData as { messages?: Messages; locale?: unknown } | undefined;
    if (data?.messages) Object.assign(messages, data.messages);
    if (isLocale(data?.locale)) locale = data.locale;
  }
  return createTranslator(locale, messages);
}

export function useT(): Translator {
  const matches = useMatches();
  return useMemo(() => translatorFromMatches(matches), [matches]);
}

/** For `meta` exports: `const t = metaTranslator(matches)`. */
export function metaTranslator(matches: readonly MatchLike[]): Translator {
  return translatorFromMatches(matches);
}
