// /admin-divecenter/divecenter: where owners and managers run their centre's page (one centre at a
// time, ?center= picks it). Moderators and admins may open any centre here. Everyone else gets 403.
import { countryOptions } from '~/features/sites/country-names.ts';
import { data, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin-divecenter.divecenter';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { centerPageMessages } from '~/features/centers/center-messages.server.ts';
import { readLimitedFormData, UploadError } from '~/lib/storage.server.ts';
import { hitWriteLimit } from '~/lib/write-limits.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { assertCanManageManagers, centerIdFrom, requireCenterManager } from '~/features/centers/center-access.server.ts';
import { centerFormValues } from '~/features/centers/center-form-defaults.ts';
import { deleteCenterPhoto, removeCenterLogo, saveCenterLogo, saveCenterPhoto } from '~/features/centers/center-photos.server.ts';
import { MAX_CENTER_IMAGE_BYTES, MAX_CENTER_PHOTOS } from '~/lib/upload-limits.ts';
import { canManageManagers } from '~/features/centers/center.policy.ts';
import { CenterDetailsSchema, CourseRemoveSchema, CourseSchema, CourseUpdateSchema, DETAILS_LISTS, ManagerInviteSchema, ManagerRemoveSchema, ReplySchema, VisitedSitesSchema } from '~/features/centers/center.schema.ts';
import { centersManagedBy, getCenterForManager, reviewsOf, sitesNearCenter } from '~/features/centers/centers.queries.server.ts';
import { addCourse, inviteManager, removeCourse, removeManager, replyToReview, setVisitedSites, updateCenterDetails, updateCourse } from '~/features/centers/centers.service.server.ts';
import { VerificationBadge } from '~/features/centers/components/center-badges.tsx';
import { CenterDetailsForm } from '~/features/centers/components/center-details-form.tsx';
import { FormNotice } from '~/features/centers/components/form-fields.tsx';
import { CenterSwitcher, CoursesSection, ManagerReviewsSection, ManagersSection, PhotosSection, SavedNotice, SitesSection, type SectionResult } from '~/features/centers/components/manager-sections.tsx';
import { parseForm, type FormValues } from '~/features/centers/form-values.ts';
import { pageMeta } from '~/features/frame/page-head.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import { publicOrigin } from '~/lib/public-origin.server.ts';

const SECTIONS = ['details', 'photos', 'courses', 'sites', 'managers', 'reviews'] as const;

type Relation = 'owner' | 'manager' | 'moderator';
const RELATION_TEXT: Record<Relation, string> = { owner: 'centers.manage.youOwn', manager: 'centers.manage.youManage', moderator: 'centers.manage.youModerate' };

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireVerifiedMember(request);
  const { locale } = await resolveLocale(request);
  const search = new URL(request.url).searchParams;
  const managed = await centersManagedBy(user.id);
  const asked = search.get('center');
  const centerId = asked !== null ? centerIdFrom(asked) : (managed[0]?.id ?? null);
  const messages = centerPageMessages(locale);
  if (asked === null && centerId === null) return { messages, managed, center: null };
  // Checked before anything about the centre is read: 404 if it does not exist, 403 if not yours.
  const { access } = await requireCenterManager(request, centerId);
  const [center, reviews] = await Promise.all([getCenterForManager(access.id), reviewsOf(access.id)]);
  if (!center) throw data(null, { status: 404 });
  const nearby = await sitesNearCenter(center, 30);
  const saved = search.get('saved');
  return {
    messages,
    managed,
    countries: countryOptions(locale),
    center: {
      id: center.id,
      name: center.name,
      kind: center.kind,
      verification: center.verification,
      status: center.status,
      logo: center.logo,
      photos: center.photos,
      courses: center.courses,
      sites: center.sites,
      managers: center.managers.map(({ userId: _id, ...manager }) => manager),
      owner: center.owner,
      // Moderators and admins may be here without being either.
      relation: (center.ownerId === user.id ? 'owner' : center.managers.some((manager) => manager.userId === user.id) ? 'manager' : 'moderator') as Relation,
      formValues: centerFormValues(center),
    },
    canChangeManagers: canManageManagers(user, access),
    reviews: reviews.map(({ authorId: _author, ...review }) => review),
    nearby,
    created: search.get('created') === '1',
    saved: SECTIONS.includes(saved as (typeof SECTIONS)[number]) ? saved : null,
    maxPhotos: MAX_CENTER_PHOTOS,
    maxMegabytes: MAX_CENTER_IMAGE_BYTES / 1024 / 1024,
  };
}

