// /admin/offers: member offers for moderators. New and changed offers wait here until a moderator
// looks them over (leaves them up) or hides them with a reason the centre sees; "all" lists every
// offer that has not ended, to show a hidden one again. Each decision is in the audit log.
import { Link, redirect } from 'react-router';
import type { Route } from './+types/admin.offers';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { ConsoleLayout, useConsoleDate } from '~/features/admin/components/console-layout.tsx';
import { requireConsole } from '~/features/admin/console.server.ts';
import { discountLabel, formatDay } from '~/features/offers/offer-format.ts';
import { OfferHideSchema, OfferIdSchema } from '~/features/offers/offer.schema.ts';
import { offersForModeration } from '~/features/offers/offers.queries.server.ts';
import { hideOffer, markOfferReviewed, showOffer } from '~/features/offers/offers.service.server.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, Notice, SubmitButton, TextField } from '~/ui/form-kit.tsx';

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireConsole(request, 'moderation');
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { view: oneOf(['new', 'all'] as const), done: oneOf(['hide', 'show', 'review'] as const) });
  const view = values.view ?? 'new';
  return {
    messages: loadMessages(locale, ['admin', 'offers']),
    viewer: { role: viewer.role },
    view,
    offers: await offersForModeration(view),
    done: values.done ?? null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const moderator = await requireConsole(request, 'moderation');
  const { form } = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  if (intent === 'hide') {
    const formIntent = `hide-${String(form.get('offerId')).slice(0, 12)}`;
    const submission = parseSubmission(form, OfferHideSchema, { intent: formIntent });
    if (!submission.ok) return replyWith(submission.reply);
    if (!(await hideOffer({ offerId: submission.data.offerId, moderatorId: moderator.id, reason: submission.data.reason }))) return replyWith(formReply({ intent: formIntent, formError: 'offers.error.generic' }), 404);
    throw redirect('/admin/offers?done=hide');
  }
  const submission = parseSubmission(form, OfferIdSchema);
  if (!submission.ok || (intent !== 'show' && intent !== 'review')) return replyWith(formReply({ formError: 'admin.error.invalid' }));
  const changed = intent === 'show' ? await showOffer({ offerId: submission.data.offerId, moderatorId: moderator.id }) : await markOfferReviewed({ offerId: submission.data.offerId, moderatorId: moderator.id });
  if (!changed) return replyWith(formReply({ formError: 'offers.error.generic' }), 404);
  throw redirect(`/admin/offers?done=${intent}`);
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('offers.moderate.title'), description: t('offers.moderate.description'), noindex: true });
}

export default function ModerateOffers({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const date = useConsoleDate();
  const reply = actionData as FormReply | undefined;
  const { offers, view } = loaderData;
  return (
    <ConsoleLayout viewer={loaderData.viewer} title={t('offers.moderate.title')} intro={<p>{t('offers.moderate.intro')}</p>}>
      <div className="mt-4 flex flex-col gap-3">
        {reply?.formError && !reply.intent ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
        {loaderData.done ? <Notice tone="success">{t(`offers.moderate.done.${loaderData.done}`)}</Notice> : null}
      </div>
      <nav aria-label={t('offers.moderate.views')} className="mt-6">
        <ul className="flex gap-2">
          {(['new', 'all'] as const).map((option) => (
            <li key={option}>
              <Link
                to={option === 'new' ? '/admin/offers' : '/admin/offers?view=all'}
                aria-current={option === view ? 'page' : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ${option === view ? 'bg-slate-900 text-white' : 'border border-slate-400 text-slate-900 hover:bg-slate-50'}`}
              >
                {t(`offers.moderate.view.${option}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {offers.length ? (
        <ol className="mt-6 flex flex-col gap-4" data-testid="moderated-offers">
          {offers.map((offer) => (
            <li key={offer.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <article aria-labelledby={`mod-offer-${offer.id}`}>
                <h2 id={`mod-offer-${offer.id}`} className="text-lg font-semibold text-slate-900">
                  {offer.title.en ?? offer.title.es}
                </h2>
                <p className="mt-1 text-sm text-slate-700">
                  <Link to={`/dive-center/${offer.center.id}`} className="font-semibold text-sky-800 underline">
                    {offer.center.name}
                  </Link>{' '}
                  · {discountLabel(offer, t)} · {t('offers.valid', { from: formatDay(offer.validFrom, t.locale), until: formatDay(offer.validUntil, t.locale) })} · {t('offers.moderate.posted', { date: date(offer.createdAt) })}
                </p>
                <p className="mt-2 whitespace-pre-line text-slate-800">{offer.description.en ?? offer.description.es}</p>
                {offer.hiddenAt ? <p className="mt-2 text-sm text-red-900">{t('offers.moderate.hidden', { reason: offer.hiddenReason ?? '' })}</p> : null}
                {offer.hiddenAt ? (
                  <FormKit className="mt-3">
                    <input type="hidden" name="offerId" value={offer.id} />
                    <SubmitButton name="intent" value="show" tone="secondary" size="small" describedBy={`mod-offer-${offer.id}`}>
                      {t('offers.moderate.show')}
                    </SubmitButton>
                  </FormKit>
                ) : (
                  <div className="mt-3 flex flex-col gap-3">
                    {offer.reviewedAt ? null : (
                      <FormKit>
                        <input type="hidden" name="offerId" value={offer.id} />
                        <SubmitButton name="intent" value="review" size="small" describedBy={`mod-offer-${offer.id}`}>
                          {t('offers.moderate.review')}
                        </SubmitButton>
                      </FormKit>
                    )}
                    <FormKit reply={reply} intent={`hide-${offer.id}`} idPrefix={`hide-${offer.id}`} className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="offerId" value={offer.id} />
                      <div className="min-w-0 flex-1">
                        <TextField name="reason" label={t('offers.moderate.reason')} maxLength={500} />
                      </div>
                      <SubmitButton name="intent" value="hide" tone="danger" size="small">
                        {t('offers.moderate.hide')}
                      </SubmitButton>
                    </FormKit>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-6 text-slate-700">{t(`offers.moderate.empty.${view}`)}</p>
      )}
    </ConsoleLayout>
  );
}
