// The sections of the manager page besides the details form: photos and logo, courses, visited
// sites, managers and reviews. Every form posts the centre's id; the server checks it again.
import { Form, Link } from 'react-router';
import { useT } from '../../../lib/use-translation.ts';
import { AGENCIES, COMMON_CURRENCIES, COURSE_TYPES } from '../center-vocabulary.ts';
import { centerImageUrl, centerLogoUrl, pickCenterWidth } from '../center-photo-urls.ts';
import type { CenterCourse, CenterPhoto, CenterReview, VisitedSite } from '../centers.queries.server.ts';
import { textValue, type FieldErrors, type FormValues } from '../form-values.ts';
import { centerPlace, formatKm } from './center-card.tsx';
import { buttonClass, CheckboxGroup, dangerButtonClass, FieldError, FormNotice, secondaryButtonClass, SelectField, TextField } from './form-fields.tsx';
import { ReplyForm, ReviewItem } from './reviews.tsx';

export type SectionResult = { intent: string; errors: FieldErrors; values: FormValues; itemId?: number };

function CenterIdField({ centerId }: { centerId: number }) {
  return <input type="hidden" name="centerId" value={centerId} />;
}

export function PhotosSection({ centerId, name, photos, logo, maxPhotos, maxMegabytes, result }: { centerId: number; name: string; photos: CenterPhoto[]; logo: string | null; maxPhotos: number; maxMegabytes: number; result: SectionResult | undefined }) {
  const t = useT();
  const photoError = result?.intent === 'photo-upload' ? result.errors.photo : undefined;
  const logoError = result?.intent === 'logo-upload' ? result.errors.logo : undefined;
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
          <Form method="post" encType="multipart/form-data" className="flex flex-wrap items-end gap-2">
            <CenterIdField centerId={centerId} />
            <input type="hidden" name="intent" value="logo-upload" />
            <div>
              <label htmlFor="logo-file" className="block text-sm font-semibold text-slate-900">
                {t('centers.manage.logoFile')}
              </label>
              <input id="logo-file" name="logo" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby="logo-hint" className="mt-1 text-sm" />
              <p id="logo-hint" className="text-xs text-slate-600">
                {t('centers.manage.imageHint', { size: maxMegabytes })}
              </p>
              <FieldError id="logo-file-error" error={logoError} />
            </div>
            <button type="submit" className={secondaryButtonClass}>
              {t('centers.manage.uploadLogo')}
            </button>
          </Form>
          {logo ? (
            <Form method="post">
              <CenterIdField centerId={centerId} />
              <button type="submit" name="intent" value="logo-remove" className={dangerButtonClass}>
                {t('centers.manage.removeLogo')}
              </button>
            </Form>
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
                  src={centerImageUrl(photo.storageKey, pickCenterWidth(photo.sizes, 320))}
                  alt={t('centers.page.photoAlt', { name, number: index + 1 })}
                  width={photo.width}
                  height={photo.height}
                  className="aspect-[4/3] w-full rounded-lg object-cover"
                />
                <Form method="post">
                  <CenterIdField centerId={centerId} />
                  <input type="hidden" name="photoId" value={photo.id} />
                  <button type="submit" name="intent" value="photo-delete" className={dangerButtonClass}>
                    {t('centers.manage.deletePhoto', { number: index + 1 })}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{t('centers.manage.noPhotos')}</p>
        )}
        {photos.length < maxPhotos ? (
          <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-2">
            <CenterIdField centerId={centerId} />
            <input type="hidden" name="intent" value="photo-upload" />
            <div>
              <label htmlFor="photo-file" className="block text-sm font-semibold text-slate-900">
                {t('centers.manage.photoFile')}
              </label>
              <input id="photo-file" name="photo" type="file" accept="image/jpeg,image/png,image/webp" aria-describedby="photo-hint" className="mt-1 text-sm" />
              <p id="photo-hint" className="text-xs text-slate-600">
                {t('centers.manage.imageHint', { size: maxMegabytes })}
              </p>
              <FieldError id="photo-file-error" error={photoError} />
            </div>
            <button type="submit" className={secondaryButtonClass}>
              {t('centers.manage.uploadPhoto')}
            </button>
          </Form>
        ) : null}
      </div>
    </div>
  );
}

