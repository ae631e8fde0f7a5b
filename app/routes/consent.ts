// The cookie banner's form target when JavaScript is off: stores the choice in the consent cookies
// and returns to the page. With JavaScript the banner writes the same cookies itself.
import { data, redirect } from 'react-router';
import type { Route } from './+types/consent';
import { decideConsent, isConsentChoice } from '~/features/consent/consent.ts';
import { consentSetCookies, statisticChoiceShown } from '~/features/consent/consent.server.ts';
import { safeRedirectPath } from '~/lib/redirect-target.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { getRuntime } from '~/lib/runtime.server.ts';

export function loader() {
  return redirect('/privacy#cookies');
}

export async function action({ request }: Route.ActionArgs) {
  const { form } = await readForm(request);
  const choice = form.get('choice');
  if (!isConsentChoice(choice)) throw data('Unknown consent choice', { status: 400 });
  const state = decideConsent(choice, {
    statisticShown: statisticChoiceShown(getRuntime().config),
    statisticChecked: form.get('statistic') === 'true',
  });
  const headers = new Headers();
  for (const cookie of await consentSetCookies(request, state)) headers.append('Set-Cookie', cookie);
  return redirect(safeRedirectPath(form.get('redirectTo'), '/'), { headers });
}
