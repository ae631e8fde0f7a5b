// Every seeded dive site against the detailed land the basemap serves (OpenStreetMap land polygons):
// a site on land must be in the allow-list below with its reason. The check itself reads the 134 MB
// land file, so it runs as `npm run seed:land-check`, which records its result in sites-on-land.json;
// this test holds that record to the seed as it is (a moved site asks for a new check) and to the
// reasons. Lakes, like the sea's lagoons behind rapids, lie inside the land polygons.
import { describe, expect, it } from 'vitest';
import { readSeedSites } from '../index.ts';
import { LAND_VERSION } from '../../../app/lib/land-store-folder.server.ts';
import { positionsFingerprint, type OnLandRecord } from '../../../app/features/map/seed-land-check.server.ts';
import record from './sites-on-land.json' with { type: 'json' };

/** Why a site may lie on the detailed land, and how far from the sea each reason allows it to be. */
const KINDS = {
  // Inland water: the reason says which.
  spring: Infinity,
  lake: Infinity,
  quarry: Infinity,
  cenote: Infinity,
  river: Infinity,
  mine: Infinity,
  lagoon: Infinity,
  cave: Infinity,
  /** A shore dive: the position is its entry point on the beach, rocks or pier. */
  shore: 300,
  /** A reef along the shore, inside the detailed coast's accuracy (a few hundred metres, ADR 16). */
  coast: 200,
  /** An island, islands or a marine park dived as a whole: the position marks it, to its precision. */
  island: 'precision',
  /** Only the area is known (a precision of 5 km): the sea is within a kilometre. */
  area: 1000,
  /** A site at sea whose position is wrong and awaits two agreeing published marks. */
  'to-correct': Infinity,
} as const;
type Kind = keyof typeof KINDS;

