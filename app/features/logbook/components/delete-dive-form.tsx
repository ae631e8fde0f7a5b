// Deleting a dive: a box to tick, so a slip of the finger deletes nothing.
import { Form } from 'react-router';
import { useT } from '~/lib/use-translation.ts';
import { Notice, SubmitButton } from '~/ui/form-kit.tsx';

export function DeleteDiveForm({ number, error }: { number: number; error: string | undefined }) {
  const t = useT();
  return (
    <section aria-labelledby="delete-dive-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-red-200 sm:p-6">
      <h2 id="delete-dive-title" className="text-lg font-semibold text-slate-900">
        {t('logbook.delete.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('logbook.delete.intro')}</p>
      <Form method="post" className="mt-4 space-y-3" noValidate>
        {error ? <Notice tone="error">{t(error)}</Notice> : null}
        <div className="flex items-start gap-3">
          <input type="checkbox" id="field-confirmDelete" name="confirmDelete" className="mt-1 size-4 accent-red-700" aria-invalid={error ? true : undefined} />
          <label htmlFor="field-confirmDelete" className="text-sm text-slate-800">
            {t('logbook.delete.confirm', { number })}
          </label>
        </div>
        <SubmitButton name="intent" value="delete" tone="danger">
          {t('logbook.delete.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
