// /admin-divecenter/divecenter: where owners and managers run their centre's page (one centre at a
// time, ?center= picks it). An admin gets in only while acting as the centre's manager (ADR 27),
// and each change is then audited. Everyone else gets 403.
import { countryOptions } from '~/lib/country-codes.ts';
import { data, Link, redirect, useActionData } from 'react-router';
import type { Route } from './+types/admin-divecenter.divecenter';
import { resolveLocale } from '~/lib/i18n.server.ts';
import { centerPageMessages } from '~/features/centers/center-messages.server.ts';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { formReply, parseSubmission, replyWith, type FormReply } from '~/lib/form-submission.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { UploadError } from '~/lib/storage.server.ts';
import { MAX_CENTER_IMAGE_BYTES, MAX_CENTER_PHOTOS } from '~/lib/upload-limits.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { Notice } from '~/ui/form-kit.tsx';
import { assertCanManageManagers } from '~/features/centers/center-access.server.ts';
import { recordId } from '~/lib/parameters.ts';
import { oneOf, queryFlag, readQuery } from '~/lib/parameters.schema.ts';
import { loadManagerPage, requireManagedCenterFromForm } from '~/features/centers/manager-context.server.ts';
import { centerFormValues } from '~/features/centers/center-form-defaults.ts';
import { deleteCenterPhoto, removeCenterLogo, saveCenterLogo, saveCenterPhoto } from '~/features/centers/center-photos.server.ts';
import { canManageManagers } from '~/features/centers/center.policy.ts';
import { CenterDetailsSchema, CourseRemoveSchema, CourseSchema, CourseUpdateSchema, ManagerInviteSchema, ManagerRemoveSchema, ReplySchema, VisitedSitesSchema } from '~/features/centers/center.schema.ts';
import { DETAILS_LISTS } from '~/features/centers/center.fields.ts';
import { cancelInvitation, inviteManager, pendingInvitationsOfCenter } from '~/features/centers/center-invitations.server.ts';
import { getCenterForManager, reviewsOf, sitesNearCenter } from '~/features/centers/center-page.queries.server.ts';
import { addCourse, removeCourse, removeManager, replyToReview, setVisitedSites, updateCenterDetails, updateCourse } from '~/features/centers/centers.service.server.ts';
import { CenterDetailsForm } from '~/features/centers/components/center-details-form.tsx';
import { CenterSwitcher, CoursesSection, ManagerReviewsSection, ManagersSection, PhotosSection, SavedNotice, SitesSection } from '~/features/centers/components/manager-sections.tsx';
import { pageMeta } from '~/lib/page-meta.ts';
import { requireVerifiedMember } from '~/features/members/session.server.ts';
import { loadMessages } from '~/lib/i18n.server.ts';
import { ManagedCenterTitle, ManagerNav } from '~/features/centers/components/manager-nav.tsx';
import { managerBadges } from '~/features/trips/trips.queries.server.ts';

const SECTIONS = ['details', 'photos', 'courses', 'sites', 'managers', 'reviews'] as const;

type Relation = 'owner' | 'manager' | 'acting';
const RELATION_TEXT: Record<Relation, string> = { owner: 'centers.manage.youOwn', manager: 'centers.manage.youManage', acting: 'centers.manage.youAct' };

export async function loader({ request }: Route.LoaderArgs) {
  const { locale } = await resolveLocale(request);
  const { values: notices } = readQuery(new URL(request.url).searchParams, { saved: oneOf([...SECTIONS, 'invited'] as const), created: queryFlag() });
  // Checked before anything about the centre is read: 404 if it does not exist, 403 if not yours.
  const { user, managed, access } = await loadManagerPage(request);
  const messages = { ...centerPageMessages(locale), ...loadMessages(locale, ['manager']) };
  if (!access) return { messages, managed, center: null };
  const [center, reviews, badges] = await Promise.all([getCenterForManager(access.id), reviewsOf(access.id), managerBadges(access.id)]);
  if (!center) throw data(null, { status: 404 });
  const nearby = await sitesNearCenter(center, 30);
  const canChangeManagers = canManageManagers(user, access);
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
      // An admin acting as a manager is here without being either.
      relation: (center.ownerId === user.id ? 'owner' : center.managers.some((manager) => manager.userId === user.id) ? 'manager' : 'acting') as Relation,
      formValues: centerFormValues(center),
    },
    canChangeManagers,
    invitations: canChangeManagers ? await pendingInvitationsOfCenter(access.id) : [],
    badges,
    reviews: reviews.map(({ authorId: _author, ...review }) => review),
    nearby,
    created: notices.created ?? false,
    saved: notices.saved ?? null,
    maxPhotos: MAX_CENTER_PHOTOS,
    maxMegabytes: MAX_CENTER_IMAGE_BYTES / 1024 / 1024,
  };
}