function CourseFields({ idPrefix, values, errors }: { idPrefix: string; values: FormValues; errors: FieldErrors | undefined }) {
  const t = useT();
  const currencies = [...new Set([...COMMON_CURRENCIES, textValue(values, 'currency')].filter(Boolean))];
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <SelectField
        idPrefix={idPrefix}
        name="courseType"
        label={t('centers.manage.courseType')}
        required
        defaultValue={textValue(values, 'courseType')}
        error={errors?.courseType}
        emptyLabel={t('centers.manage.chooseCourse')}
        options={COURSE_TYPES.map((course) => ({ value: course, label: t(`centers.course.${course}`) }))}
      />
      <TextField idPrefix={idPrefix} name="title" label={t('centers.manage.courseTitle')} defaultValue={textValue(values, 'title')} error={errors?.title} maxLength={120} />
      <SelectField
        idPrefix={idPrefix}
        name="agency"
        label={t('centers.manage.courseAgency')}
        defaultValue={textValue(values, 'agency')}
        error={errors?.agency}
        emptyLabel={t('centers.manage.noAgency')}
        options={AGENCIES.map((agency) => ({ value: agency.code, label: agency.name }))}
      />
      <TextField idPrefix={idPrefix} name="price" label={t('centers.manage.price')} inputMode="decimal" defaultValue={textValue(values, 'price')} error={errors?.price} />
      <SelectField
        idPrefix={idPrefix}
        name="currency"
        label={t('centers.manage.currency')}
        defaultValue={textValue(values, 'currency')}
        error={errors?.currency}
        emptyLabel="—"
        options={currencies.map((code) => ({ value: code, label: code }))}
      />
      <TextField idPrefix={idPrefix} name="durationDays" label={t('centers.manage.duration')} inputMode="numeric" defaultValue={textValue(values, 'durationDays')} error={errors?.durationDays} />
    </div>
  );
}

