import { Link } from 'react-router';
import { PageHero } from '~/ui/page-hero.tsx';
import { useT } from '~/lib/use-translation.ts';
import { CheckIcon, MinusIcon } from '~/ui/icons.tsx';
import { PLAN_FEATURES, PLANS } from '../pricing-plans.ts';
import { numberFormat } from '../../../lib/intl-format.ts';

export function PricingPage() {
  const t = useT();
  const price = (eur: number) =>
    eur === 0 ? t('content.pricing.free') : numberFormat(t.locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(eur);

  return (
    <>
      <PageHero eyebrow={t('content.pricing.eyebrow')} title={t('content.pricing.title')} intro={<p>{t('content.pricing.intro')}</p>} />
      <div className="mx-auto max-w-7xl px-4 py-14 lg:px-6">
        <p role="note" className="mb-10 rounded-2xl bg-amber-50 px-5 py-4 text-amber-900 ring-1 ring-amber-200" data-testid="pricing-indicative">
          <strong>{t('content.pricing.indicativeTitle')}</strong> {t('content.pricing.indicativeText')}
        </p>
        <ul className="grid gap-6 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <li
              key={plan.id}
              className={`flex flex-col rounded-3xl p-7 ${plan.highlighted ? 'bg-abyss-900 text-white shadow-xl ring-2 ring-lagoon-500' : 'bg-white ring-1 ring-slate-200'}`}
            >
              <div className="flex items-center justify-between gap-3">
                <h2 className="text-xl font-bold">{t(`content.pricing.plan.${plan.id}.name`)}</h2>
                {plan.highlighted ? <span className="rounded-full bg-lagoon-300 px-3 py-1 text-xs font-semibold text-abyss-950">{t('content.pricing.popular')}</span> : null}
              </div>
              <p className={`mt-2 ${plan.highlighted ? 'text-sky-100' : 'text-slate-600'}`}>{t(`content.pricing.plan.${plan.id}.for`)}</p>
              <p className="mt-6 flex items-baseline gap-2">
                <span className="text-4xl font-extrabold tracking-tight">{price(plan.monthlyEur)}</span>
                {plan.monthlyEur > 0 ? <span className={plan.highlighted ? 'text-sky-100' : 'text-slate-600'}>{t('content.pricing.perMonth')}</span> : null}
              </p>
              {plan.monthlyEur > 0 ? <p className={`text-sm ${plan.highlighted ? 'text-sky-200' : 'text-slate-600'}`}>{t('content.pricing.indicativeShort')}</p> : null}
              <ul className="mt-6 flex-1 space-y-2.5">
                {['1', '2', '3'].map((n) => (
                  <li key={n} className="flex gap-2.5">
                    <CheckIcon size={20} className={`mt-0.5 shrink-0 ${plan.highlighted ? 'text-lagoon-300' : 'text-sky-700'}`} />
                    <span>{t(`content.pricing.plan.${plan.id}.unlocks${n}`)}</span>
                  </li>
                ))}
              </ul>
              <Link
                to={plan.id === 'basic' ? '/add-dive-center' : `/contact?topic=diveCenter`}
                className={`mt-8 rounded-full px-5 py-3 text-center font-semibold transition ${plan.highlighted ? 'bg-coral-500 text-abyss-950 hover:brightness-105' : 'bg-abyss-900 text-white hover:bg-abyss-800'}`}
              >
                {t(plan.id === 'basic' ? 'content.pricing.ctaBasic' : 'content.pricing.ctaPaid')}
              </Link>
            </li>
          ))}
        </ul>

        <section aria-labelledby="pricing-compare" className="mt-20">
          <h2 id="pricing-compare" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('content.pricing.compare.title')}
          </h2>
          <p className="mt-2 text-slate-600">{t('content.pricing.compare.lead')}</p>
          {/* Focusable so keyboard users can scroll the table sideways on small screens. */}
          <div tabIndex={0} role="region" aria-label={t('content.pricing.compare.table')} className="mt-8 relative overflow-x-auto rounded-2xl bg-white ring-1 ring-slate-200">
            <table className="w-full min-w-[36rem] text-left">
              <caption className="sr-only">{t('content.pricing.compare.title')}</caption>
              <thead className="bg-slate-50 text-sm text-slate-700">
                <tr>
                  <th scope="col" className="px-5 py-4 font-semibold">
                    {t('content.pricing.compare.feature')}
                  </th>
                  {PLANS.map((plan) => (
                    <th key={plan.id} scope="col" className="px-5 py-4 text-center font-semibold">
                      {t(`content.pricing.plan.${plan.id}.name`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {PLAN_FEATURES.map((feature) => (
                  <tr key={feature.id}>
                    <th scope="row" className="px-5 py-4 font-normal text-slate-800">
                      <span className="font-medium text-slate-900">{t(`content.pricing.feature.${feature.id}`)}</span>
                      <span className="block text-sm text-slate-600">{t(`content.pricing.feature.${feature.id}.text`)}</span>
                    </th>
                    {PLANS.map((plan) => {
                      const value = feature.values[plan.id];
                      return (
                        <td key={plan.id} className="px-5 py-4 text-center text-slate-800">
                          {value === true ? (
                            <>
                              <CheckIcon className="mx-auto text-sky-700" />
                              <span className="sr-only">{t('content.pricing.included')}</span>
                            </>
                          ) : value === false ? (
                            <>
                              <MinusIcon className="mx-auto text-slate-400" />
                              <span className="sr-only">{t('content.pricing.notIncluded')}</span>
                            </>
                          ) : (
                            t(value)
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        <section aria-labelledby="pricing-questions" className="mt-20 grid gap-8 md:grid-cols-3">
          <h2 id="pricing-questions" className="text-3xl font-bold tracking-tight text-slate-900 md:col-span-3">
            {t('content.pricing.questions.title')}
          </h2>
          {['divers', 'change', 'payment'].map((key) => (
            <div key={key}>
              <h3 className="font-semibold text-slate-900">{t(`content.pricing.questions.${key}.q`)}</h3>
              <p className="mt-2 text-slate-600">{t(`content.pricing.questions.${key}.a`)}</p>
            </div>
          ))}
        </section>
      </div>
    </>
  );
}