export async function action({ request }: Route.ActionArgs) {
  await requireVerifiedMember(request);
  const { form, refused } = await readForm(request, BODY_LIMITS.centerImage);
  const context = await requireManagedCenterFromForm(request, form);
  const { user, access, acting } = context;
  const centerId = access.id;
  const intent = String(form.get('intent') ?? '');
  const done = (section: (typeof SECTIONS)[number]) => redirect(`/admin-divecenter/divecenter?center=${centerId}&saved=${section}#${section}`);
  const refuse = (reply: Parameters<typeof formReply>[0], status = 400) => replyWith(formReply(reply), status);

  switch (intent) {
    case 'details': {
      const submission = parseSubmission(form, CenterDetailsSchema, { lists: DETAILS_LISTS, intent });
      if (!submission.ok) return replyWith(submission.reply);
      await updateCenterDetails({ centerId, input: submission.data, acting });
      throw done('details');
    }
    case 'course-add': {
      const submission = parseSubmission(form, CourseSchema, { intent });
      if (!submission.ok) return replyWith(submission.reply);
      await addCourse({ centerId, input: submission.data, acting });
      throw done('courses');
    }
    case 'course-update': {
      // The reply names the course, so the error shows in that course's form.
      const submission = parseSubmission(form, CourseUpdateSchema, { intent: `course-update-${String(form.get('courseId'))}` });
      if (!submission.ok) return replyWith(submission.reply);
      if (!(await updateCourse({ centerId, courseId: submission.data.courseId, input: submission.data, acting }))) throw data(null, { status: 404 });
      throw done('courses');
    }
    case 'course-remove': {
      const submission = parseSubmission(form, CourseRemoveSchema);
      if (!submission.ok || !(await removeCourse({ centerId, courseId: submission.data.courseId, acting }))) throw data(null, { status: 404 });
      throw done('courses');
    }
    case 'sites': {
      const submission = parseSubmission(form, VisitedSitesSchema, { lists: ['siteIds'], intent });
      if (!submission.ok) return replyWith(submission.reply);
      const ids = submission.data.addSiteId ? [...submission.data.siteIds, submission.data.addSiteId] : submission.data.siteIds;
      const result = await setVisitedSites({ centerId, siteIds: ids, acting });
      if (!result.ok) return refuse({ intent, fieldErrors: { [result.field]: result.error }, values: submission.values });
      throw done('sites');
    }
    case 'manager-invite': {
      assertCanManageManagers(context);
      const submission = parseSubmission(form, ManagerInviteSchema, { intent });
      if (!submission.ok) return replyWith(submission.reply);
      const result = await inviteManager({ centerId, memberId: submission.data.memberId, invitedBy: user.id });
      if (!result.ok) return refuse({ intent, fieldErrors: { [result.field]: result.error }, values: submission.values });
      throw redirect(`/admin-divecenter/divecenter?center=${centerId}&saved=invited#managers`);
    }
    case 'invitation-cancel': {
      assertCanManageManagers(context);
      const invitationId = recordId(form.get('invitationId'));
      if (invitationId === null || !(await cancelInvitation({ centerId, invitationId }))) throw data(null, { status: 404 });
      throw done('managers');
    }
    case 'manager-remove': {
      assertCanManageManagers(context);
      const submission = parseSubmission(form, ManagerRemoveSchema);
      if (!submission.ok || !(await removeManager({ centerId, memberId: submission.data.memberId }))) throw data(null, { status: 404 });
      throw done('managers');
    }
    case 'reply': {
      const replyIntent = `reply-${String(form.get('reviewId'))}`;
      const submission = parseSubmission(form, ReplySchema, { intent: replyIntent });
      if (!submission.ok) return replyWith(submission.reply);
      const result = await replyToReview({ centerId, reviewId: submission.data.reviewId, userId: user.id, reply: submission.data.reply, acting });
      if (!result.ok) return refuse({ intent: replyIntent, fieldErrors: { [result.field]: result.error }, values: submission.values });
      throw done('reviews');
    }
    case 'photo-upload':
    case 'logo-upload': {
      const field = intent === 'photo-upload' ? 'photo' : 'logo';
      if (refused.length) return refuse({ intent, fieldErrors: { [field]: 'centers.error.imageTooLarge' } }, 413);
      const file = form.get(field);
      if (!(file instanceof File) || file.size === 0) return refuse({ intent, fieldErrors: { [field]: 'centers.error.imageRequired' } });
      try {
        const saved = field === 'photo' ? await saveCenterPhoto({ centerId, userId: user.id, file, acting }) : await saveCenterLogo({ centerId, userId: user.id, file, acting });
        if (saved === 'rateLimited') return refuse({ intent, fieldErrors: { [field]: 'centers.error.photosRateLimited' } }, 429);
        if (saved === 'full') return refuse({ intent, fieldErrors: { photo: 'centers.error.tooManyPhotos' } });
      } catch (error) {
        if (error instanceof UploadError) return refuse({ intent, fieldErrors: { [field]: `centers.error.image.${error.problem}` } });
        throw error;
      }
      throw done('photos');
    }
    case 'photo-delete': {
      const photoId = recordId(form.get('photoId'));
      if (photoId === null || !(await deleteCenterPhoto({ centerId, photoId, acting }))) throw data(null, { status: 404 });
      throw done('photos');
    }
    case 'logo-remove': {
      await removeCenterLogo({ centerId, acting });
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
  const actionData = useActionData<typeof action>() as FormReply | undefined;
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
  return (
    <div className="mx-auto w-full max-w-5xl px-4 pt-8 pb-20 sm:px-6">
      <ManagedCenterTitle center={center} relation={t(RELATION_TEXT[center.relation])} />
      <div className="mt-4">
        <ManagerNav centerId={center.id} current="/admin-divecenter/divecenter" badges={loaderData.badges} />
      </div>
      <div className="mt-4 flex flex-col gap-3">
        {loaderData.created ? <Notice tone="success">{t('centers.manage.created')}</Notice> : null}
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
            key={`saved-${center.id}`}
            idPrefix="edit"
            countries={loaderData.countries}
            intent="details"
            submitLabel={t('centers.manage.saveDetails')}
            hiddenFields={{ centerId: String(center.id) }}
            defaults={center.formValues}
            reply={actionData}
          />
        </Section>
        <Section id="photos" title={t('centers.manage.section.photos')}>
          <PhotosSection centerId={center.id} name={center.name} photos={center.photos} logo={center.logo} maxPhotos={loaderData.maxPhotos} maxMegabytes={loaderData.maxMegabytes} reply={actionData} />
        </Section>
        <Section id="courses" title={t('centers.manage.section.courses')}>
          <CoursesSection centerId={center.id} courses={center.courses} reply={actionData} />
        </Section>
        <Section id="sites" title={t('centers.manage.section.sites')}>
          <SitesSection centerId={center.id} visited={center.sites} nearby={nearby} reply={actionData} />
        </Section>
        <Section id="managers" title={t('centers.manage.section.managers')}>
          <ManagersSection centerId={center.id} owner={center.owner} managers={center.managers} invitations={loaderData.invitations} canChange={loaderData.canChangeManagers} reply={actionData} />
        </Section>
        <Section id="reviews" title={t('centers.manage.section.reviews')}>
          <ManagerReviewsSection centerId={center.id} centerName={center.name} reviews={reviews} reply={actionData} />
        </Section>
      </div>
    </div>
  );
}
