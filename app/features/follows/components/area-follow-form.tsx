// "Follow news within [10 / 25 / 50 km] of this site": a POST form to /follow that works without
// JavaScript (the server sends the browser back, or to the following page when refused), with the
// distances the member follows around the site already.
import { Link, useLocation } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { FormKit, SelectField, SubmitButton } from '~/ui/form-kit.tsx';

/** The distances offered on a site's page; the form accepts any whole number of km from 1 to 100. */
const SITE_AREA_RADII = [10, 25, 50] as const;

export function AreaFollowForm({ siteId, followedRadii }: { siteId: number; followedRadii: readonly number[] }) {
  const t = useT();
  const location = useLocation();
  const options = SITE_AREA_RADII.map((radius) => ({ value: String(radius), label: t('follows.area.option', { radius }) }));
  return (
    <section aria-labelledby="area-follow" className="flex flex-col gap-2" data-testid="area-follow">
      <h2 id="area-follow" className="text-base font-semibold text-slate-900">
        {t('follows.area.legend')}
      </h2>
      {followedRadii.map((radius) => (
        <p key={radius} className="text-sm text-slate-800">
          {t('follows.area.following', { radius })}{' '}
          <Link to="/account/following" className="font-semibold text-sky-800 underline underline-offset-2">
            {t('follows.area.manage')}
          </Link>
        </p>
      ))}
      <FormKit action="/follow" idPrefix="area-follow" defaults={{ radius: '25' }} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <input type="hidden" name="kind" value="area" />
        <input type="hidden" name="target" value={siteId} />
        <SelectField name="radius" label={t('follows.area.radius')} hint={t('follows.area.hint')} options={options} />
        <SubmitButton name="intent" value="follow" tone="secondary" size="small">
          {t('follows.area.submit')}
        </SubmitButton>
      </FormKit>
    </section>
  );
}
