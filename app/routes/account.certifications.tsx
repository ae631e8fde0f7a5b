// /account/certifications: the member's certification wallet. Each card: the course (from the agencies'
// lists, or in the member's own words), its number, date and who certified them. Private: the public
// profile shows the highest level only, and a centre sees the card a reservation names. A centre that
// marked a card as seen is named here with the date. Photos of a card's sides are the member's alone.
import { data, Form, Link, redirect } from 'react-router';
import type { Route } from './+types/account.certifications';
import { CERTIFICATION_AGENCIES } from '~/features/members/certifications.ts';
import { requireMember } from '~/features/members/session.server.ts';
import { CardSchema, MAX_CARDS, OTHER_AGENCY } from '~/features/members/wallet.schema.ts';
import { addCard, removeCard, walletOf } from '~/features/members/wallet.server.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { dateTimeFormat } from '~/lib/intl-format.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, readQuery } from '~/lib/parameters.schema.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { AccountPage } from '~/ui/account-page.tsx';
import { FormKit, Notice, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { CertificationLevelOptions } from '~/ui/certification-options.tsx';

const PHOTO_OUTCOMES = ['added', 'removed', 'none', 'limited', 'tooLarge', 'notAnImage', 'unreadable'] as const;
const PHOTO_GOOD = new Set<string>(['added', 'removed']);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireMember(request);
  const { locale } = await resolveLocale(request);
  const { values } = readQuery(new URL(request.url).searchParams, { done: oneOf(['added', 'removed'] as const), photo: oneOf(PHOTO_OUTCOMES) });
  const cards = (await walletOf(user.id)).map((card) => ({ ...card, seen: card.seen ? { centerName: card.seen.centerName, at: card.seen.at.toISOString() } : null }));
  return { messages: loadMessages(locale, ['account']), cards, done: values.done ?? null, photo: values.photo ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireMember(request);
  const { form } = await readForm(request);
  const intent = form.get('intent');
  if (intent === 'remove') {
    const id = recordId(form.get('cardId'));
    if (id === null || !(await removeCard(user.id, id))) return replyWith(formReply({ intent: 'remove', formError: 'account.wallet.error.gone' }), 404);
    throw redirect('/account/certifications?done=removed');
  }
  if (intent !== 'add') throw data(null, { status: 400 });
  const submission = parseSubmission(form, CardSchema, { intent: 'add' });
  if (!submission.ok) return replyWith(submission.reply);
  const added = await addCard(user.id, submission.data);
  if (!added.ok) return replyWith(formReply({ intent: 'add', formError: added.error, values: submission.values }), 429);
  throw redirect('/account/certifications?done=added');
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('account.wallet.title'), description: t('account.wallet.description'), noindex: true });
}

