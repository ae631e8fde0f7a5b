// The import page's forms: files sent (counted against the import limits, read and staged), a held
// CSV file's columns confirmed, the ticked dives saved, or the import discarded. Every refusal comes
// back beside its form in the member's language; a file that cannot be read is not a refusal but a
// line of the preview.
import { redirect } from 'react-router';
import { CSV_FIELDS, CSV_UNITS } from '@diveatlas/divelog';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { formReply, parseSubmission, replyWith } from '../../lib/form-submission.ts';
import { readForm } from '../../lib/request-body.server.ts';
import { hitWriteLimit } from '../../lib/write-limits.server.ts';
import type { SessionUser } from '../members/session-user.ts';
import { importPreview } from './import-preview.queries.server.ts';
import { discardImport, saveImport } from './import-saving.server.ts';
import { readHeldCsv, stageImport } from './import-staging.server.ts';
import { ImportMappingSchema, ImportRefSchema, ImportSaveSchema, mappingFromForm } from './import.schema.ts';

const back = (importId: number, extra = '') => redirect(`/logbook/import?import=${importId}${extra}`);

export async function importAction(request: Request, member: SessionUser) {
  const { form, refused } = await readForm(request, BODY_LIMITS.logbookImport);
  const intent = String(form.get('intent') ?? '');

  if (intent === 'upload') {
    const files = form.getAll('files').filter((entry): entry is File => entry instanceof File && entry.size > 0);
    if (!files.length && !refused.length) return replyWith(formReply({ intent, fieldErrors: { files: 'logbook.import.error.noFile' } }));
    // Counted once a post, before any file is read: reading is the costly part.
    if (!(await hitWriteLimit('logbookImport', member.id)).allowed) return replyWith(formReply({ intent, formError: 'logbook.import.error.limited' }), 429);
    const importId = await stageImport({
      memberId: member.id,
      files: await Promise.all(files.map(async (file) => ({ name: file.name.slice(0, 255), bytes: new Uint8Array(await file.arrayBuffer()) }))),
      refused: refused.map((file) => ({ name: file.fileName.slice(0, 255), problem: file.problem })),
    });
    return back(importId);
  }

  if (intent === 'map') {
    const submission = parseSubmission(form, ImportMappingSchema, { intent });
    if (!submission.ok) return replyWith(submission.reply);
    const { importId, fileIndex } = submission.data;
    const held = (await importPreview(member.id, importId))?.held.find((file) => file.fileIndex === fileIndex);
    if (!held) return replyWith(formReply({ intent, formError: 'logbook.import.error.gone' }), 404);
    const mapping = mappingFromForm(form, held.mapping, held.headers, CSV_FIELDS, CSV_UNITS, submission.data);
    if (!mapping) return replyWith(formReply({ intent, formError: 'logbook.import.error.mapping' }));
    const result = await readHeldCsv({ memberId: member.id, importId, fileIndex, mapping });
    if (!result.ok && result.problem === 'notFound') return replyWith(formReply({ intent, formError: 'logbook.import.error.gone' }), 404);
    return back(importId);
  }

  if (intent === 'save') {
    const submission = parseSubmission(form, ImportSaveSchema, { intent, lists: ['dive'] });
    if (!submission.ok) return replyWith(submission.reply);
    const { importId, dive, privacy } = submission.data;
    const author = { id: member.id, memberId: member.memberId, firstName: member.firstName, emailVerified: member.emailVerified };
    const result = await saveImport({ author, importId, chosen: new Set(dive), privacy });
    if (!result.ok) return replyWith(formReply({ intent, formError: result.problem === 'notFound' ? 'logbook.import.error.gone' : 'logbook.import.error.notReady' }), result.problem === 'notFound' ? 404 : 409);
    return back(importId, '&saved=1');
  }

  if (intent === 'discard') {
    const submission = parseSubmission(form, ImportRefSchema, { intent });
    if (submission.ok) await discardImport({ memberId: member.id, importId: submission.data.importId });
    return redirect('/logbook/import');
  }
  return replyWith(formReply({ intent, formError: 'logbook.form.error.invalid' }));
}
