// The account settings page's logbook form: read, checked and saved for the signed-in member only.
import { redirect } from 'react-router';
import { parseSubmission, replyWith } from '../../lib/form-submission.ts';
import { LogbookSettingsSchema } from './logbook-settings.schema.ts';
import { saveLogbookSettings } from './logbook-settings.server.ts';

export async function logbookSettingsAction(options: { memberId: string; form: FormData }) {
  const submission = parseSubmission(options.form, LogbookSettingsSchema, { intent: 'logbook' });
  if (!submission.ok) return replyWith(submission.reply);
  await saveLogbookSettings({ memberId: options.memberId, input: submission.data });
  return redirect('/account/settings?saved=logbook#logbook');
}