export default function CertificationWallet({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const reply = actionData as FormReply | undefined;
  const day = dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dayOf = (value: string) => day.format(new Date(value.length === 10 ? `${value}T00:00:00Z` : value));
  return (
    <AccountPage title={t('account.wallet.title')} intro={t('account.wallet.intro')}>
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.done ? <Notice tone="success">{t(`account.wallet.done.${loaderData.done}`)}</Notice> : null}
        {loaderData.photo ? <Notice tone={PHOTO_GOOD.has(loaderData.photo) ? 'success' : 'error'}>{t(`account.wallet.photo.outcome.${loaderData.photo}`)}</Notice> : null}
        {reply?.intent === 'remove' && reply.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
      </div>
      {loaderData.cards.length ? <p className="mt-4 text-sm text-slate-700">{t('account.wallet.photo.hint')}</p> : null}
      {loaderData.cards.length ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2" data-testid="wallet">
          {loaderData.cards.map((card) => (
            <li key={card.id} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <h2 id={`card-${card.id}`} className="text-lg font-semibold break-words text-slate-900">
                {card.label}
              </h2>
              <dl className="mt-2 grid gap-1 text-sm text-slate-800">
                {card.cardNumber ? (
                  <div>
                    <dt className="inline font-semibold">{t('account.wallet.field.cardNumber')}: </dt>
                    <dd className="inline break-all">{card.cardNumber}</dd>
                  </div>
                ) : null}
                {card.certifiedOn ? (
                  <div>
                    <dt className="inline font-semibold">{t('account.wallet.field.certifiedOn')}: </dt>
                    <dd className="inline">{dayOf(card.certifiedOn)}</dd>
                  </div>
                ) : null}
                {card.certifiedBy ? (
                  <div>
                    <dt className="inline font-semibold">{t('account.wallet.field.certifiedBy')}: </dt>
                    <dd className="inline break-words">{card.certifiedBy}</dd>
                  </div>
                ) : null}
              </dl>
              <CardPhotos cardId={card.id} label={card.label} photos={card.photos} />
              <p className="mt-2 text-sm text-slate-700">{card.seen ? t('account.wallet.seen', { center: card.seen.centerName ?? '—', date: dayOf(card.seen.at) }) : t('account.wallet.notSeen')}</p>
              <FormKit className="mt-3">
                <input type="hidden" name="cardId" value={card.id} />
                <SubmitButton name="intent" value="remove" tone="dangerOutline" size="small" describedBy={`card-${card.id}`}>
                  {t('account.wallet.remove')}
                </SubmitButton>
              </FormKit>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 rounded-2xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">{t('account.wallet.empty')}</p>
      )}
      <section aria-labelledby="add-card" className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <h2 id="add-card" className="text-xl font-semibold text-slate-900">
          {t('account.wallet.add')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('account.wallet.addHint', { max: MAX_CARDS })}</p>
        <FormKit reply={reply?.intent === 'add' ? reply : undefined} intent="add" idPrefix="card" className="mt-4 flex flex-col gap-4">
          {reply?.intent === 'add' && reply.formError ? <Notice tone="error">{t(reply.formError)}</Notice> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField name="agency" label={t('account.wallet.field.agency')} required emptyLabel={t('account.wallet.choose')} options={[...CERTIFICATION_AGENCIES.map((agency) => ({ value: agency.code, label: agency.name })), { value: OTHER_AGENCY, label: t('account.wallet.otherAgency') }]} />
            <SelectField
              name="level"
              label={t('account.wallet.field.level')}
              emptyLabel={t('account.wallet.choose')}
              hint={
                <>
                  {t('account.wallet.levelHint')}{' '}
                  <Link to="/certification-equivalency" className="font-semibold text-sky-800 underline underline-offset-2">
                    {t('account.wallet.levelHintLink')}
                  </Link>
                </>
              }
            >
              <CertificationLevelOptions agencies={CERTIFICATION_AGENCIES} />
            </SelectField>
          </div>
          <TextField name="otherName" label={t('account.wallet.field.otherName')} hint={t('account.wallet.otherNameHint')} maxLength={120} />
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField name="cardNumber" label={t('account.wallet.field.cardNumber')} maxLength={60} autoComplete="off" />
            <TextField name="certifiedOn" type="date" label={t('account.wallet.field.certifiedOn')} />
            <TextField name="certifiedBy" label={t('account.wallet.field.certifiedBy')} maxLength={120} />
          </div>
          <div>
            <SubmitButton name="intent" value="add">
              {t('account.wallet.save')}
            </SubmitButton>
          </div>
        </FormKit>
      </section>
    </AccountPage>
  );
}

/** The photos of a card's two sides, each with its form: add (or replace) and remove. Only the member sees them. */
function CardPhotos({ cardId, label, photos }: { cardId: number; label: string; photos: { front: string | null; back: string | null } }) {
  const t = useT();
  return (
    <div className="mt-3 grid grid-cols-2 gap-3" data-testid={`card-photos-${cardId}`}>
      {(['front', 'back'] as const).map((side) => {
        const file = photos[side];
        const sideName = t(`account.wallet.photo.${side}`);
        return (
          <div key={side} className="flex min-w-0 flex-col gap-2">
            <p className="text-sm font-semibold text-slate-800">{sideName}</p>
            {file ? <img src={`/account/certifications/${cardId}/photos/${file}`} alt={t(`account.wallet.photo.alt.${side}`, { card: label })} className="w-full rounded-lg ring-1 ring-slate-200" loading="lazy" /> : null}
            <Form method="post" action={`/account/certifications/${cardId}/photos`} encType="multipart/form-data" className="flex flex-col gap-2">
              <input type="hidden" name="side" value={side} />
              {file ? (
                <button type="submit" name="intent" value="remove" className="self-start text-sm font-semibold text-rose-800 underline underline-offset-2">
                  {t(`account.wallet.photo.remove.${side}`)}
                </button>
              ) : (
                <>
                  <label className="text-sm text-slate-700">
                    <span className="sr-only">{t(`account.wallet.photo.choose.${side}`, { card: label })}</span>
                    <input type="file" name="photo" accept="image/jpeg,image/png,image/webp" required className="block w-full text-sm" />
                  </label>
                  <button type="submit" className="self-start rounded-full border border-slate-300 px-3 py-1 text-sm font-semibold text-slate-800 hover:bg-slate-50">
                    {t(`account.wallet.photo.add.${side}`)}
                  </button>
                </>
              )}
            </Form>
          </div>
        );
      })}
    </div>
  );
}
