// The sections of the manager page besides the details form: photos and logo, courses, visited
// sites, managers and reviews. Every form posts the centre's id; the server checks it again. Each
// form is a form-kit form whose intent names it (with the item's id where a list has one form each).
import { Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { buttonClass, ChoiceGroup, FileField, FormKit, Notice, SelectField, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { AGENCIES, COMMON_CURRENCIES, COURSE_TYPES } from '../center-vocabulary.ts';
import { centerImageUrl, centerLogoUrl, pickWidth } from '../../../lib/photo-urls.ts';
import type { CenterCourse, CenterPhoto, CenterReview, VisitedSite } from '../center-page.queries.server.ts';
import { centerPlace } from './center-card.tsx';
import { ReplyForm, ReviewItem } from './reviews.tsx';
import { dateTimeFormat, formatKm } from '../../../lib/intl-format.ts';

type Reply = Partial<FormReply> | undefined;

function CenterIdField({ centerId }: { centerId: number }) {
  return <input type="hidden" name="centerId" value={centerId} />;
}

export function PhotosSection({ centerId, name, photos, logo, maxPhotos, maxMegabytes, reply }: { centerId: number; name: string; photos: CenterPhoto[]; logo: string | null; maxPhotos: number; maxMegabytes: number; reply: Reply }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('centers.manage.logo')}</h3>
        <div className="mt-2 flex flex-wrap items-center gap-4">
          {logo ? (
            <img src={centerLogoUrl(logo)} alt={t('centers.page.logoAlt', { name })} width={96} height={96} className="h-24 w-24 rounded-lg border border-slate-200 bg-white object-contain p-1" />
          ) : (
            <p className="text-sm text-slate-700">{t('centers.manage.noLogo')}</p>
          )}
          <FormKit idPrefix="logo" intent="logo-upload" reply={reply} encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
            <CenterIdField centerId={centerId} />
            <FileField name="logo" label={t('centers.manage.logoFile')} hint={t('centers.manage.imageHint', { size: maxMegabytes })} accept="image/jpeg,image/png,image/webp" />
            <SubmitButton name="intent" value="logo-upload" tone="secondary" size="small">
              {t('centers.manage.uploadLogo')}
            </SubmitButton>
          </FormKit>
          {logo ? (
            <FormKit>
              <CenterIdField centerId={centerId} />
              <SubmitButton name="intent" value="logo-remove" tone="dangerOutline" size="small">
                {t('centers.manage.removeLogo')}
              </SubmitButton>
            </FormKit>
          ) : null}
        </div>
      </div>
      <div>
        <h3 className="text-lg font-semibold text-slate-900">{t('centers.manage.photos')}</h3>
        <p className="text-sm text-slate-700">{t('centers.manage.photosIntro', { max: maxPhotos })}</p>
        {photos.length ? (
          <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {photos.map((photo, index) => (
              <li key={photo.id} className="flex flex-col gap-2">
                <img
                  src={centerImageUrl(photo.storageKey, pickWidth(photo.sizes, 320))}
                  alt={t('centers.page.photoAlt', { name, number: index + 1 })}
                  width={photo.width}
                  height={photo.height}
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
                <FormKit>
                  <CenterIdField centerId={centerId} />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <SubmitButton name="intent" value="photo-delete" tone="dangerOutline" size="small">
                    {t('centers.manage.deletePhoto', { number: index + 1 })}
                  </SubmitButton>
                </FormKit>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{t('centers.manage.noPhotos')}</p>
        )}
        {photos.length < maxPhotos ? (
          <FormKit idPrefix="photo" intent="photo-upload" reply={reply} encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-2">
            <CenterIdField centerId={centerId} />
            <FileField name="photo" label={t('centers.manage.photoFile')} hint={t('centers.manage.imageHint', { size: maxMegabytes })} accept="image/jpeg,image/png,image/webp" />
            <SubmitButton name="intent" value="photo-upload" tone="secondary" size="small">
              {t('centers.manage.uploadPhoto')}
            </SubmitButton>
          </FormKit>
        ) : null}
      </div>
    </div>
  );
}

function CourseFields({ currency }: { currency: string }) {
  const t = useT();
  const currencies = [...new Set([...COMMON_CURRENCIES, currency].filter(Boolean))];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField name="courseType" label={t('centers.manage.courseType')} required emptyLabel={t('centers.manage.chooseCourse')} options={COURSE_TYPES.map((course) => ({ value: course, label: t(`centers.course.${course}`) }))} />
      <TextField name="title" label={t('centers.manage.courseTitle')} maxLength={120} />
      <SelectField name="agency" label={t('centers.manage.courseAgency')} emptyLabel={t('centers.manage.noAgency')} options={AGENCIES.map((agency) => ({ value: agency.code, label: agency.name }))} />
      <TextField name="price" label={t('centers.manage.price')} inputMode="decimal" />
      <SelectField name="currency" label={t('centers.manage.currency')} emptyLabel="—" options={currencies.map((code) => ({ value: code, label: code }))} />
      <TextField name="durationDays" label={t('centers.manage.duration')} inputMode="numeric" />
    </div>
  );
}

export function CoursesSection({ centerId, courses, reply }: { centerId: number; courses: CenterCourse[]; reply: Reply }) {
  const t = useT();
  const replied = (intent: string) => (reply?.intent === intent ? String(reply.values?.currency ?? '') : '');
  return (
    <div className="flex flex-col gap-4">
      {courses.length ? (
        <ul className="flex flex-col gap-4">
          {courses.map((course, index) => {
            const intent = `course-update-${course.id}`;
            const defaults = { courseType: course.courseType, title: course.title ?? '', agency: course.agency ?? '', price: course.price ?? '', currency: course.currency ?? '', durationDays: course.durationDays ? String(course.durationDays) : '' };
            return (
              <li key={course.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <FormKit idPrefix={`course-${course.id}`} intent={intent} reply={reply} defaults={defaults} className="flex flex-col gap-3" aria-label={t('centers.manage.courseNumber', { number: index + 1 })}>
                  <CenterIdField centerId={centerId} />
                  <input type="hidden" name="courseId" value={course.id} />
                  <CourseFields currency={replied(intent) || defaults.currency} />
                  <div className="flex flex-wrap gap-2">
                    <SubmitButton name="intent" value="course-update" tone="secondary" size="small">
                      {t('centers.manage.saveCourse')}
                    </SubmitButton>
                    <SubmitButton name="intent" value="course-remove" tone="dangerOutline" size="small">
                      {t('centers.manage.removeCourse')}
                    </SubmitButton>
                  </div>
                </FormKit>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">{t('centers.page.noCourses')}</p>
      )}
      <FormKit idPrefix="course-new" intent="course-add" reply={reply} className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-400 bg-slate-50 p-4" aria-labelledby="add-course-heading">
        <h3 id="add-course-heading" className="text-lg font-semibold text-slate-900">
          {t('centers.manage.addCourse')}
        </h3>
        <CenterIdField centerId={centerId} />
        <CourseFields currency={replied('course-add')} />
        <div>
          <SubmitButton name="intent" value="course-add">
            {t('centers.manage.addCourseButton')}
          </SubmitButton>
        </div>
      </FormKit>
    </div>
  );
}

export function SitesSection({ centerId, visited, nearby, reply }: { centerId: number; visited: VisitedSite[]; nearby: Array<VisitedSite & { distanceKm: number }>; reply: Reply }) {
  const t = useT();
  const nearbyIds = new Set(nearby.map((site) => site.id));
  const options = [
    ...visited.filter((site) => !nearbyIds.has(site.id)).map((site) => ({ value: String(site.id), label: `${site.name} (${centerPlace(site, t.locale)})` })),
    ...nearby.map((site) => ({ value: String(site.id), label: `${site.name} · ${formatKm(site.distanceKm, t.locale)}` })),
  ];
  return (
    <FormKit idPrefix="sites" intent="sites" reply={reply} defaults={{ siteIds: visited.map((site) => String(site.id)) }} className="flex flex-col gap-4">
      <CenterIdField centerId={centerId} />
      {options.length ? <ChoiceGroup name="siteIds" legend={t('centers.manage.sitesLegend')} options={options} columns={2} /> : <p className="text-slate-700">{t('centers.manage.noNearbySites')}</p>}
      <div className="sm:max-w-md">
        <TextField name="addSiteId" label={t('centers.manage.addSite')} hint={t('centers.manage.addSiteHint')} />
      </div>
      <div>
        <SubmitButton name="intent" value="sites">
          {t('centers.manage.saveSites')}
        </SubmitButton>
      </div>
    </FormKit>
  );
}

export function ManagersSection({
  centerId,
  owner,
  managers,
  invitations = [],
  canChange,
  reply,
}: {
  centerId: number;
  owner: { memberId: string; firstName: string; lastName: string } | null;
  managers: Array<{ memberId: string; firstName: string; lastName: string }>;
  /** Invitations not answered yet (shown to whoever may change the managers). */
  invitations?: Array<{ id: number; memberId: string; firstName: string; lastName: string; createdAt: Date | string }>;
  canChange: boolean;
  reply: Reply;
}) {
  const t = useT();
  const date = (value: Date | string) => dateTimeFormat(t.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(value));
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-1 text-sm">
        <dt className="font-semibold text-slate-900">{t('centers.manage.owner')}</dt>
        <dd className="text-slate-800">{owner ? `${owner.firstName} ${owner.lastName} (${owner.memberId})` : t('centers.manage.noOwner')}</dd>
      </dl>
      {managers.length ? (
        <ul className="flex flex-col gap-2" aria-label={t('centers.manage.managerList')}>
          {managers.map((manager) => (
            <li key={manager.memberId} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="center-manager">
              <span>
                {manager.firstName} {manager.lastName} <span className="text-sm text-slate-600">({manager.memberId})</span>
              </span>
              {canChange ? (
                <FormKit>
                  <CenterIdField centerId={centerId} />
                  <input type="hidden" name="memberId" value={manager.memberId} />
                  <SubmitButton name="intent" value="manager-remove" tone="dangerOutline" size="small">
                    {t('centers.manage.removeManager', { name: manager.firstName })}
                  </SubmitButton>
                </FormKit>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('centers.manage.noManagers')}</p>
      )}
      {canChange && invitations.length ? (
        <div>
          <h3 className="font-semibold text-slate-900">{t('centers.manage.pendingInvitations')}</h3>
          <ul className="mt-2 flex flex-col gap-2" data-testid="pending-invitations">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-3">
                <span>
                  {invitation.firstName} {invitation.lastName} <span className="text-sm text-slate-600">({invitation.memberId}) · {t('centers.manage.invitedOn', { date: date(invitation.createdAt) })}</span>
                </span>
                <FormKit>
                  <CenterIdField centerId={centerId} />
                  <input type="hidden" name="invitationId" value={invitation.id} />
                  <SubmitButton name="intent" value="invitation-cancel" tone="secondary" size="small">
                    {t('centers.manage.cancelInvitation', { name: invitation.firstName })}
                  </SubmitButton>
                </FormKit>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {canChange ? (
        <FormKit idPrefix="invite" intent="manager-invite" reply={reply} className="flex flex-wrap items-end gap-2">
          <CenterIdField centerId={centerId} />
          <div className="min-w-0 flex-1 sm:max-w-xs">
            <TextField name="memberId" label={t('centers.manage.inviteLabel')} hint={`${t('centers.manage.inviteHint')} ${t('centers.manage.inviteExplain')}`} maxLength={8} />
          </div>
          <SubmitButton name="intent" value="manager-invite">
            {t('centers.manage.invite')}
          </SubmitButton>
        </FormKit>
      ) : (
        <p className="text-sm text-slate-700">{t('centers.manage.onlyOwnerInvites')}</p>
      )}
    </div>
  );
}

export function ManagerReviewsSection({ centerId, centerName, reviews, reply }: { centerId: number; centerName: string; reviews: Array<Omit<CenterReview, 'authorId'>>; reply: Reply }) {
  const t = useT();
  if (!reviews.length) return <p className="text-slate-700">{t('centers.reviews.none')}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} centerName={centerName} replyForm={<ReplyForm reviewId={review.id} centerId={centerId} reply={reply} />} />
        </li>
      ))}
    </ul>
  );
}

export { buttonClass };

export function SavedNotice({ section }: { section: string | null }) {
  const t = useT();
  if (!section) return null;
  return <Notice tone="success">{t(`centers.manage.saved.${section}`)}</Notice>;
}

export function CenterSwitcher({ centers, currentId }: { centers: Array<{ id: number; name: string; role: 'owner' | 'manager' }>; currentId: number }) {
  const t = useT();
  if (centers.length < 2) return null;
  return (
    <nav aria-label={t('centers.manage.switcher')} className="rounded-xl border border-slate-200 bg-white p-3">
      <p className="text-sm font-semibold text-slate-900">{t('centers.manage.switcher')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {centers.map((center) => (
          <li key={center.id}>
            <Link
              to={`/admin-divecenter/divecenter?center=${center.id}`}
              aria-current={center.id === currentId ? 'page' : undefined}
              className={center.id === currentId ? 'inline-block rounded-full bg-sky-800 px-3 py-1 text-sm font-semibold text-white' : 'inline-block rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-900 hover:bg-slate-200'}
            >
              {center.name} <span className="font-normal">· {t(`centers.manage.role.${center.role}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
