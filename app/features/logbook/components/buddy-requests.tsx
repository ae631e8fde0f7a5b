// The dives on which other members named the member as buddy: those waiting for an answer (confirm or
// decline), then those confirmed, each with a way to copy it into the member's own log.
import { Link } from 'react-router';
import { formatDepth, type Units } from '~/lib/units.ts';
import { useT } from '~/lib/use-translation.ts';
import { buttonClass, FormKit, SubmitButton } from '~/ui/form-kit.tsx';
import type { BuddyRequest } from '../buddies.service.server.ts';
import { formatDiveDate } from '../dive-date.ts';
import { canViewDive } from '../logbook.policy.ts';

function RequestLine({ request, units }: { request: BuddyRequest; units: Units }) {
  const t = useT();
  const locale = t.locale;
  const label = [request.place ?? t('logbook.fact.placeNone'), formatDiveDate(request.startLocal, locale), request.maxDepthM !== null ? formatDepth(request.maxDepthM, units, locale) : null].filter(Boolean).join(' · ');
  return (
    <>
      <h3 id={`buddy-${request.diveId}`} className="font-semibold text-slate-900">
        {label}
      </h3>
      <p className="text-sm text-slate-700">{t('logbook.buddies.by', { name: `${request.diver.firstName} ${request.diver.lastName}`.trim() })}</p>
    </>
  );
}

export function BuddyRequests({ requests, viewerId, units }: { requests: BuddyRequest[]; viewerId: string; units: Units }) {
  const t = useT();
  const pending = requests.filter((request) => request.status === 'pending');
  const confirmed = requests.filter((request) => request.status === 'confirmed');
  // The buddy sees the dive's own page when its privacy lets a named buddy in (public or buddies).
  const viewable = (request: BuddyRequest) => canViewDive({ id: viewerId }, { memberId: '', privacy: request.privacy, buddyMemberIds: [viewerId] });
  if (!requests.length) return <p className="text-slate-700">{t('logbook.buddies.none')}</p>;
  return (
    <div className="space-y-8">
      <section aria-labelledby="pending-heading">
        <h2 id="pending-heading" className="mb-3 text-xl font-semibold text-slate-900">
          {t('logbook.buddies.pending')}
        </h2>
        {pending.length ? (
          <ul className="space-y-3" data-testid="buddy-pending">
            {pending.map((request) => (
              <li key={request.diveId} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <RequestLine request={request} units={units} />
                <FormKit className="mt-3 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="diveId" value={request.diveId} />
                  <SubmitButton name="answer" value="confirm" describedBy={`buddy-${request.diveId}`}>
                    {t('logbook.buddies.confirm')}
                  </SubmitButton>
                  <SubmitButton name="answer" value="decline" tone="secondary" describedBy={`buddy-${request.diveId}`}>
                    {t('logbook.buddies.decline')}
                  </SubmitButton>
                  {viewable(request) ? (
                    <Link to={`/dive/${request.diveId}`} className="text-sm font-semibold text-sky-800 underline underline-offset-2">
                      {t('logbook.buddies.open')}
                    </Link>
                  ) : null}
                </FormKit>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-700">{t('logbook.buddies.noPending')}</p>
        )}
      </section>
      {confirmed.length ? (
        <section aria-labelledby="confirmed-heading">
          <h2 id="confirmed-heading" className="mb-3 text-xl font-semibold text-slate-900">
            {t('logbook.buddies.confirmed')}
          </h2>
          <ul className="space-y-3" data-testid="buddy-confirmed">
            {confirmed.map((request) => (
              <li key={request.diveId} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <div>
                  <RequestLine request={request} units={units} />
                </div>
                {request.copiedDiveId ? (
                  <Link to={`/dive/${request.copiedDiveId}`} className="text-sm font-semibold text-sky-800 underline underline-offset-2">
                    {t('logbook.buddies.copied')}
                  </Link>
                ) : (
                  <Link to={`/dive/${request.diveId}/copy`} className={buttonClass('secondary', 'small')} aria-describedby={`buddy-${request.diveId}`}>
                    {t('logbook.buddies.copy')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
