// The finder's search form: a place (or the visitor's own position) and the filters. A plain GET
// form, so every search is a link; "Near me" needs JavaScript and appears once it has loaded.
import { useRef } from 'react';
import { Form, Link } from 'react-router';
import { useGeolocation } from '../../../lib/use-geolocation.ts';
import { useT } from '../../../lib/use-translation.ts';
import type { CenterFilters } from '../center-filters.ts';
import { AGENCIES, COURSE_TYPES, LANGUAGE_CODES, languageName, SERVICES, type CenterKind } from '../center-vocabulary.ts';
import type { ParamIssues } from '~/lib/parameters.schema.ts';
import { FilterIssue, issueProps } from '~/ui/filter-issue.tsx';
import { buttonClass, ChoiceGroup } from '~/ui/form-kit.tsx';
import { collator } from '~/lib/intl-format.ts';

function FilterGroup({ title, open, children }: { title: string; open: boolean; children: React.ReactNode }) {
  return (
    <details open={open} className="rounded-lg border border-slate-200 bg-white p-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-900">{title}</summary>
      <div className="mt-2">{children}</div>
    </details>
  );
}

export function FinderForm({ filters, issues = {}, kinds, action }: { filters: CenterFilters; issues?: ParamIssues; kinds: readonly CenterKind[]; action: string }) {
  const t = useT();
  const formRef = useRef<HTMLFormElement>(null);
  const atRef = useRef<HTMLInputElement>(null);
  const { canLocate, state: locating, locate } = useGeolocation({ enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 });

  function searchNearMe() {
    locate((coords) => {
      if (atRef.current) atRef.current.value = `${coords.latitude.toFixed(4)},${coords.longitude.toFixed(4)}`;
      const near = formRef.current?.elements.namedItem('near');
      if (near instanceof HTMLInputElement) near.value = '';
      formRef.current?.requestSubmit();
      // The search it started is loading.
      return 'busy';
    });
  }

  const compareNames = collator(t.locale).compare;
  const byLabel = (a: { label: string }, b: { label: string }) => compareNames(a.label, b.label);
  return (
    <Form ref={formRef} method="get" action={action} role="search" aria-label={t('centers.finder.searchLabel')} className="flex flex-col gap-4">
      <div>
        <label htmlFor="finder-near" className="block text-sm font-semibold text-slate-900">
          {t('centers.finder.place')}
        </label>
        <div className="mt-1 flex gap-2">
          <input
            id="finder-near"
            name="near"
            type="search"
            defaultValue={filters.at ? '' : filters.near}
            placeholder={filters.at ? t('centers.finder.nearYou') : t('centers.finder.placePlaceholder')}
            // A typed place replaces the visitor's position from an earlier "Near me".
            onChange={() => {
              if (atRef.current) atRef.current.value = '';
            }}
            className="w-full min-w-0 flex-1 rounded-lg border border-slate-400 px-3 py-2 text-slate-900"
            {...issueProps(issues.near, 'finder-near')}
          />
          {/* Beside the field, not under it: appearing after the page loads, it moves nothing below. */}
          {canLocate ? (
            <button type="button" onClick={searchNearMe} className={`shrink-0 ${buttonClass('secondary', 'small')}`} disabled={locating === 'busy'}>
              {locating === 'busy' ? t('centers.finder.locating') : t('centers.finder.nearMe')}
            </button>
          ) : null}
        </div>
        <FilterIssue issue={issues.near} id="finder-near" />
        <input ref={atRef} type="hidden" name="at" defaultValue={filters.at ? `${filters.at.lat},${filters.at.lng}` : ''} />
        {locating === 'denied' || locating === 'failed' ? (
          <p role="alert" className="mt-1 text-sm text-red-800">
            {t('centers.finder.locationDenied')}
          </p>
        ) : null}
      </div>

      {kinds.length > 1 ? (
        <div>
          <label htmlFor="finder-kind" className="block text-sm font-semibold text-slate-900">
            {t('centers.finder.kind')}
          </label>
          <select id="finder-kind" name="kind" defaultValue={filters.kind ?? ''} className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900">
            <option value="">{t('centers.finder.kindAll')}</option>
            {kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`centers.kindPlural.${kind}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}

      <div>
        <label htmlFor="finder-rating" className="block text-sm font-semibold text-slate-900">
          {t('centers.finder.rating')}
        </label>
        <select id="finder-rating" name="rating" defaultValue={filters.minRating ? String(filters.minRating) : ''} className="mt-1 w-full rounded-lg border border-slate-400 px-3 py-2 text-slate-900">
          <option value="">{t('centers.finder.ratingAny')}</option>
          {[4, 3, 2].map((stars) => (
            <option key={stars} value={stars}>
              {t('centers.finder.ratingAtLeast', { stars })}
            </option>
          ))}
        </select>
      </div>

      <FilterGroup title={t('centers.finder.agencies')} open={filters.agencies.length > 0}>
        <ChoiceGroup id="finder-agency" name="agency" legend={<span className="sr-only">{t('centers.finder.agencies')}</span>} compact columns={2} checked={filters.agencies} options={AGENCIES.map((agency) => ({ value: agency.code, label: agency.name }))} />
      </FilterGroup>
      <FilterGroup title={t('centers.finder.services')} open={filters.services.length > 0}>
        <ChoiceGroup
          id="finder-service"
          name="service"
          legend={<span className="sr-only">{t('centers.finder.services')}</span>}
          compact
          columns={1}
          checked={filters.services}
          options={SERVICES.map((service) => ({ value: service, label: t(`centers.service.${service}`) })).sort(byLabel)}
        />
      </FilterGroup>
      <FilterGroup title={t('centers.finder.courses')} open={filters.courses.length > 0}>
        <ChoiceGroup
          id="finder-course"
          name="course"
          legend={<span className="sr-only">{t('centers.finder.courses')}</span>}
          compact
          columns={1}
          checked={filters.courses}
          options={COURSE_TYPES.map((course) => ({ value: course, label: t(`centers.course.${course}`) }))}
        />
      </FilterGroup>
      <FilterGroup title={t('centers.finder.languages')} open={filters.languages.length > 0}>
        <ChoiceGroup
          id="finder-speaks"
          name="speaks"
          legend={<span className="sr-only">{t('centers.finder.languages')}</span>}
          compact
          columns={2}
          checked={filters.languages}
          options={LANGUAGE_CODES.map((code) => ({ value: code, label: languageName(code, t.locale) })).sort(byLabel)}
        />
      </FilterGroup>

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass()}>
          {t('centers.finder.search')}
        </button>
        <Link to={action} className="text-sm font-semibold text-sky-800 underline">
          {t('centers.finder.clear')}
        </Link>
      </div>
    </Form>
  );
}
