// Test member offers. offerInput() is what the manager's form sends (every field valid, overridable);
// createOffer() writes a current offer straight to the integration test's database.
import { OfferSchema, type OfferInput } from '../../app/features/offers/offer.schema.ts';
import type { memberOffers } from '../../db/schema/offers.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function offerInput(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    titleEn: 'Test offer: ten percent off',
    titleEs: 'Oferta de prueba: diez por ciento',
    descriptionEn: 'Test data: a discount on guided dives.',
    descriptionEs: 'Datos de prueba: un descuento en inmersiones guiadas.',
    termsEn: '',
    termsEs: '',
    kind: 'percent',
    percent: '10',
    amount: '',
    currency: '',
    validFrom: day(0),
    validUntil: day(30),
    code: 'TEST-CODE',
    ...overrides,
  };
}

/** The form as the schema reads it, ready for the service. */
export function parsedOffer(overrides: Record<string, string> = {}): OfferInput {
  return OfferSchema.parse(offerInput(overrides));
}

let sequence = 0;

export async function createOffer(options: { centerId: number } & Partial<typeof memberOffers.$inferInsert>) {
  const { db, schema } = await import('../../app/lib/db.server.ts');
  sequence += 1;
  const [offer] = await db()
    .insert(schema.memberOffers)
    .values({
      title: { en: `Test offer ${sequence}` },
      description: { en: 'Test data: an offer.' },
      kind: 'percent',
      percent: 15,
      validFrom: day(-1),
      validUntil: day(20),
      code: `TEST-${sequence}`,
      ...options,
    })
    .returning();
  return offer!;
}
