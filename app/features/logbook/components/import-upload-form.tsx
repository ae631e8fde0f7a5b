// The import's first step: one or many dive-log files, or a zip, sent in one post. While the server
// reads them, a bar follows how far it has got (the page asks every second).
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import type { FormReply } from '~/lib/form-submission.ts';
import { useT } from '~/lib/use-translation.ts';
import { FileField, FormKit, SubmitButton } from '~/ui/form-kit.tsx';
import { numberFormat } from '~/lib/intl-format.ts';

/** What the file field accepts; the server reads any file by its content whatever its name. */
const ACCEPT = '.ssrf,.xml,.uddf,.udcf,.sml,.json,.fit,.zxu,.zxl,.csv,.tsv,.txt,.zip';

function ReadingProgress() {
  const t = useT();
  const [progress, setProgress] = useState<{ bytesRead: number; bytesTotal: number } | null>(null);
  useEffect(() => {
    let stopped = false;
    const ask = async () => {
      const response = await fetch('/logbook/import/progress', { headers: { accept: 'application/json' } }).catch(() => null);
      if (!stopped && response?.ok) setProgress(((await response.json()) as { progress: { bytesRead: number; bytesTotal: number } | null }).progress);
    };
    const timer = setInterval(() => void ask(), 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, []);
  const megabytes = (bytes: number) => `${numberFormat(t.locale, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;
  return (
    <div role="status" className="space-y-1 text-sm text-slate-700">
      <p>{t('logbook.import.reading')}</p>
      {progress && progress.bytesTotal > 0 ? (
        <>
          <progress className="w-full" max={progress.bytesTotal} value={progress.bytesRead} aria-label={t('logbook.import.reading')} />
          <p>{t('logbook.import.progress', { read: megabytes(progress.bytesRead), total: megabytes(progress.bytesTotal) })}</p>
        </>
      ) : null}
    </div>
  );
}

export function ImportUploadForm({ reply, maxFiles, maxFileMegabytes }: { reply: Partial<FormReply> | undefined; maxFiles: number; maxFileMegabytes: number }) {
  const t = useT();
  const navigation = useNavigation();
  const reading = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'upload';
  return (
    <FormKit intent="upload" reply={reply} idPrefix="import" encType="multipart/form-data" className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5" data-testid="import-upload">
      <FileField name="files" multiple accept={ACCEPT} label={t('logbook.import.files')} hint={t('logbook.import.filesHint', { count: maxFiles, size: `${maxFileMegabytes} MB` })} />
      <SubmitButton name="intent" value="upload">
        {t('logbook.import.read')}
      </SubmitButton>
      {reading ? <ReadingProgress /> : null}
    </FormKit>
  );
}
