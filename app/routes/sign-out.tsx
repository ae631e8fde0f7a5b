import { redirect } from 'react-router';
import type { Route } from './+types/sign-out';
import { pageMeta } from '~/lib/page-meta.ts';
import { signOutMember } from '~/features/members/auth.service.server.ts';
import { AuthCard } from '~/features/members/components/auth-card.tsx';
import { redirectWithCookies } from '~/features/members/form-response.server.ts';
import { getSessionUser } from '~/features/members/session.server.ts';
import { loadMessages, resolveLocale } from '~/lib/i18n.server.ts';
import { readForm } from '~/lib/request-body.server.ts';
import { metaTranslator, useT } from '~/lib/use-translation.ts';
import { FormKit, SubmitButton } from '~/ui/form-kit.tsx';

// Signing out changes state, so it is a POST (the avatar menu's Log out button); a plain visit to
// /sign-out shows that button instead of signing out behind the visitor's back.
export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getSessionUser(request))) throw redirect('/');
  const { locale } = await resolveLocale(request);
  return { messages: loadMessages(locale, ['auth']) };
}

export async function action({ request }: Route.ActionArgs) {
  await readForm(request);
  return redirectWithCookies('/', await signOutMember(request));
}

export function meta({ matches, location }: Route.MetaArgs) {
  const t = metaTranslator(matches);
  return pageMeta({ matches, location, title: t('auth.signOut.title'), description: t('auth.signOut.intro'), noindex: true });
}

export default function SignOut() {
  const t = useT();
  return (
    <AuthCard title={t('auth.signOut.title')} intro={t('auth.signOut.intro')}>
      <FormKit>
        <SubmitButton className="w-full">{t('auth.signOut.submit')}</SubmitButton>
      </FormKit>
    </AuthCard>
  );
}