type ActionResult = SectionResult;

function failed(result: ActionResult, status = 400) {
  return data<ActionResult>(result, { status });
}

async function readForm(request: Request): Promise<FormData | 'tooLarge'> {
  if (!(request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) return request.formData();
  try {
    return await readLimitedFormData(request, MAX_CENTER_IMAGE_BYTES);
  } catch (error) {
    if (error instanceof UploadError && error.problem === 'tooLarge') return 'tooLarge';
    throw error;
  }
}

export async function action({ request }: Route.ActionArgs) {
  await requireVerifiedMember(request);
  const formData = await readForm(request);
  if (formData === 'tooLarge') {
    // The body was refused before its fields could be read; the centre id is in the page address.
    const centerId = centerIdFrom(new URL(request.url).searchParams.get('center'));
    await requireCenterManager(request, centerId);
    return failed({ intent: 'photo-upload', errors: { photo: 'centers.error.imageTooLarge', logo: 'centers.error.imageTooLarge' }, values: {} }, 413);
  }
  const context = await requireCenterManager(request, centerIdFrom(formData.get('centerId')));
  const { user, access } = context;
  const centerId = access.id;
  const intent = String(formData.get('intent') ?? '');
  const done = (section: (typeof SECTIONS)[number]) => redirect(`/admin-divecenter/divecenter?center=${centerId}&saved=${section}#${section}`);

  switch (intent) {
    case 'details': {
      const parsed = parseForm(CenterDetailsSchema, formData, DETAILS_LISTS);
      if (!parsed.ok) return failed({ intent, errors: parsed.errors, values: parsed.values });
      await updateCenterDetails({ centerId, input: parsed.data });
      throw done('details');
    }
    case 'course-add': {
      const parsed = parseForm(CourseSchema, formData);
      if (!parsed.ok) return failed({ intent, errors: parsed.errors, values: parsed.values });
      await addCourse({ centerId, input: parsed.data });
      throw done('courses');
    }
    case 'course-update': {
      const parsed = parseForm(CourseUpdateSchema, formData);
      if (!parsed.ok) return failed({ intent, errors: parsed.errors, values: parsed.values, itemId: Number(formData.get('courseId')) });
      if (!(await updateCourse({ centerId, courseId: parsed.data.courseId, input: parsed.data }))) throw data(null, { status: 404 });
      throw done('courses');
    }
    case 'course-remove': {
      const parsed = parseForm(CourseRemoveSchema, formData);
      if (!parsed.ok || !(await removeCourse({ centerId, courseId: parsed.data.courseId }))) throw data(null, { status: 404 });
      throw done('courses');
    }
    case 'sites': {
      const parsed = parseForm(VisitedSitesSchema, formData, ['siteIds']);
      if (!parsed.ok) return failed({ intent, errors: parsed.errors, values: parsed.values });
      const ids = parsed.data.addSiteId ? [...parsed.data.siteIds, parsed.data.addSiteId] : parsed.data.siteIds;
      const result = await setVisitedSites({ centerId, siteIds: ids });
      if (!result.ok) return failed({ intent, errors: { [result.field]: result.error }, values: parsed.values });
      throw done('sites');
    }
    case 'manager-invite': {
      assertCanManageManagers(context);
      const parsed = parseForm(ManagerInviteSchema, formData);
      if (!parsed.ok) return failed({ intent, errors: parsed.errors, values: parsed.values });
      const result = await inviteManager({ centerId, memberId: parsed.data.memberId, invitedBy: user.id, origin: publicOrigin() });
      if (!result.ok) return failed({ intent, errors: { [result.field]: result.error }, values: parsed.values });
      throw done('managers');
    }
    case 'manager-remove': {
      assertCanManageManagers(context);
      const parsed = parseForm(ManagerRemoveSchema, formData);
      if (!parsed.ok || !(await removeManager({ centerId, memberId: parsed.data.memberId }))) throw data(null, { status: 404 });
      throw done('managers');
    }
    case 'reply': {
      const parsed = parseForm(ReplySchema, formData);
      if (!parsed.ok) return failed({ intent, errors: parsed.errors, values: parsed.values });
      const result = await replyToReview({ centerId, reviewId: parsed.data.reviewId, userId: user.id, reply: parsed.data.reply });
      if (!result.ok) return failed({ intent, errors: { [result.field]: result.error }, values: parsed.values });
      throw done('reviews');
    }
    case 'photo-upload':
    case 'logo-upload': {
      const field = intent === 'photo-upload' ? 'photo' : 'logo';
      const file = formData.get(field);
      if (!(file instanceof File) || file.size === 0) return failed({ intent, errors: { [field]: 'centers.error.imageRequired' }, values: {} });
      if (!(await hitWriteLimit('photo', user.id)).allowed) return failed({ intent, errors: { [field]: 'centers.error.photosRateLimited' }, values: {} });
      try {
        if (field === 'photo') {
          if ((await saveCenterPhoto({ centerId, userId: user.id, file })) === 'full') return failed({ intent, errors: { photo: 'centers.error.tooManyPhotos' }, values: {} });
        } else {
          await saveCenterLogo({ centerId, file });
        }
      } catch (error) {
        if (error instanceof UploadError) return failed({ intent, errors: { [field]: `centers.error.image.${error.problem}` }, values: {} });
        throw error;
      }
      throw done('photos');
    }
    case 'photo-delete': {
      const photoId = Number(formData.get('photoId'));
      if (!Number.isSafeInteger(photoId) || !(await deleteCenterPhoto({ centerId, photoId }))) throw data(null, { status: 404 });
      throw done('photos');
    }
    case 'logo-remove': {
      await removeCenterLogo({ centerId });
      throw done('photos');
    }
    default:
      throw data(null, { status: 400 });
  }
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('centers.manage.title'), description: t('centers.manage.description'), noindex: true });
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="mb-4 text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function DiveCenterManager({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const actionData = useActionData<typeof action>() as ActionResult | undefined;
  if (!loaderData.center) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-20 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('centers.manage.title')}</h1>
        <p className="mt-4 text-slate-800">{t('centers.manage.noneYet')}</p>
        <p className="mt-3">
          <Link to="/add-dive-center" className="font-semibold text-sky-800 underline">
            {t('centers.manage.addOrClaim')}
          </Link>
        </p>
      </div>
    );
  }
  const { center, reviews, nearby, saved } = loaderData;
  const detailsFailed = actionData?.intent === 'details';
  const values: FormValues = detailsFailed ? actionData.values : center.formValues;
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <p className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{t('centers.manage.title')}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{center.name}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm">
        <VerificationBadge verification={center.verification} />
        <span className="text-slate-700">{t(RELATION_TEXT[center.relation])}</span>
        <Link to={`/dive-center/${center.id}`} className="font-semibold text-sky-800 underline">
          {t('centers.manage.viewPage')}
        </Link>
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.created ? <FormNotice tone="success">{t('centers.manage.created')}</FormNotice> : null}
        <SavedNotice section={saved} />
        <CenterSwitcher centers={loaderData.managed} currentId={center.id} />
      </div>
      <nav aria-label={t('centers.manage.sections')} className="mt-6">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`} className="font-semibold text-sky-800 underline">
                {t(`centers.manage.section.${section}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6 flex flex-col gap-8">
        <Section id="details" title={t('centers.manage.section.details')}>
          <CenterDetailsForm
            key={detailsFailed ? 'failed' : `saved-${center.id}`}
            idPrefix="edit"
            countries={loaderData.countries}
            intent="details"
            submitLabel={t('centers.manage.saveDetails')}
            hiddenFields={{ centerId: String(center.id) }}
            values={values}
            errors={detailsFailed ? actionData.errors : undefined}
          />
        </Section>
        <Section id="photos" title={t('centers.manage.section.photos')}>
          <PhotosSection centerId={center.id} name={center.name} photos={center.photos} logo={center.logo} maxPhotos={loaderData.maxPhotos} maxMegabytes={loaderData.maxMegabytes} result={actionData} />
        </Section>
        <Section id="courses" title={t('centers.manage.section.courses')}>
          <CoursesSection centerId={center.id} courses={center.courses} result={actionData} />
        </Section>
        <Section id="sites" title={t('centers.manage.section.sites')}>
          <SitesSection centerId={center.id} visited={center.sites} nearby={nearby} result={actionData} />
        </Section>
        <Section id="managers" title={t('centers.manage.section.managers')}>
          <ManagersSection centerId={center.id} owner={center.owner} managers={center.managers} canChange={loaderData.canChangeManagers} result={actionData} />
        </Section>
        <Section id="reviews" title={t('centers.manage.section.reviews')}>
          <ManagerReviewsSection centerId={center.id} centerName={center.name} reviews={reviews} result={actionData} />
        </Section>
      </div>
    </div>
  );
}
