// The files of an import: each with its format and how many dives it gave, or why it could not be read
// and where, in the member's language.
import { useT } from '~/lib/use-translation.ts';
import type { StagedImportFile } from '../../../../db/schema/logbook.ts';
import { issueText } from '../import-issue-text.ts';

export function ImportFiles({ files }: { files: StagedImportFile[] }) {
  const t = useT();
  return (
    <section aria-labelledby="import-files" className="space-y-3">
      <h2 id="import-files" className="text-xl font-semibold text-slate-900">
        {t('logbook.import.filesTitle')}
      </h2>
      <ul className="space-y-3" data-testid="import-files">
        {files.map((file, index) => {
          const errors = file.issues.some((issue) => issue.severity === 'error');
          return (
            <li key={index} className="rounded-xl border border-slate-200 bg-white p-4">
              <p className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-semibold break-all text-slate-900">{file.name}</span>
                <span className={`text-sm ${file.format === null && errors ? 'text-red-800' : 'text-slate-700'}`}>
                  {file.format === null && errors ? t('logbook.import.file.unread') : t.plural('logbook.import.file.dives', file.dives)}
                </span>
              </p>
              {file.issues.length ? (
                <ul aria-label={t('logbook.import.file.problems', { name: file.name })} className="mt-2 space-y-1 text-sm">
                  {file.issues.map((issue, at) => {
                    const said = issueText(issue, t);
                    return (
                      <li key={at} className={issue.severity === 'error' ? 'text-red-800' : 'text-slate-700'}>
                        {said.text}
                        {said.where ? <span className="text-slate-600"> ({said.where})</span> : null}
                      </li>
                    );
                  })}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