/** Each seeded site on the detailed land: its kind, and for inland water what water it is. */
const ON_LAND_ALLOWED: Record<string, Kind | [Kind, string]> = {
  'ar-punta-loma': 'coast',
  'au-balls-pyramid': 'island',
  'au-ewens-ponds': ['spring', 'spring-fed ponds inland'],
  'au-flinders-pier': 'shore',
  'au-fly-point': 'shore',
  'au-gordons-bay': 'shore',
  'au-governor-island-marine-reserve': 'island',
  'au-lady-elliot-island': 'island',
  'au-montague-island': 'island',
  'au-navy-pier': 'shore',
  'au-piccaninnie-ponds': ['spring', 'spring-fed ponds behind the dunes'],
  'au-shelly-beach': 'shore',
  'bb-ss-stavronikita': 'coast',
  'bq-1000-steps': 'shore',
  'bq-bari-reef': 'shore',
  'bq-diamond-rock': 'island',
  'bq-hilma-hooker': 'shore',
  'bq-karpata': 'shore',
  'bq-klein-bonaire': 'island',
  'bq-man-o-war-shoals': 'coast',
  'bq-oil-slick-leap': 'to-correct',
  'br-abrolhos-archipelago': 'island',
  'ca-lake-minnewanka': ['lake', 'a mountain reservoir lake'],
  'ca-porteau-cove': 'shore',
  'ca-sweepstakes': ['lake', 'a wreck in Big Tub Harbour on Lake Huron (fresh water lies inside the land polygons)'],
  'cn-wuzhizhou-island': 'island',
  'cu-cueva-de-los-peces': ['cenote', 'a flooded sinkhole beside the coast road'],
  'cv-buracona': 'area',
  'cw-klein-curacao': 'island',
  'cw-mushroom-forest': 'to-correct',
  'cx-flying-fish-cove': 'shore',
  'cy-cape-greco-caves': 'shore',
  'de-kreidesee-hemmoor': ['quarry', 'a flooded chalk quarry'],
  'dj-bay-of-ghoubbet': 'area',
  'dj-moucha-island': 'island',
  'dm-champagne-reef': 'shore',
  'do-isla-catalina': 'island',
  'eg-abu-dabbab': 'shore',
  'eg-lighthouse-reef': 'shore',
  'eg-ras-um-sid': 'shore',
  'eg-the-bells': 'shore',
  'es-isla-de-tabarca': 'island',
  'es-la-catedral': 'shore',
  'es-mar-de-las-calmas': 'island',
  'es-playa-chica': 'shore',
  'fj-namena-marine-reserve': 'island',
  'fm-valley-of-the-rays': 'area',
  'gb-chesil-cove': 'shore',
  'gb-kimmeridge-bay': 'shore',
  'gb-lundy-island': 'island',
  'gb-skomer-island': 'island',
  'gb-stoney-cove': ['quarry', 'a flooded quarry'],
  'gb-vobster-quay': ['quarry', 'a flooded quarry'],
  'hn-marys-place': 'area',
  'id-blue-lagoon': 'shore',
  'id-cape-kri': 'coast',
  'id-crystal-bay': 'coast',
  'id-hairball': 'area',
  'id-japanese-wreck': 'area',
  'id-manta-point': 'coast',
  'id-shark-point': 'area',
  'id-tulamben-drop-off': 'shore',
  'ie-lough-hyne': ['lagoon', 'a sea lough joined to the sea only by tidal rapids'],
  'ie-skellig-michael': 'island',
  'il-coral-beach-nature-reserve': 'shore',
  'il-satil': 'area',
  'it-cristo-degli-abissi': 'coast',
  'it-grotta-di-nereo': 'coast',
  'it-punta-chiappa': 'to-correct',
  'it-secca-del-papa': 'area',
  'it-ustica-marine-protected-area': 'island',
  'jo-japanese-garden': 'to-correct',
  'ke-malindi-marine-national-park': 'island',
  'lc-anse-chastanet-reef': 'shore',
  'lk-hikkaduwa-coral-sanctuary': 'shore',
  'me-oreste': 'area',
  'mm-macleod-island': 'island',
  'mp-the-grotto': ['cave', 'a collapsed sea cave entered down steps from the cliff top, open to the sea by tunnels'],
  'mt-cirkewwa': 'shore',
  'mt-hms-maori': 'shore',
  'mt-inland-sea': ['lagoon', 'an inland lagoon joined to the sea by a tunnel through the cliff'],
  'mt-reqqa-point': 'shore',
  'mt-santa-marija-caves': 'coast',
  'mt-wied-il-g-asri': 'shore',
  'mu-blue-bay-marine-park': 'island',
  'mu-coin-de-mire': 'island',
  'mv-tiger-zoo': 'area',
  'mx-akumal-bay': 'shore',
  'mx-cenote-angelita': ['cenote', 'a flooded sinkhole in the jungle'],
  'mx-cenote-carwash': ['cenote', 'a flooded sinkhole in the jungle'],
  'mx-cenote-dos-ojos': ['cenote', 'a flooded sinkhole in the jungle'],
  'mx-cenote-el-pit': ['cenote', 'a flooded sinkhole in the jungle'],
  'mx-chankanaab': 'shore',
  'mx-gran-cenote': ['cenote', 'a flooded sinkhole in the jungle'],
  'mx-guadalupe-island': 'island',
  'mx-isla-san-pedro-martir': 'island',
  'mx-santa-rosa-wall': 'to-correct',
  'my-layang-layang': 'island',
  'no-saltstraumen': 'shore',
  'nz-goat-island-marine-reserve': 'island',
  'nz-poor-knights-islands': 'island',
  'ph-apo-island': 'island',
  'ph-balicasag-island': 'island',
  'ph-cabilao-island': 'island',
  'ph-dauin': 'shore',
  'ph-panagsama-beach': 'shore',
  'ph-twin-rocks': 'coast',
  'ph-verde-island': 'island',
  'pr-desecheo-island': 'island',
  'pt-berlengas': 'island',
  'pt-garajau-marine-reserve': 'island',
  'pt-madeirense': 'area',
  'pw-chandelier-cave': 'area',
  'pw-jellyfish-lake': ['lake', 'a marine lake inside Eil Malk island'],
  'sb-b-17-bomber': 'to-correct',
  'sb-bonegi-i': 'to-correct',
  'sc-sainte-anne-marine-national-park': 'island',
  'se-slaggo': 'shore',
  'tl-k41': 'to-correct',
  'tw-houbihu': 'shore',
  'us-alexander-springs': ['spring', 'a spring pool'],
  'us-balmorhea-state-park': ['spring', 'a spring-fed pool'],
  'us-black-rock': 'shore',
  'us-blue-grotto': ['spring', 'a spring-fed sinkhole'],
  'us-blue-hole': ['spring', 'an artesian spring pool'],
  'us-blue-spring': ['spring', 'a spring run'],
  'us-bluefish-cove': 'shore',
  'us-bonne-terre-mine': ['mine', 'a flooded lead mine'],
  'us-casino-point-dive-park': 'shore',
  'us-devils-den': ['spring', 'a spring inside a sinkhole'],
  'us-edmonds-underwater-park': 'shore',
  'us-garden-eel-cove': 'to-correct',
  'us-ginnie-springs': ['spring', 'a spring run'],
  'us-homestead-crater': ['spring', 'a geothermal spring inside a limestone crater'],
  'us-honolua-bay': 'shore',
  'us-jacobs-well': ['spring', 'an artesian spring in a creek bed'],
  'us-la-jolla-cove': 'shore',
  'us-les-davis-pier': 'shore',
  'us-madison-blue-spring': ['spring', 'a spring run'],
  'us-mala-wharf': 'shore',
  'us-manatee-springs': ['spring', 'a spring run'],
  'us-morrison-springs': ['spring', 'a spring pool'],
  'us-peacock-springs': ['spring', 'a spring pool'],
  'us-puako': 'area',
  'us-rainbow-river': ['river', 'a spring-fed river'],
  'us-san-carlos-beach': 'shore',
  'us-seacrest-park-cove-2': 'shore',
  'us-sharks-cove': 'shore',
  'us-shaws-cove': 'shore',
  'us-sund-rock': 'shore',
  'us-troy-spring': ['spring', 'a spring run'],
  'us-vortex-spring': ['spring', 'a spring pool'],
  'vi-buck-island-reef': 'island',
  'vn-cham-islands': 'to-correct',
  'vn-hon-mun': 'island',
  'za-shark-alley': 'coast',
};

