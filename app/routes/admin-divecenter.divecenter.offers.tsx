// /admin-divecenter/divecenter/offers: a centre's member offers, for its owner and managers
// (?center= picks the centre, as on the manager page). They post an offer (once a moderator verified
// the centre), change it, pause or resume it, or delete it; an offer ends by itself after its last day.
import { data, redirect } from 'react-router';
import type { Route } from './+types/admin-divecenter.divecenter.offers';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { loadManagerPage, requireManagedCenterFromForm } from '~/features/centers/manager-context.server.ts';
import { getCenterForManager } from '~/features/centers/center-page.queries.server.ts';
import { CenterSwitcher } from '~/features/centers/components/manager-sections.tsx';
import { ManagedCenterTitle, ManagerNav } from '~/features/centers/components/manager-nav.tsx';
import { centerPageMessages } from '~/features/centers/center-messages.server.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import { OfferForm } from '~/features/offers/components/offer-form.tsx';
import { discountLabel, formatDay } from '~/features/offers/offer-format.ts';
import { canPostOffers } from '~/features/offers/offer.policy.ts';
import { OfferIdSchema, OfferSchema } from '~/features/offers/offer.schema.ts';
import { offersOfCenter, type ManagedOffer } from '~/features/offers/offers.queries.server.ts';
import { createOffer, deleteOffer, setOfferPaused, updateOffer } from '~/features/offers/offers.service.server.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton } from '~/ui/form-kit.tsx';

function formValues(offer: ManagedOffer) {
  return {
    titleEn: offer.title.en ?? '',
    titleEs: offer.title.es ?? '',
    descriptionEn: offer.description.en ?? '',
    descriptionEs: offer.description.es ?? '',
    termsEn: offer.terms.en ?? '',
    termsEs: offer.terms.es ?? '',
    kind: offer.kind,
    percent: offer.percent === null ? '' : String(offer.percent),
    amount: offer.amount ?? '',
    currency: offer.currency ?? '',
    validFrom: offer.validFrom,
    validUntil: offer.validUntil,
    code: offer.code,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { managed, access } = await loadManagerPage(request);
  if (!access) throw redirect('/admin-divecenter/divecenter');
  const center = await getCenterForManager(access.id);
  if (!center) throw data(null, { status: 404 });
  const offers = await offersOfCenter(center.id);
  const today = new Date().toISOString().slice(0, 10);
  const { saved = null } = readQuery(new URL(request.url).searchParams, { saved: oneOf(['created', 'updated', 'paused', 'resumed', 'deleted'] as const) }).values;
  return {
    messages: { ...centerPageMessages(locale), ...loadMessages(locale, ['offers', 'manager']) },
    managed,
    center: { id: center.id, name: center.name, verification: center.verification, status: center.status },
    canPost: canPostOffers(center),
    offers: offers.map((offer) => ({ ...offer, values: formValues(offer), ended: offer.validUntil < today })),
    today,
    nextMonth: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    saved,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireVerifiedMember(request);
  const { form } = await readForm(request, BODY_LIMITS.form);
  const { user, access, acting } = await requireManagedCenterFromForm(request, form);
  const centerId = access.id;
  const intent = String(form.get('intent') ?? '');
  const done = (saved: string) => redirect(`/admin-divecenter/divecenter/offers?center=${centerId}&saved=${saved}`);
  if (intent === 'offer-create' || intent === 'offer-update') {
    const formIntent = intent === 'offer-create' ? intent : `offer-update-${String(form.get('offerId')).slice(0, 12)}`;
    const submission = parseSubmission(form, OfferSchema, { intent: formIntent });
    if (!submission.ok) return replyWith(submission.reply);
    if (intent === 'offer-create') {
      const result = await createOffer({ centerId, userId: user.id, input: submission.data, acting });
      if (!result.ok) return replyWith(formReply({ intent: formIntent, formError: result.error, values: submission.values }), 403);
      throw done('created');
    }
    const offerId = recordId(form.get('offerId'));
    const result = offerId === null ? null : await updateOffer({ centerId, offerId, userId: user.id, input: submission.data, acting });
    if (!result) throw data(null, { status: 404 });
    if (!result.ok) return replyWith(formReply({ intent: formIntent, formError: result.error, values: submission.values }), 403);
    throw done('updated');
  }
  const submission = parseSubmission(form, OfferIdSchema);
  if (!submission.ok) throw data(null, { status: 400 });
  const { offerId } = submission.data;
  if (intent === 'offer-pause' || intent === 'offer-resume') {
    if (!(await setOfferPaused({ centerId, offerId, paused: intent === 'offer-pause', acting }))) throw data(null, { status: 404 });
    throw done(intent === 'offer-pause' ? 'paused' : 'resumed');
  }
  if (intent === 'offer-delete') {
    if (!(await deleteOffer({ centerId, offerId, acting }))) throw data(null, { status: 404 });
    throw done('deleted');
  }
  throw data(null, { status: 400 });
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('offers.manage.title'), description: t('offers.manage.description'), noindex: true });
}

