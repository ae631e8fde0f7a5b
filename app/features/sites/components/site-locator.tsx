// The listing page's locator: the land-and-sea map drawn on the server (shared with the centre
// pages), the site as a pin, its nearby sites numbered as in the list below it, and a scale bar.
import { useT } from '../../../lib/use-translation.ts';
import type { Locator } from '~/lib/map/locator.ts';
import { LocatorMap } from '~/ui/locator-map.tsx';
import { scaleBar } from '../../../lib/map/locator-scale.ts';
import { formatDistance, type Units } from '~/lib/units.ts';

/** The scale bar takes at most this share of the map's width. */
const SCALE_SHARE = 0.3;

export function SiteLocator({ locator, name, neighbours, units }: { locator: Locator; name: string; neighbours: ReadonlyArray<{ name: string }>; units: Units }) {
  const t = useT();
  const bar = scaleBar(locator.kmPerUnit, locator.width * SCALE_SHARE, units === 'imperial' ? 'mi' : 'km');
  return (
    <div data-testid="site-locator">
      <LocatorMap
        locator={locator}
        title={t('sites.listing.locatorTitle', { name })}
        description={neighbours.length ? neighbours.map((other, index) => `${index + 1}: ${other.name}`).join('; ') : undefined}
        scale={bar ? { length: bar.length, label: formatDistance(bar.km, units, t.locale) } : null}
      />
    </div>
  );
}
