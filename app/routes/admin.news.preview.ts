// POST /admin/news/preview: the article editor's live preview. The Markdown goes through the same
// renderer and sanitiser as the published page, so what the editor sees is what readers get.
import { data } from 'react-router';
import type { Route } from './+types/admin.news.preview';
import { requireConsole } from '~/features/admin/console.server.ts';
import { previewArticle } from '~/features/news/news.service.server.ts';
import { PreviewSchema } from '~/features/news/news.schema.ts';
import { BODY_LIMITS } from '~/lib/body-limits.ts';
import { parseSubmission } from '~/lib/form-submission.ts';
import { readForm } from '~/lib/request-body.server.ts';

export async function action({ request }: Route.ActionArgs) {
  const editor = await requireConsole(request, 'news');
  const { form } = await readForm(request, BODY_LIMITS.longForm);
  const submission = parseSubmission(form, PreviewSchema);
  if (!submission.ok) return data({ html: '' }, { status: 400 });
  const preview = await previewArticle({ editorId: editor.id, body: submission.data.body });
  if (!preview.ok) return data({ html: '' }, { status: 429 });
  return data({ html: preview.html }, { headers: { 'Cache-Control': 'no-store' } });
}

export function loader() {
  throw data(null, { status: 405, headers: { Allow: 'POST' } });
}