export default function CenterOffers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as FormReply | undefined;
  const { center, offers, today, nextMonth } = loaderData;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <ManagedCenterTitle center={center} />
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.saved ? <Notice tone="success">{t(`offers.manage.saved.${loaderData.saved}`)}</Notice> : null}
        <CenterSwitcher centers={loaderData.managed} currentId={center.id} />
      </div>
      <div className="mt-4">
        <ManagerNav centerId={center.id} current="/admin-divecenter/divecenter/offers" />
      </div>
      <p className="mt-6 text-slate-700">{t('offers.manage.intro')}</p>

      <section aria-labelledby="offers-list" className="mt-8">
        <h2 id="offers-list" className="text-2xl font-semibold text-slate-900">
          {t('offers.manage.yourOffers')}
        </h2>
        {offers.length ? (
          <ul className="mt-4 flex flex-col gap-4" data-testid="center-offers">
            {offers.map((offer) => {
              const state = offer.hiddenAt ? 'hidden' : offer.ended ? 'ended' : offer.status === 'paused' ? 'paused' : offer.validFrom > today ? 'upcoming' : 'live';
              return (
                <li key={offer.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
                  <h3 id={`managed-offer-${offer.id}`} className="text-lg font-semibold text-slate-900">
                    {offer.title.en ?? offer.title.es}
                    {offer.title.en && offer.title.es ? <span lang="es" className="block text-base font-normal text-slate-700">{offer.title.es}</span> : null}
                  </h3>
                  <p className="mt-1 flex flex-wrap gap-2 text-sm">
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-900">{discountLabel(offer, t)}</span>
                    <span className="rounded-full bg-slate-100 px-2 py-0.5 font-semibold text-slate-800" data-testid="offer-state">
                      {t(`offers.state.${state}`)}
                    </span>
                    <span className="text-slate-700">{t('offers.valid', { from: formatDay(offer.validFrom, t.locale), until: formatDay(offer.validUntil, t.locale) })}</span>
                  </p>
                  {offer.hiddenAt ? <p className="mt-2 text-sm text-red-900">{t('offers.manage.hiddenBecause', { reason: offer.hiddenReason ?? '' })}</p> : null}
                  <FormKit className="mt-3 flex flex-wrap gap-2">
                    <input type="hidden" name="centerId" value={center.id} />
                    <input type="hidden" name="offerId" value={offer.id} />
                    {offer.status === 'active' ? (
                      <SubmitButton name="intent" value="offer-pause" tone="secondary" size="small" describedBy={`managed-offer-${offer.id}`}>
                        {t('offers.manage.pause')}
                      </SubmitButton>
                    ) : (
                      <SubmitButton name="intent" value="offer-resume" tone="secondary" size="small" describedBy={`managed-offer-${offer.id}`}>
                        {t('offers.manage.resume')}
                      </SubmitButton>
                    )}
                    <SubmitButton name="intent" value="offer-delete" tone="dangerOutline" size="small" describedBy={`managed-offer-${offer.id}`}>
                      {t('offers.manage.delete')}
                    </SubmitButton>
                  </FormKit>
                  {loaderData.canPost ? (
                    <details className="mt-3 rounded-xl border border-slate-200 p-3" open={reply?.intent === `offer-update-${offer.id}`}>
                      <summary className="cursor-pointer font-semibold text-slate-900">{t('offers.manage.edit')}</summary>
                      <div className="mt-3">
                        <OfferForm centerId={center.id} offerId={offer.id} defaults={offer.values} reply={reply} intent={`offer-update-${offer.id}`} submitLabel={t('offers.manage.save')} />
                      </div>
                    </details>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">{t('offers.manage.none')}</p>
        )}
      </section>

      <section aria-labelledby="offer-new" className="mt-10 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <h2 id="offer-new" className="text-2xl font-semibold text-slate-900">
          {t('offers.manage.new')}
        </h2>
        {loaderData.canPost ? (
          <div className="mt-4">
            <OfferForm centerId={center.id} defaults={{ kind: 'percent', validFrom: today, validUntil: nextMonth }} reply={reply} intent="offer-create" submitLabel={t('offers.manage.post')} />
          </div>
        ) : (
          <p className="mt-3 text-slate-700">{t('offers.manage.verifyFirst')}</p>
        )}
      </section>
    </div>
  );
}
