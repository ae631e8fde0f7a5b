// Sample member offers of a few demo centres, so a newcomer sees the feature at once. Like the demo
// centres they belong to, they are invented and say so ("Sample offer", flagged is_sample); they
// run from the day the demo data is loaded for 90 days, then expire as any offer does.
import type { PoolClient } from 'pg';

export const DEMO_OFFER_DAYS = 90;

type DemoOffer = {
  centerKey: string;
  title: { en: string; es: string };
  description: { en: string; es: string };
  terms: { en: string; es: string };
  kind: 'percent' | 'amount' | 'extra';
  percent: number | null;
  amount: string | null;
  currency: string | null;
  code: string;
};

const TERMS = {
  en: 'A sample offer in the demo data: the centre and the code are invented.',
  es: 'Una oferta de ejemplo de los datos de demostración: el centro y el código son inventados.',
};

export const DEMO_OFFERS: DemoOffer[] = [
  {
    centerKey: 'demo-sample-reef-divers',
    title: { en: 'Sample offer: 10% off guided fun dives', es: 'Oferta de ejemplo: 10 % en inmersiones guiadas' },
    description: { en: 'An example of a percentage discount: members get 10% off any guided fun dive.', es: 'Un ejemplo de descuento en porcentaje: los miembros tienen un 10 % en cualquier inmersión guiada.' },
    terms: TERMS,
    kind: 'percent',
    percent: 10,
    amount: null,
    currency: null,
    code: 'DEMO-REEF10',
  },
  {
    centerKey: 'demo-sample-costa-brava-diving',
    title: { en: 'Sample offer: €20 off the Open Water course', es: 'Oferta de ejemplo: 20 € menos en el curso Open Water' },
    description: { en: 'An example of a fixed amount off a course booked through the centre.', es: 'Un ejemplo de descuento fijo en un curso reservado con el centro.' },
    terms: TERMS,
    kind: 'amount',
    percent: null,
    amount: '20.00',
    currency: 'EUR',
    code: 'DEMO-OW20',
  },
  {
    centerKey: 'demo-sample-gozo-dive-lodge',
    title: { en: 'Sample offer: a free nitrox fill', es: 'Oferta de ejemplo: una carga de nitrox gratis' },
    description: { en: 'An example of a free extra: one free nitrox fill with a day of two dives.', es: 'Un ejemplo de extra gratis: una carga de nitrox gratis con un día de dos inmersiones.' },
    terms: TERMS,
    kind: 'extra',
    percent: null,
    amount: null,
    currency: null,
    code: 'DEMO-NITROX',
  },
];

/** Adds the sample offers to the demo centres that exist; returns how many were added. */
export async function seedDemoOffers(client: PoolClient): Promise<number> {
  let added = 0;
  for (const offer of DEMO_OFFERS) {
    const inserted = await client.query(
      `insert into member_offer (center_id, title, description, terms, kind, percent, amount, currency, valid_from, valid_until, code, is_sample, reviewed_at)
       select id, $2, $3, $4, $5, $6, $7, $8, (now() at time zone 'utc')::date, (now() at time zone 'utc')::date + $9::int, $10, true, now()
       from dive_center where seed_key = $1`,
      [offer.centerKey, offer.title, offer.description, offer.terms, offer.kind, offer.percent, offer.amount, offer.currency, DEMO_OFFER_DAYS, offer.code],
    );
    added += inserted.rowCount ?? 0;
  }
  return added;
}
