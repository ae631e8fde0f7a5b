// The article editor's live preview: while the editor types in a Markdown field, its text is sent
// (after a short pause) to the server's renderer, the same as the published page's, and shown here.
// Without JavaScript the form's "Preview" button shows the same thing after a round trip.
import { useEffect, useState } from 'react';
import { useT } from '~/lib/use-translation.ts';
import { ArticleBody } from './article-body.tsx';

const PAUSE_MS = 400;

export function MarkdownPreview({ sourceId, initialHtml, lang }: { sourceId: string; initialHtml: string; lang: 'en' | 'es' }) {
  const t = useT();
  const [html, setHtml] = useState(initialHtml);
  useEffect(() => {
    const field = document.getElementById(sourceId) as HTMLTextAreaElement | null;
    if (!field) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    const render = () => {
      controller?.abort();
      controller = new AbortController();
      const body = new URLSearchParams({ body: field.value });
      fetch('/admin/news/preview', { method: 'POST', body, signal: controller.signal })
        .then((response) => (response.ok ? (response.json() as Promise<{ html: string }>) : null))
        .then((result) => {
          if (result) setHtml(result.html);
        })
        .catch(() => undefined);
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(render, PAUSE_MS);
    };
    field.addEventListener('input', onInput);
    if (field.value && !initialHtml) render();
    return () => {
      clearTimeout(timer);
      controller?.abort();
      field.removeEventListener('input', onInput);
    };
  }, [sourceId, initialHtml]);
  return (
    <section aria-label={t(`news.editor.previewOf.${lang}`)} aria-live="polite" className="min-h-24 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4" data-testid={`preview-${lang}`}>
      <p className="mb-2 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t('news.editor.preview')}</p>
      {html ? <ArticleBody html={html} lang={lang} /> : <p className="text-sm text-slate-600">{t('news.editor.previewEmpty')}</p>}
    </section>
  );
}