/** Sites at sea that the land puts ashore and no source yet places: a list that may only shrink. */
const TO_CORRECT_MAX = 10;

const sites = readSeedSites();
const byKey = new Map(sites.map((site) => [site.key, site]));
const checked = record as OnLandRecord;

describe('seeded dive sites on the detailed land', () => {
  it('was checked against the land for the positions the seed has now', () => {
    expect(checked.landVersion, 'the land data changed: run npm run seed:land-check').toBe(LAND_VERSION);
    expect(checked.positions, 'a site was added or moved: run npm run seed:land-check').toBe(positionsFingerprint(sites));
  });

  it('lets a site lie on land only with a reason, and no further from the sea than the reason allows', () => {
    const unexplained: string[] = [];
    for (const [key, { seaWithinM }] of Object.entries(checked.onLand)) {
      const entry = ON_LAND_ALLOWED[key];
      const site = byKey.get(key)!;
      if (!entry) {
        unexplained.push(`${key} (sea within ${seaWithinM ?? 'more than 5000'} m)`);
        continue;
      }
      const kind = Array.isArray(entry) ? entry[0] : entry;
      const limit = KINDS[kind];
      const allowed = limit === 'precision' ? site.positionPrecisionM : limit;
      expect(seaWithinM ?? Infinity, `${key} (${kind})`).toBeLessThanOrEqual(allowed);
      if (kind === 'shore') expect(site.entry, key).toContain('shore');
      if (kind === 'area') expect(site.positionPrecisionM, key).toBeGreaterThanOrEqual(5000);
      if (limit === Infinity && kind !== 'to-correct') expect(Array.isArray(entry) && entry[1].length > 5, `${key}: say what water it is`).toBe(true);
    }
    expect(unexplained).toEqual([]);
  });

  it('keeps the allow-list to sites that are on land', () => {
    const stale = Object.keys(ON_LAND_ALLOWED).filter((key) => !(key in checked.onLand));
    expect(stale).toEqual([]);
  });

  it('only shrinks the list of sites to correct', () => {
    const toCorrect = Object.values(ON_LAND_ALLOWED).filter((entry) => entry === 'to-correct');
    expect(toCorrect.length).toBeLessThanOrEqual(TO_CORRECT_MAX);
  });

  it('has moved the Cedar Pride offshore, to its published marks', () => {
    expect(checked.onLand['jo-cedar-pride']).toBeUndefined();
    const cedarPride = byKey.get('jo-cedar-pride')!;
    expect(Math.abs(cedarPride.lat - 29.4297)).toBeLessThan(0.001);
  });
});
