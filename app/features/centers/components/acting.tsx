// An admin acting as a manager of a dive centre (ADR 27): the form on the centre's page that starts
// it (with the reason the audit log keeps), and the banner every page shows meanwhile, with the way
// to end it. Only admins see either, so pages load them on demand.
import { Form, Link } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { FormKit, SubmitButton, TextField } from '~/ui/form-kit.tsx';
import { LocalTime } from '~/ui/local-time.tsx';
import type { ActingAs } from '../../members/session-user.ts';

export function ActAsManagerForm({ centerName, minutes, reply }: { centerName: string; minutes: number; reply: Partial<FormReply> | undefined }) {
  const t = useT();
  return (
    <details className="text-sm" open={reply?.intent === 'act-start'} data-testid="act-as-manager">
      <summary className="cursor-pointer font-semibold text-red-800 underline">{t('centers.acting.open')}</summary>
      <FormKit idPrefix="act" intent="act-start" reply={reply} className="mt-2 flex max-w-md flex-col gap-2 rounded-xl border border-red-200 bg-red-50 p-3">
        <p className="text-slate-900">{t('centers.acting.explain', { center: centerName, minutes })}</p>
        <TextField name="reason" label={t('centers.acting.reason')} rows={2} maxLength={500} required hint={t('centers.acting.reasonHint')} />
        <div>
          <SubmitButton name="intent" value="act-start" tone="danger" size="small">
            {t('centers.acting.start')}
          </SubmitButton>
        </div>
      </FormKit>
    </details>
  );
}

/** Under the header of every page while an admin acts for a centre: which one, until when, and the way out. */
export function ActingBanner({ acting }: { acting: ActingAs }) {
  const t = useT();
  return (
    <div role="region" aria-label={t('centers.acting.banner.label')} className="border-b border-red-300 bg-red-50 px-4 py-2 text-sm text-red-950" data-testid="acting-banner">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1">
        <p className="font-semibold">
          {t('centers.acting.banner.text', { center: acting.centerName })}{' '}
          <span className="font-normal">
            ({t('centers.acting.banner.until')} <LocalTime value={acting.until} locale={t.locale} />)
          </span>
        </p>
        <Link to={`/admin-divecenter/divecenter?center=${acting.centerId}`} className="font-semibold underline">
          {t('centers.acting.banner.manage')}
        </Link>
        <Form method="post" action={`/dive-center/${acting.centerId}`}>
          <button type="submit" name="intent" value="act-end" className="rounded-full bg-red-800 px-3 py-1 font-semibold text-white hover:bg-red-900">
            {t('centers.acting.banner.end')}
          </button>
        </Form>
      </div>
    </div>
  );
}
