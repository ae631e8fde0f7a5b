// Computes the no-decompression table on the server: the planner library's limits for air and two common
// nitrox mixes at the depths a reader would look up, beside the published air tables read the way their
// cards say to read them.
import { createEnvironment, maxOperatingDepth, noDecompressionTable } from '@diveatlas/deco';
import { TABLE_DEPTHS, TABLE_GASES, type NdlTableView } from './ndl-table.ts';
import { padiTableFor, publishedLimit, US_NAVY_REV7_AIR } from './published-tables.ts';
import { MAX_PPO2, type TableSettings } from './table-settings.ts';
import { METRES_PER_FOOT, type Units } from '~/lib/units.ts';

export function computeNdlTable(settings: TableSettings, units: Units): NdlTableView {
  const depthsM = TABLE_DEPTHS[units].map((d) => (units === 'metric' ? d : d * METRES_PER_FOOT));
  const gases = TABLE_GASES.map((g) => ({ fO2: g.fO2, fHe: 0 }));
  const options = {
    gfLow: settings.gfLow,
    gfHigh: settings.gfHigh,
    water: settings.water,
    altitudeM: settings.altitudeM,
    maxPpO2: MAX_PPO2,
  };
  const table = noDecompressionTable({ depthsM, gases, options });
  const env = createEnvironment(settings.water, settings.altitudeM);
  const padi = padiTableFor(units);
  return {
    rows: table.rows.map((row) => ({
      depthM: row.depthM,
      limits: row.ndlMin.map((limit) => (limit === null ? null : Number.isFinite(limit) ? limit : 'unlimited')),
      padi: publishedLimit(padi, row.depthM),
      navy: publishedLimit(US_NAVY_REV7_AIR, row.depthM),
    })),
    modsM: gases.map((gas) => maxOperatingDepth(env, gas, MAX_PPO2)),
  };
}