export function CoursesSection({ centerId, courses, result }: { centerId: number; courses: CenterCourse[]; result: SectionResult | undefined }) {
  const t = useT();
  const addFailed = result?.intent === 'course-add';
  return (
    <div className="flex flex-col gap-4">
      {courses.length ? (
        <ul className="flex flex-col gap-4">
          {courses.map((course, index) => {
            const failed = result?.intent === 'course-update' && result.itemId === course.id;
            const values: FormValues = failed
              ? result.values
              : { courseType: course.courseType, title: course.title ?? '', agency: course.agency ?? '', price: course.price ?? '', currency: course.currency ?? '', durationDays: course.durationDays ? String(course.durationDays) : '' };
            return (
              <li key={course.id} className="rounded-xl border border-slate-200 bg-white p-4">
                <Form method="post" className="flex flex-col gap-3" noValidate aria-label={t('centers.manage.courseNumber', { number: index + 1 })}>
                  <CenterIdField centerId={centerId} />
                  <input type="hidden" name="courseId" value={course.id} />
                  <CourseFields idPrefix={`course-${course.id}`} values={values} errors={failed ? result.errors : undefined} />
                  <div className="flex flex-wrap gap-2">
                    <button type="submit" name="intent" value="course-update" className={secondaryButtonClass}>
                      {t('centers.manage.saveCourse')}
                    </button>
                    <button type="submit" name="intent" value="course-remove" className={dangerButtonClass}>
                      {t('centers.manage.removeCourse')}
                    </button>
                  </div>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-slate-700">{t('centers.page.noCourses')}</p>
      )}
      <Form method="post" className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-400 bg-slate-50 p-4" noValidate aria-labelledby="add-course-heading">
        <h3 id="add-course-heading" className="text-lg font-semibold text-slate-900">
          {t('centers.manage.addCourse')}
        </h3>
        <CenterIdField centerId={centerId} />
        <input type="hidden" name="intent" value="course-add" />
        <CourseFields idPrefix="course-new" values={addFailed ? result.values : {}} errors={addFailed ? result.errors : undefined} />
        <div>
          <button type="submit" className={buttonClass}>
            {t('centers.manage.addCourseButton')}
          </button>
        </div>
      </Form>
    </div>
  );
}

export function SitesSection({ centerId, visited, nearby, result }: { centerId: number; visited: VisitedSite[]; nearby: Array<VisitedSite & { distanceKm: number }>; result: SectionResult | undefined }) {
  const t = useT();
  const failed = result?.intent === 'sites';
  const checked = failed ? ((result.values.siteIds as string[] | undefined) ?? []) : visited.map((site) => String(site.id));
  const nearbyIds = new Set(nearby.map((site) => site.id));
  const options = [
    ...visited.filter((site) => !nearbyIds.has(site.id)).map((site) => ({ value: String(site.id), label: `${site.name} (${centerPlace(site, t.locale)})` })),
    ...nearby.map((site) => ({ value: String(site.id), label: `${site.name} · ${formatKm(site.distanceKm, t.locale)}` })),
  ];
  return (
    <Form method="post" className="flex flex-col gap-4" noValidate>
      <CenterIdField centerId={centerId} />
      <input type="hidden" name="intent" value="sites" />
      {options.length ? (
        <CheckboxGroup idPrefix="sites" name="siteIds" legend={t('centers.manage.sitesLegend')} checked={checked} options={options} columns={2} />
      ) : (
        <p className="text-slate-700">{t('centers.manage.noNearbySites')}</p>
      )}
      <div className="sm:max-w-md">
        <TextField
          idPrefix="sites"
          name="addSiteId"
          label={t('centers.manage.addSite')}
          hint={t('centers.manage.addSiteHint')}
          defaultValue={failed ? textValue(result.values, 'addSiteId') : ''}
          error={failed ? result.errors.addSiteId : undefined}
        />
      </div>
      <div>
        <button type="submit" className={buttonClass}>
          {t('centers.manage.saveSites')}
        </button>
      </div>
    </Form>
  );
}

export function ManagersSection({
  centerId,
  owner,
  managers,
  canChange,
  result,
}: {
  centerId: number;
  owner: { memberId: string; firstName: string; lastName: string } | null;
  managers: Array<{ memberId: string; firstName: string; lastName: string }>;
  canChange: boolean;
  result: SectionResult | undefined;
}) {
  const t = useT();
  const failed = result?.intent === 'manager-invite';
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
                <Form method="post">
                  <CenterIdField centerId={centerId} />
                  <input type="hidden" name="memberId" value={manager.memberId} />
                  <button type="submit" name="intent" value="manager-remove" className={dangerButtonClass}>
                    {t('centers.manage.removeManager', { name: manager.firstName })}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('centers.manage.noManagers')}</p>
      )}
      {canChange ? (
        <Form method="post" className="flex flex-wrap items-end gap-2" noValidate>
          <CenterIdField centerId={centerId} />
          <input type="hidden" name="intent" value="manager-invite" />
          <div className="min-w-0 flex-1 sm:max-w-xs">
            <TextField
              idPrefix="invite"
              name="memberId"
              label={t('centers.manage.inviteLabel')}
              hint={t('centers.manage.inviteHint')}
              defaultValue={failed ? textValue(result.values, 'memberId') : ''}
              error={failed ? result.errors.memberId : undefined}
              maxLength={8}
            />
          </div>
          <button type="submit" className={buttonClass}>
            {t('centers.manage.invite')}
          </button>
        </Form>
      ) : (
        <p className="text-sm text-slate-700">{t('centers.manage.onlyOwnerInvites')}</p>
      )}
    </div>
  );
}

export function ManagerReviewsSection({ centerId, centerName, reviews, result }: { centerId: number; centerName: string; reviews: Array<Omit<CenterReview, 'authorId'>>; result: SectionResult | undefined }) {
  const t = useT();
  if (!reviews.length) return <p className="text-slate-700">{t('centers.reviews.none')}</p>;
  const failed = result?.intent === 'reply' ? result : undefined;
  return (
    <ul className="flex flex-col gap-3">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} centerName={centerName} replyForm={<ReplyForm reviewId={review.id} centerId={centerId} values={failed?.values} errors={failed?.errors} />} />
        </li>
      ))}
    </ul>
  );
}

export function SavedNotice({ section }: { section: string | null }) {
  const t = useT();
  if (!section) return null;
  return <FormNotice tone="success">{t(`centers.manage.saved.${section}`)}</FormNotice>;
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
