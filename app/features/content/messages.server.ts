// The messages of the content pages and the home page. Each content page loads only its part of the
// content catalogue (the catalogue holds every page's prose), so its HTML carries just its own text;
// the home page takes the few keys of the cards it shows from the other catalogues.
import { loadMessages, pickMessages } from '~/lib/i18n.server.ts';
import type { Locale, Messages } from '~/lib/i18n.ts';
import { offerCardMessages } from '../offers/offer-messages.server.ts';
import { tripListMessages } from '../trips/trip-messages.server.ts';

/** The texts of the given content pages ("about" gives every "content.about." key). */
export function contentMessages(locale: Locale, pages: readonly string[]): Messages {
  return pickMessages(locale, pages.map((page) => `content.${page}.`));
}

/** The home page: its own texts, and those of the cards it shows (sites, offers, news, trips). */
export function homePageMessages(locale: Locale): Messages {
  return {
    ...loadMessages(locale, ['home']),
    ...pickMessages(locale, ['sites.type.', 'news.sample', 'news.onlyIn.', 'map.search.', 'map.place.']),
    ...offerCardMessages(locale),
    ...tripListMessages(locale),
  };
}
