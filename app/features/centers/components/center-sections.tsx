// The sections of a centre's public page: gallery, about, offer (affiliations, courses, services,
// languages), hours, contact details and the dive sites it visits.
import { Link } from 'react-router';
import type { DayHours, SocialLinks } from '../../../../db/schema/centers.ts';
import type { LocalizedText } from '../../../../db/schema/sites.ts';
import { useT } from '../../../lib/use-translation.ts';
import { pickLocalized } from '../../../lib/localized-text.ts';
import { formatPrice } from '~/lib/intl-format.ts';
import { agencyName, languageName, SOCIAL_NETWORKS, WEEKDAYS, weekdayName } from '../center-vocabulary.ts';
import { centerImageUrl, centerPhotoSrcSet, pickWidth } from '../../../lib/photo-urls.ts';
import type { CenterCourse, CenterPhoto, VisitedSite } from '../center-page.queries.server.ts';
import { centerPlace } from './center-card.tsx';

export function CenterGallery({ name, photos }: { name: string; photos: CenterPhoto[] }) {
  const t = useT();
  if (!photos.length) return null;
  const [first, ...rest] = photos;
  return (
    <div className="grid gap-2 sm:grid-cols-[2fr_1fr]">
      <img
        src={centerImageUrl(first!.storageKey, pickWidth(first!.sizes, 1280))}
        srcSet={centerPhotoSrcSet(first!)}
        sizes="(min-width: 1024px) 40rem, 100vw"
        alt={t('centers.page.photoAlt', { name, number: 1 })}
        width={first!.width}
        height={first!.height}
        className="aspect-[4/3] h-full w-full rounded-xl object-cover"
      />
      {rest.length ? (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-1">
          {rest.slice(0, 4).map((photo, index) => (
            <li key={photo.id}>
              <img
                src={centerImageUrl(photo.storageKey, pickWidth(photo.sizes, 640))}
                alt={t('centers.page.photoAlt', { name, number: index + 2 })}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="aspect-[4/3] h-full w-full rounded-xl object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function CenterAbout({ description }: { description: LocalizedText }) {
  const t = useT();
  const picked = pickLocalized(description, t.locale);
  if (!picked) return <p className="text-slate-700">{t('centers.page.noDescription')}</p>;
  return (
    <div>
      {picked.fallback ? <p className="mb-2 text-sm text-slate-600">{t('centers.page.descriptionFallback')}</p> : null}
      <div lang={picked.lang} className="flex flex-col gap-3 text-slate-800">
        {picked.text.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index} className="whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </div>
    </div>
  );
}

export function courseName(course: Pick<CenterCourse, 'courseType' | 'title' | 'agency'>, t: (key: string) => string): string {
  const family = t(`centers.course.${course.courseType}`);
  const own = course.title ? (course.agency ? `${agencyName(course.agency)} ${course.title}` : course.title) : course.agency ? `${agencyName(course.agency)} · ${family}` : family;
  return own;
}

export function CoursesTable({ courses }: { courses: CenterCourse[] }) {
  const t = useT();
  if (!courses.length) return <p className="text-slate-700">{t('centers.page.noCourses')}</p>;
  return (
    <div>
      {/* Focusable and named, so the table can be scrolled from the keyboard if a phone is too narrow. */}
      <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={t('centers.page.coursesTable')}>
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('centers.page.courses')}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('centers.page.course')}
              </th>
              <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">
                {t('centers.page.courseKind')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('centers.page.duration')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('centers.page.price')}
              </th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.id} className="border-b border-slate-200">
                <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                  {courseName(course, t)}
                </th>
                <td className="hidden py-2 pr-3 text-slate-700 sm:table-cell">{t(`centers.course.${course.courseType}`)}</td>
                <td className="py-2 pr-3 text-slate-700">{course.durationDays ? t.plural('centers.page.days', course.durationDays) : '—'}</td>
                <td className="py-2 text-right font-semibold text-slate-900">
                  {course.price !== null && course.currency ? formatPrice(Number(course.price), course.currency, t.locale) : t('centers.page.priceOnRequest')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-2 text-xs text-slate-600">{t('centers.page.pricesNote')}</p>
    </div>
  );
}

export function TagList({ items, label }: { items: string[]; label: string }) {
  const t = useT();
  if (!items.length) return <p className="text-slate-700">{t('centers.page.notGiven')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {items.map((item) => (
        <li key={item} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
          {item}
        </li>
      ))}
    </ul>
  );
}

export function Affiliations({ agencies, primary }: { agencies: string[]; primary: string | null }) {
  const t = useT();
  if (!agencies.length) return <p className="text-slate-700">{t('centers.page.notGiven')}</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('centers.page.affiliations')}>
      {agencies.map((code) => (
        <li key={code} className={code === primary ? 'rounded-full bg-sky-800 px-3 py-1 text-sm font-semibold text-white' : 'rounded-full bg-sky-50 px-3 py-1 text-sm font-semibold text-sky-900'}>
          {agencyName(code)}
          {code === primary ? <span className="font-normal"> · {t('centers.page.primary')}</span> : null}
        </li>
      ))}
    </ul>
  );
}

export function OpeningHours({ hours, note }: { hours: DayHours[] | null; note: string | null }) {
  const t = useT();
  return (
    <div>
      {hours ? (
        <table className="w-full text-sm">
          <caption className="sr-only">{t('centers.page.hours')}</caption>
          <tbody>
            {WEEKDAYS.map((day) => {
              const today = hours[day] ?? null;
              return (
                <tr key={day} className="border-b border-slate-100">
                  <th scope="row" className="py-1 pr-3 text-left font-medium text-slate-800">
                    {weekdayName(day, t.locale)}
                  </th>
                  <td className="py-1 text-right text-slate-800">{today ? `${today.open}–${today.close}` : t('centers.page.closed')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="text-slate-700">{t('centers.page.hoursUnknown')}</p>
      )}
      {note ? <p className="mt-2 text-sm text-slate-700">{note}</p> : null}
    </div>
  );
}

export function ContactDetails({
  center,
}: {
  center: { address: string | null; region: string | null; countryCode: string; phone: string | null; website: string | null; socialLinks: SocialLinks; lat: number; lng: number };
}) {
  const t = useT();
  const socials = SOCIAL_NETWORKS.filter((network) => center.socialLinks[network]);
  return (
    <dl className="flex flex-col gap-3 text-sm">
      <div>
        <dt className="font-semibold text-slate-900">{t('centers.page.address')}</dt>
        <dd className="text-slate-800">
          {center.address ? <span className="block">{center.address}</span> : null}
          <span className="block">{centerPlace(center, t.locale)}</span>
          <a
            className="font-semibold text-sky-800 underline"
            href={`https://www.openstreetmap.org/?mlat=${center.lat}&mlon=${center.lng}#map=15/${center.lat}/${center.lng}`}
            rel="noopener noreferrer"
          >
            {t('centers.page.openStreetMap')}
          </a>
        </dd>
      </div>
      {center.phone ? (
        <div>
          <dt className="font-semibold text-slate-900">{t('centers.page.phone')}</dt>
          <dd>
            <a className="text-sky-800 underline" href={`tel:${center.phone.replace(/[^\d+]/g, '')}`}>
              {center.phone}
            </a>
          </dd>
        </div>
      ) : null}
      {center.website ? (
        <div>
          <dt className="font-semibold text-slate-900">{t('centers.page.website')}</dt>
          <dd>
            <a className="break-all text-sky-800 underline" href={center.website} rel="noopener noreferrer nofollow ugc">
              {center.website.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </dd>
        </div>
      ) : null}
      {socials.length ? (
        <div>
          <dt className="font-semibold text-slate-900">{t('centers.page.social')}</dt>
          <dd>
            <ul className="flex flex-wrap gap-3">
              {socials.map((network) => (
                <li key={network}>
                  <a className="text-sky-800 underline" href={center.socialLinks[network]} rel="noopener noreferrer nofollow ugc">
                    {t(`centers.social.${network}`)}
                  </a>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

export function VisitedSitesList({ sites }: { sites: VisitedSite[] }) {
  const t = useT();
  if (!sites.length) return <p className="text-slate-700">{t('centers.page.noSites')}</p>;
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {sites.map((site) => (
        <li key={site.id}>
          <Link to={`/listing/${site.id}`} className="font-semibold text-sky-800 underline">
            {site.name}
          </Link>
          <span className="block text-sm text-slate-700">{centerPlace(site, t.locale)}</span>
        </li>
      ))}
    </ul>
  );
}

export function LanguagesList({ languages }: { languages: string[] }) {
  const t = useT();
  return (
    <TagList
      label={t('centers.page.languages')}
      items={languages.map((code) => languageName(code, t.locale))}
    />
  );
}
