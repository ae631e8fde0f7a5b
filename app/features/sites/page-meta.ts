// Head tags shared by the dive-site pages: "<page> · <organisation>", description, canonical URL
// and the social-sharing tags.
type MatchLike = { id?: string; loaderData?: unknown } | undefined;

export function organisationName(matches: readonly MatchLike[]): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { orgName?: string } | undefined;
  return root?.orgName ?? 'DiveAtlas';
}

export type PageMetaInput = {
  title: string;
  description: string;
  /** Absolute URL. */
  canonical?: string;
  /** Absolute URL of the preview image. */
  image?: string | null;
  type?: 'website' | 'place';
  noindex?: boolean;
};

export function pageMeta(matches: readonly MatchLike[], input: PageMetaInput) {
  const title = `${input.title} · ${organisationName(matches)}`;
  const tags: Array<Record<string, string>> = [
    { title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.type ?? 'website' },
    { name: 'twitter:card', content: input.image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
  ];
  if (input.canonical) {
    tags.push({ tagName: 'link', rel: 'canonical', href: input.canonical }, { property: 'og:url', content: input.canonical });
  }
  if (input.image) tags.push({ property: 'og:image', content: input.image }, { name: 'twitter:image', content: input.image });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex' });
  return tags;
}
