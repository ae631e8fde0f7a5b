// The facts of a trip's page: when (in the centre's time zone), where to meet, the sites, the
// price and what it includes, who may come, and the cancellation terms and payment, stated before
// anyone asks for a seat.
import { Link } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import type { TermsView } from '../trip-views.ts';

export type TripFacts = {
  when: string;
  zone: string;
  days: number;
  meetingPoint: string | null;
  /** The member's own meeting time, once the centre confirmed their seats. */
  meetsAt: string | null;
  price: string;
  included: string[];
  capacity: number;
  seatsLeft: number;
  minCertTier: string | null;
  minLoggedDives: number;
  sites: Array<{ id: number; name: string; place: string }>;
  terms: TermsView;
  paymentNote: string | null;
  centerName: string;
  centerId: number;
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 border-b border-slate-200 py-3 sm:flex-row sm:gap-4">
      <dt className="w-44 shrink-0 text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="min-w-0 text-slate-900">{children}</dd>
    </div>
  );
}

/** "Free cancellation until …, then 50 % of the price": the terms in one sentence. */
export function TermsSentence({ terms }: { terms: TermsView }) {
  const t = useT();
  if (terms.freeDays === 0) return <>{t('trips.terms.noFree', { fee: terms.feePercent })}</>;
  return <>{t('trips.terms.sentence', { until: terms.freeUntil, fee: terms.feePercent, days: terms.freeDays })}</>;
}

export function TripFactsList({ facts }: { facts: TripFacts }) {
  const t = useT();
  return (
    <dl>
      <Fact label={t('trips.page.when')}>
        {facts.when}
        <span className="block text-sm text-slate-600">{t('trips.card.localTime', { zone: facts.zone })}</span>
      </Fact>
      <Fact label={t('trips.page.meetingPoint')}>
        {facts.meetingPoint ?? t('trips.page.meetingPointAsk')}
        {facts.meetsAt ? <span className="block">{t('trips.reservation.meetAt', { at: facts.meetsAt })}</span> : null}
      </Fact>
      <Fact label={t('trips.page.sites')}>
        {facts.sites.length ? (
          <ul className="flex flex-col gap-1">
            {facts.sites.map((site) => (
              <li key={site.id}>
                <Link to={`/listing/${site.id}`} className="font-semibold text-sky-800 underline">
                  {site.name}
                </Link>{' '}
                <span className="text-sm text-slate-600">· {site.place}</span>
              </li>
            ))}
          </ul>
        ) : (
          t('trips.page.sitesNone')
        )}
      </Fact>
      <Fact label={t('trips.page.price')}>
        {t('trips.card.price', { price: facts.price })}
        {facts.included.length ? <span className="block text-sm text-slate-700">{t('trips.page.includes', { items: facts.included.map((item) => t(`trips.included.${item}`)).join(', ') })}</span> : null}
      </Fact>
      <Fact label={t('trips.page.seats')}>{facts.seatsLeft > 0 ? t('trips.page.seatsOf', { left: facts.seatsLeft, capacity: facts.capacity }) : t('trips.page.full', { capacity: facts.capacity })}</Fact>
      <Fact label={t('trips.page.requirements')}>
        {facts.minCertTier ? t('trips.page.minTier', { tier: t(`trips.tier.${facts.minCertTier}`) }) : t('trips.page.noTier')}
        {facts.minLoggedDives > 0 ? <span className="block">{t.plural('trips.page.minDives', facts.minLoggedDives)}</span> : null}
      </Fact>
      <Fact label={t('trips.page.cancellation')}>
        <span className="font-semibold">{t(`trips.policy.${facts.terms.policy}`)}</span>
        <span className="block text-sm">
          <TermsSentence terms={facts.terms} />
        </span>
      </Fact>
      <Fact label={t('trips.page.payment')}>
        {t('trips.page.noPaymentHere', { center: facts.centerName })}
        {facts.paymentNote ? <span className="mt-1 block text-sm whitespace-pre-line">{facts.paymentNote}</span> : null}
      </Fact>
    </dl>
  );
}
