// Where the dive was: an atlas site found with the map's site search, a new place (name, position,
// country) that goes to the moderators, or none. Without JavaScript the typed name is posted and the
// page answers with the matching sites to choose from; with it, suggestions appear while typing.
import { useState } from 'react';
import { useHydrated } from '~/lib/use-hydrated.ts';
import { useT } from '~/lib/use-translation.ts';
import { ChoiceGroup, FieldError, SelectField, TextField, useField } from '~/ui/form-kit.tsx';
import { PlaceSearch } from '~/ui/place-search.tsx';
import { PLACE_KINDS } from '../dive-form-fields.ts';

type SiteOption = { id: number; name: string; where: string };
type Place = { key: string; label: string; id: number | null; region: string | null; countryName: string | null };

type SitePickerProps = {
  /** The site chosen so far (when editing, or after a refusal). */
  chosen: SiteOption | null;
  /** Sites matching a name typed without JavaScript, or near a new place (the duplicate check). */
  candidates: { reason: 'typed' | 'near'; sites: SiteOption[] } | null;
  countries: Array<{ code: string; name: string }>;
};

export function SitePicker({ chosen, candidates, countries }: SitePickerProps) {
  const t = useT();
  const kind = useField('placeKind');
  const query = useField('siteQuery');
  const [placeKind, setPlaceKind] = useState(kind.text || 'site');
  // Without JavaScript every part shows, and the radio buttons say which one counts.
  const hydrated = useHydrated();
  const [site, setSite] = useState<{ id: string; label: string }>({ id: chosen ? String(chosen.id) : '', label: chosen?.name ?? '' });
  return (
    <div className="space-y-4">
      <div onChange={(event) => setPlaceKind((event.target as HTMLInputElement).value)}>
        <ChoiceGroup
          name="placeKind"
          type="radio"
          legend={t('logbook.form.placeKind')}
          options={PLACE_KINDS.map((value) => ({ value, label: t(`logbook.form.placeKind.${value}`) }))}
          checked={[placeKind]}
        />
      </div>
      {candidates?.sites.length ? (
        <fieldset className="rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="site-candidates">
          <legend className="px-1 text-sm font-semibold text-slate-900">{t(candidates.reason === 'near' ? 'logbook.form.nearSites' : 'logbook.form.matchingSites')}</legend>
          <ul className="mt-2 space-y-1.5">
            {candidates.sites.map((option) => (
              <li key={option.id} className="flex items-start gap-2">
                <input type="radio" id={`site-choice-${option.id}`} name="siteChoice" value={option.id} className="mt-1 size-4 accent-sky-700" />
                <label htmlFor={`site-choice-${option.id}`} className="text-sm text-slate-800">
                  <span className="font-medium">{option.name}</span>
                  {option.where ? <span className="block text-slate-600">{option.where}</span> : null}
                </label>
              </li>
            ))}
          </ul>
          {candidates.reason === 'near' ? (
            <div className="mt-3 flex items-start gap-2">
              <input type="checkbox" id="field-placeDistinct" name="placeDistinct" value="1" className="mt-1 size-4 accent-sky-700" />
              <label htmlFor="field-placeDistinct" className="text-sm text-slate-800">
                {t('logbook.form.placeDistinct')}
              </label>
            </div>
          ) : null}
        </fieldset>
      ) : null}
      <div hidden={hydrated && placeKind !== 'site'} className="space-y-1">
        <label htmlFor="site-search-input" className="block text-sm font-semibold text-slate-900">
          {t('logbook.form.site')}
        </label>
        <p id="site-search-hint" className="text-sm text-slate-600">
          {t('logbook.form.siteHint')}
        </p>
        <input type="hidden" name="siteId" value={site.id} />
        <input type="hidden" name="siteLabel" value={site.label} />
        {/* Typing after a site was chosen means another one: the choice is dropped until the next pick. */}
        <div onInput={() => setSite({ id: '', label: '' })}>
          <PlaceSearch<Place>
            action="/logbook/new"
            initialQuery={query.text || site.label}
            suggestionsUrl={(text) => `/api/map/places?${new URLSearchParams({ q: text, kind: 'site', lang: t.locale })}`}
            describe={(place) => [place.region, place.countryName].filter(Boolean).join(', ')}
            onSelect={(place) => setSite({ id: place.id === null ? '' : String(place.id), label: place.label })}
            onClear={() => setSite({ id: '', label: '' })}
            enter="first-match"
            labels={{
              label: t('logbook.form.site'),
              placeholder: t('logbook.form.sitePlaceholder'),
              clear: t('logbook.form.siteClear'),
              submit: t('logbook.form.siteSearch'),
              results: t('logbook.form.siteResults'),
              none: (q) => t('logbook.form.siteNone', { q }),
              error: t('logbook.form.siteError'),
              count: (count) => t.plural('logbook.form.siteCount', count),
            }}
            look="panel"
            embedded={{ inputName: 'siteQuery' }}
          />
        </div>
        {site.id ? (
          <p className="text-sm text-emerald-800" role="status" data-testid="site-chosen">
            {t('logbook.form.siteChosen', { site: site.label })}
          </p>
        ) : null}
        <FieldError name="siteQuery" />
      </div>
      <div hidden={hydrated && placeKind !== 'new'} className="space-y-4">
        <p className="text-sm text-slate-700">{t('logbook.form.newPlaceHint')}</p>
        <TextField name="placeName" label={t('logbook.form.placeName')} maxLength={120} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="placeLat" label={t('logbook.form.placeLat')} inputMode="decimal" hint={t('logbook.form.placeLatHint')} />
          <TextField name="placeLng" label={t('logbook.form.placeLng')} inputMode="decimal" hint={t('logbook.form.placeLngHint')} />
        </div>
        <SelectField name="placeCountry" label={t('logbook.form.placeCountry')} emptyLabel={t('logbook.form.placeCountryUnknown')} options={countries.map((country) => ({ value: country.code, label: country.name }))} />
      </div>
    </div>
  );
}
